// For load balancers and monitors: 200 when this process can serve everything,
// 503 "degraded" (with which part) while the database is unreachable or too
// slow; the search index, cached pages and images keep serving meanwhile. It
// answers within the database's timeouts (docs/security.md "Database
// outages") and recovers by itself once the database is back.
import type { Route } from "./+types/healthz";
import { servicesContext } from "../context.ts";
import { DATABASE_RETRY_AFTER_SECONDS, unavailableReason } from "../../db/availability.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  let database: { ok: boolean; kind: string; cars?: number; notifications: boolean; error?: string };
  try {
    const [row] = await services.db.query<{ n: number }>("select count(*)::int as n from cars");
    database = { ok: true, kind: services.db.kind, cars: row.n, notifications: services.db.listening() };
  } catch (error) {
    database = { ok: false, kind: services.db.kind, notifications: services.db.listening(), error: unavailableReason(error) };
  }
  const index = services.search.status();
  const ok = database.ok;
  return Response.json(
    {
      ok,
      status: ok ? "ok" : "degraded",
      // What still works while the database is away: the search index, cached pages and images.
      ...(ok ? {} : { degraded: ["database"], serving: ["search", "cached pages", "images"] }),
      database,
      index,
      uptimeSeconds: Math.round((Date.now() - services.startedAt.getTime()) / 1000),
    },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store", ...(ok ? {} : { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) }) } },
  );
}
