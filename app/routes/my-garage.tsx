// My Garage (detail §2, §6): /my-garage and the dealer-branded garage paths
// (/mymotorama, /mybigboxcars, /myblinkr, /myservco), all gated; the site's
// configuration (features.garage) says which one is its own.
import type { Route } from "./+types/my-garage";
import { garageAction, garagePageData, type GarageAnswer } from "../lib/accounts/garage.server.ts";
import { PRIVATE_PAGE_CACHE } from "../lib/accounts/session.server.ts";
import { GaragePageView } from "../components/accounts/garage-page.tsx";

export const loader = ({ request, context }: Route.LoaderArgs) => garagePageData(request, context);

export const action = ({ request, context }: Route.ActionArgs) => garageAction(request, context);

export const headers = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: `${data.title} | ${data.siteName}` }, { name: "robots", content: "noindex" }] : []);

export default function MyGarage({ loaderData, actionData }: Route.ComponentProps) {
  return <GaragePageView page={loaderData} answer={actionData as GarageAnswer | undefined} />;
}
