// /spin-to-win and /online-payment (detail §2, §6): always gated. What each
// offers is still to be built; until then a signed-in shopper gets an honest
// page with somewhere useful to go, never a dead end.
import type { Route } from "./+types/gated-promotion";
import { requireShopper, PRIVATE_PAGE_CACHE } from "../lib/accounts/session.server.ts";
import { siteContext } from "../context.ts";

const PAGES = {
  "/spin-to-win": {
    reason: "spin-to-win",
    title: "Spin to win",
    text: "There's no prize wheel running right now. We'll let you know here when the next promotion starts.",
  },
  "/online-payment": {
    reason: "online-payment",
    title: "Pay online",
    text: "Online payment of invoices and deposits is not open yet. To pay today, call or message us and we'll take you through it.",
  },
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "") as keyof typeof PAGES;
  const page = PAGES[path] ?? PAGES["/spin-to-win"];
  await requireShopper(request, context, page.reason);
  const site = context.get(siteContext);
  return { title: page.title, text: page.text, siteName: site.name, garagePath: site.features.garage.path, garageTitle: site.features.garage.title, contactUs: site.labels.contactUs };
}

export const headers = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: `${data.title} | ${data.siteName}` }, { name: "robots", content: "noindex" }] : []);

export default function GatedPromotion({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="container form-page success-page">
      <div className="success-page__card">
        <h1>{d.title}</h1>
        <p>{d.text}</p>
        <p className="success-page__actions">
          <a className="button" href={d.garagePath}>
            Go to {d.garageTitle}
          </a>
          <a className="button button--ghost" href="/contact-us">
            {d.contactUs}
          </a>
        </p>
      </div>
    </div>
  );
}
