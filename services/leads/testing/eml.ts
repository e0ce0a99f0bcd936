// A small MIME reader for tests: enough to open the .eml files the mailer
// writes (multipart, base64, quoted-printable) and look at each part.

export interface MimePart {
  headers: Record<string, string>;
  contentType: string;
  filename: string | null;
  body: string;
  parts: MimePart[];
}

function splitHeaders(raw: string): [Record<string, string>, string] {
  const text = raw.replace(/\r\n/g, "\n");
  const end = text.indexOf("\n\n");
  const head = end < 0 ? text : text.slice(0, end);
  const body = end < 0 ? "" : text.slice(end + 2);
  const headers: Record<string, string> = {};
  let last = "";
  for (const line of head.split("\n")) {
    if (/^[ \t]/.test(line) && last) headers[last] += ` ${line.trim()}`;
    else {
      const colon = line.indexOf(":");
      if (colon < 0) continue;
      last = line.slice(0, colon).trim().toLowerCase();
      headers[last] = line.slice(colon + 1).trim();
    }
  }
  return [headers, body];
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\n/g, "");
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

export function parseMime(raw: string): MimePart {
  const [headers, body] = splitHeaders(raw);
  const contentType = (headers["content-type"] ?? "text/plain").split(";")[0].trim().toLowerCase();
  const disposition = headers["content-disposition"] ?? "";
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null;
  if (contentType.startsWith("multipart/")) {
    const boundary = /boundary="?([^";]+)"?/.exec(headers["content-type"])?.[1];
    const parts = boundary
      ? body
          .split(`--${boundary}`)
          .slice(1)
          .filter((chunk) => !chunk.startsWith("--"))
          .map((chunk) => parseMime(chunk.replace(/^\n/, "")))
      : [];
    return { headers, contentType, filename, body: "", parts };
  }
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const decoded =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  return { headers, contentType, filename, body: decoded.replace(/\n$/, ""), parts: [] };
}

/** Every leaf part, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leafParts) : [part];
}

/** A header value with its RFC 2047 encoded words decoded. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}
