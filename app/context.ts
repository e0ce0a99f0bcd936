// Typed router context: what every loader and action may read. The server
// puts the services in; the site middleware puts the request's site in.
import { createContext } from "react-router";
import type { Services } from "../services/services.ts";
import type { Site } from "../sites/registry.ts";

export const servicesContext = createContext<Services>();
export const siteContext = createContext<Site>();
/** The client's address as resolved at the door: the socket's, or behind a trusted proxy the one it forwards (server/request-client.ts). */
export const clientAddressContext = createContext<string | null>(null);
/** This response's Content-Security-Policy nonce (server/security-headers.ts); null where no policy asks for one (npm run dev). */
export const cspNonceContext = createContext<string | null>(null);
/**
 * Filled by React Router's handleError (app/entry.server.tsx) when a loader or
 * action failed because the database is away; the outage middleware then
 * answers 503 (app/middleware/database-outage.server.ts) and the server adds
 * Retry-After. The server puts a fresh holder in for each request.
 */
export interface DatabaseOutage {
  error: unknown;
}
export const databaseOutageContext = createContext<DatabaseOutage | null>(null);
