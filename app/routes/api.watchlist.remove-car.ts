// POST /api/watchlist/remove-car (detail §7): phone_number and car_id; answers { success }.
import type { Route } from "./+types/api.watchlist.remove-car";
import { watchlistCall } from "../lib/accounts/account-api.server.ts";

export const action = ({ request, context }: Route.ActionArgs) => watchlistCall(request, context, "remove");

export const loader = () => new Response("Remove a car with POST.", { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
