// Who is submitting, for per-client limits. The address is the one the
// server's door resolved (the socket's, or behind a trusted proxy the first
// untrusted hop of X-Forwarded-For: services/security/trusted-proxy.ts); no
// header is read here. An IPv6 client is its /64: one subscriber is usually
// given a whole /64, and moving to another address in it must not make a new
// client (docs/decisions/0028-lead-floods.md).
export function clientKey(address: string | null | undefined): string {
  const plain = (address ?? "unknown").replace(/^::ffff:/, "");
  return ipv6Network(plain) ?? plain;
}

/** The /64 network of an IPv6 address ("2001:db8:1:2::/64"); null for anything else. */
export function ipv6Network(address: string): string | null {
  const plain = address.replace(/%.*$/, "").toLowerCase();
  if (!plain.includes(":") || !/^[0-9a-f:.]+$/.test(plain)) return null;
  const halves = plain.split("::");
  if (halves.length > 2) return null;
  const groups = (part: string) => (part ? part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g])) : []);
  const [left, right] = [groups(halves[0]), halves.length === 2 ? groups(halves[1]) : []];
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const all = [...left, ...Array<string>(missing).fill("0"), ...right];
  if (all.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return `${all.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(":")}::/64`;
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export function isLoopback(address: string | null | undefined): boolean {
  return !!address && (LOOPBACK.has(address) || address.startsWith("127."));
}
