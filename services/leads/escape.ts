// Everything a shopper typed reaches a dealer's inbox or CRM as text, never
// as markup or as a mail header. One escaping function per output.

// Characters XML 1.0 forbids even escaped (control characters, lone surrogates, U+FFFE/U+FFFF).
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for an HTML body: every markup character escaped. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** Text (or attribute value) for XML: escaped, and characters XML cannot carry removed. */
export function escapeXml(value: unknown): string {
  return String(value ?? "")
    .replace(XML_FORBIDDEN, "")
    .replace(/[&<>"']/g, (c) => (c === "'" ? "&apos;" : ENTITIES[c]));
}

/**
 * Text allowed into a mail header (a display name): no CR/LF or other
 * control characters, so it cannot start a new header; trimmed and bounded.
 */
export function headerSafe(value: unknown, max = 120): string {
  return String(value ?? "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001F\u007F\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}

/** An address we will put in Reply-To: one plain mailbox, nothing that could smuggle a header or a second recipient. */
export function isPlainEmailAddress(value: unknown): value is string {
  return typeof value === "string" && value.length <= 254 && /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/.test(value);
}
