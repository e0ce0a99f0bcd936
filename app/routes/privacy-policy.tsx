import { Link } from "react-router";
import type { Route } from "./+types/privacy-policy";
import { siteContext } from "../context.ts";
import { CONTENT_PAGE_CACHE, contentPageBasics, contentPageMeta } from "../lib/content-page.ts";
import { ContentPage } from "../components/content/content-page.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
  return contentPageBasics(request, context.get(siteContext), "/privacy-policy");
}

export function headers() {
  return { "Cache-Control": CONTENT_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ data }) =>
  contentPageMeta(data, "Privacy policy", (name) => `How ${name} collects, uses and protects your personal information.`);

export default function PrivacyPolicy({ loaderData: { siteName } }: Route.ComponentProps) {
  return (
    <ContentPage title="Privacy policy" lead={`${siteName} respects your privacy and handles personal information under the Australian Privacy Principles (Privacy Act 1988).`}>
      <h2>What we collect</h2>
      <p>
        When you send an enquiry, book a test drive, apply for finance, value a trade-in or reserve a vehicle, we collect what you give us: your
        name, contact details, postcode, the vehicle you are interested in and your message. We also keep basic, anonymous records of how our
        website is used so we can improve it.
      </p>
      <h2>How we use it</h2>
      <p>
        We use your details to answer your enquiry, to arrange the sale, finance, insurance or servicing you ask about, and, only if you agree, to
        send you offers. Your enquiry goes to the dealership that holds the vehicle; finance applications go to the lender you choose.
      </p>
      <h2>Keeping it safe</h2>
      <p>
        Your information is stored securely in Australia and kept only as long as we need it for these purposes or as the law requires. We never
        sell it.
      </p>
      <h2>Your choices</h2>
      <p>
        You can ask to see or correct the information we hold about you, or to stop receiving offers, at any time. To do so, or to make a
        complaint, contact your nearest location through our <Link to="/dealer-locator">dealer locator</Link>. If you are not satisfied with our
        answer, you can contact the Office of the Australian Information Commissioner.
      </p>
    </ContentPage>
  );
}
