// POST /api/watchlist/save-car (detail §7): phone_number and car_id; answers { success }.
import type { Route } from "./+types/api.watchlist.save-car";
import { watchlistCall } from "../lib/accounts/account-api.server.ts";

export const action = ({ request, context }: Route.ActionArgs) => watchlistCall(request, context, "save");

export const loader = () => new Response("Save a car with POST.", { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
