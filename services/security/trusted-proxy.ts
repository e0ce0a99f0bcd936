// Who is asking, and over which scheme, when a proxy may stand in front
// (TRUST_PROXY; decision 0032). Without the setting the socket is the truth:
// X-Forwarded-For, X-Forwarded-Proto and Forwarded are ignored, since any
// client can send them. With it, X-Forwarded-For is walked from the nearest
// hop outwards (proxy-addr, Express's rules) while each hop is a trusted
// proxy; the first untrusted address is the client. The scheme is the one the
// outermost trusted proxy reports (Forwarded's `proto`, else
// X-Forwarded-Proto), read only when the socket's peer is trusted.
import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";
import parseForwarded from "forwarded-parse";

/** Whether the address at hop `hop` (0 = the socket's peer) is a proxy of ours. */
export type ProxyTrust = (address: string, hop: number) => boolean;

export const TRUST_PROXY_HELP =
  "TRUST_PROXY is the number of proxies in front of the server (1: one load balancer or CDN), or a comma-separated list of their addresses, CIDR ranges or loopback/linklocal/uniquelocal; unset or 0 trusts none";

/**
 * The TRUST_PROXY setting as a trust function; null when no proxy is trusted.
 * Throws with TRUST_PROXY_HELP on a value that is neither.
 */
export function compileTrustProxy(setting: string | undefined): ProxyTrust | null {
  const value = setting?.trim() ?? "";
  if (value === "" || value === "0" || value === "false") return null;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 32) throw new Error(TRUST_PROXY_HELP);
    return (_address, hop) => hop < hops;
  }
  const entries = value.split(",").map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0 || entries.some((entry) => entry === "true" || entry === "*")) throw new Error(TRUST_PROXY_HELP);
  try {
    return proxyAddr.compile(entries);
  } catch (error) {
    throw new Error(`${TRUST_PROXY_HELP} (${(error as Error).message})`, { cause: error });
  }
}

export interface RequestClient {
  /** The client's address: the socket's, or the first untrusted hop of X-Forwarded-For. */
  address: string | undefined;
  /** The shopper reached us over https: TLS on this socket, or a trusted proxy says so. */
  https: boolean;
}

type ProxiedRequest = Pick<IncomingMessage, "headers" | "socket">;

export function resolveRequestClient(req: ProxiedRequest, trust: ProxyTrust | null): RequestClient {
  const tls = (req.socket as { encrypted?: boolean }).encrypted === true;
  const socketAddress = req.socket.remoteAddress;
  if (!trust || !socketAddress || !trust(socketAddress, 0)) return { address: socketAddress, https: tls };
  // proxy-addr reads only req.headers and req.socket.remoteAddress.
  const chain = proxyAddr.all(req as IncomingMessage, trust);
  const address = proxyAddr(req as IncomingMessage, trust);
  // Hops that are our proxies: all of the chain but the client at its far end (at least the socket's peer).
  const trustedHops = Math.max(1, chain.length - 1);
  return { address, https: tls || forwardedProto(req.headers, trustedHops) === "https" };
}

/** The scheme the outermost trusted proxy saw: each proxy appends its element, so it is `trustedHops` from the end. */
function forwardedProto(headers: IncomingMessage["headers"], trustedHops: number): string | undefined {
  let protos: (string | undefined)[] = [];
  const forwarded = headerText(headers.forwarded);
  if (forwarded) {
    try {
      protos = parseForwarded(forwarded).map((element) => element.proto);
    } catch {
      protos = []; // a malformed Forwarded says nothing
    }
  }
  if (protos.length === 0) protos = (headerText(headers["x-forwarded-proto"]) ?? "").split(",").map((part) => part.trim()).filter(Boolean);
  if (protos.length === 0) return undefined;
  return protos[Math.max(0, protos.length - trustedHops)]?.toLowerCase();
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : value);
