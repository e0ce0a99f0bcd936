// Who is submitting, for per-client rate limits. The socket address is the
// truth; X-Forwarded-For is only believed behind a proxy we run (trustProxy),
// where its last entry is the address our proxy saw.
export function clientKey(
  socketAddress: string | null | undefined,
  headers: Headers,
  options: { trustProxy?: boolean } = {},
): string {
  if (options.trustProxy) {
    const forwarded = headers.get("X-Forwarded-For");
    const last = forwarded?.split(",").map((part) => part.trim()).filter(Boolean).at(-1);
    if (last) return last;
  }
  return (socketAddress ?? "unknown").replace(/^::ffff:/, "");
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export function isLoopback(address: string | null | undefined): boolean {
  return !!address && (LOOPBACK.has(address) || address.startsWith("127."));
}
