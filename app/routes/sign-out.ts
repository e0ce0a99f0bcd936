// POST /sign-out (header account menu, My Garage): CSRF-checked like every form.
import type { Route } from "./+types/sign-out";
import { signOut } from "../lib/accounts/account-api.server.ts";
import { redirectWithinSite } from "../lib/same-site-redirect.ts";

export const action = ({ request, context }: Route.ActionArgs) => signOut(request, context);

/** A link to /sign-out signs nobody out (a GET never changes anything): home. */
export const loader = () => redirectWithinSite("/", { headers: { "Cache-Control": "no-store" } });
