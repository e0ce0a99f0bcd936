// /sign-in?type={reason}&redirect={path}&back={path} (detail §2). Accounts are
// future work: the page says so and links back. Only our own paths are ever
// linked (domain/gating.ts parseSignInParams), so a crafted link cannot send
// the shopper to another site.
import type { Route } from "./+types/sign-in";
import { parseSignInParams, type SignInReason } from "../../domain/gating.ts";
import { siteContext } from "../context.ts";

const REASONS: Record<SignInReason, string> = {
  watchlist: "Saving cars to your watchlist",
  "trade-in": "Valuing your trade-in",
  checkout: "Reserving or buying a car online",
  finance: "Your personalised finance",
  "spin-to-win": "Spin to win",
  "car-finance": "Personalised finance for this car",
  "online-payment": "Paying online",
  "my-garage": "My garage",
};

export function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const params = parseSignInParams(new URL(request.url).searchParams);
  return { siteName: site.name, ...params, contactUs: site.labels.contactUs };
}

export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=300, stale-while-revalidate=3600" };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: `Sign in | ${data.siteName}` }, { name: "robots", content: "noindex" }] : [];

export default function SignIn({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="container form-page success-page">
      <div className="success-page__card">
        <h1>Sign in</h1>
        <p>
          {d.type ? `${REASONS[d.type]} needs an account. ` : ""}
          Customer accounts are coming soon to {d.siteName}. Until then, our team is happy to help you directly.
        </p>
        <p className="success-page__actions">
          <a className="button" href={d.back}>
            Go back
          </a>
          <a className="button button--ghost" href="/contact-us">
            {d.contactUs}
          </a>
        </p>
      </div>
    </div>
  );
}
