// GET /api/account: the signed-in shopper as the browser needs them on pages
// cached for everyone (header, watchlist buttons). Private, never cached.
import type { Route } from "./+types/api.account";
import { accountState } from "../lib/accounts/account-api.server.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => accountState(request, context);
