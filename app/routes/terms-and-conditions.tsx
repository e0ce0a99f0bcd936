import type { Route } from "./+types/terms-and-conditions";
import { siteContext } from "../context.ts";
import { CONTENT_PAGE_CACHE, contentPageBasics, contentPageMeta } from "../lib/content-page.ts";
import { ContentPage } from "../components/content/content-page.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return {
    ...contentPageBasics(request, site, "/terms-and-conditions"),
    checkout: site.features.checkout.enabled
      ? { holdHours: site.features.checkout.holdHours, refundable: site.features.checkout.refundableWording }
      : null,
  };
}

export function headers() {
  return { "Cache-Control": CONTENT_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ data }) =>
  contentPageMeta(data, "Terms and conditions", (name) => `The terms that apply to prices, offers, finance estimates and online reservations at ${name}.`);

export default function TermsAndConditions({ loaderData: { siteName, checkout } }: Route.ComponentProps) {
  return (
    <ContentPage title="Terms and conditions" lead={`These terms apply when you use the ${siteName} website.`}>
      <h2>Prices and vehicles</h2>
      <p>
        Prices are in Australian dollars and include GST. A driveaway price includes registration, stamp duty and dealer delivery; other prices
        may not, and the vehicle page says which applies. Vehicles, prices and offers can change or sell without notice, and we take care to
        keep details and photos accurate, but please confirm anything important with us before you buy.
      </p>
      <h2>Finance estimates</h2>
      <p>
        Repayments shown on this website are estimates for comparison only, not an offer of credit. Approval, rates and fees depend on the
        lender&apos;s assessment of your application.
      </p>
      {checkout && (
        <>
          <h2>Reserving a vehicle online</h2>
          <p>
            A reservation holds the vehicle for you for {checkout.holdHours} hours. The deposit is {checkout.refundable} if you decide not to go
            ahead within that time, and otherwise comes off the purchase price.
          </p>
        </>
      )}
      <h2>Using this website</h2>
      <p>
        The content of this website belongs to {siteName} and its manufacturers, and may not be copied for commercial use. Nothing in these terms
        limits your rights under the Australian Consumer Law.
      </p>
    </ContentPage>
  );
}
