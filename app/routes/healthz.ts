import type { Route } from "./+types/healthz";
import { servicesContext } from "../context.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  let database: { ok: boolean; kind: string; cars?: number; error?: string };
  try {
    const [row] = await services.db.query<{ n: number }>("select count(*)::int as n from cars");
    database = { ok: true, kind: services.db.kind, cars: row.n };
  } catch (error) {
    database = { ok: false, kind: services.db.kind, error: (error as Error).message };
  }
  const index = services.search.status();
  const ok = database.ok;
  return Response.json(
    { ok, database, index, uptimeSeconds: Math.round((Date.now() - services.startedAt.getTime()) / 1000) },
    { status: ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
