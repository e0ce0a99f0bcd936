// The client of each request, resolved once at the door (server/app-server.ts)
// from the socket and, behind a trusted proxy, its forwarding headers
// (TRUST_PROXY, services/security/trusted-proxy.ts). Everything after the door
// — rate limits, the request log, the lead limits, HSTS and the Secure cookies,
// the URL React Router sees — asks here instead of reading the headers again.
import type { IncomingMessage } from "node:http";
import { resolveRequestClient, type ProxyTrust, type RequestClient } from "../services/security/index.ts";

const clients = new WeakMap<IncomingMessage, RequestClient>();

/** Resolves and remembers the request's client; called first thing for every request. */
export function admitClient(req: IncomingMessage, trust: ProxyTrust | null): RequestClient {
  const client = resolveRequestClient(req, trust);
  clients.set(req, client);
  return client;
}

/** The request's client; a request that did not pass the door (a test's) is its socket. */
export function clientOf(req: IncomingMessage): RequestClient {
  return clients.get(req) ?? resolveRequestClient(req, null);
}
