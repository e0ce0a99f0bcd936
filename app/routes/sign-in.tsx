// /sign-in?type={reason}&redirect={path}&back={path} (detail §2): a heading
// and a sentence for the reason, then the mobile number and the code sent to
// it (app/lib/accounts/sign-in.server.ts). After sign-in the shopper lands on
// `redirect`; Back goes to `back`; both only ever name a path of this site.
import type { Route } from "./+types/sign-in";
import { signInAction, signInPageData, type SignInAnswer } from "../lib/accounts/sign-in.server.ts";
import { PRIVATE_PAGE_CACHE } from "../lib/accounts/session.server.ts";
import { SignInForm } from "../components/accounts/sign-in-form.tsx";

export const loader = ({ request, context }: Route.LoaderArgs) => signInPageData(request, context);

export const action = ({ request, context }: Route.ActionArgs) => signInAction(request, context);

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": PRIVATE_PAGE_CACHE });
  const retryAfter = actionHeaders?.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/** The answer to a post keeps its step: loading the page's data again would only give a new token. */
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: { formMethod?: string; defaultShouldRevalidate: boolean }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: `${data.copy.heading} | ${data.siteName}` }, { name: "robots", content: "noindex" }] : [];

export default function SignIn({ loaderData: page, actionData }: Route.ComponentProps) {
  return (
    <div className="container form-page sign-in-page">
      <div className="sign-in-page__card">
        {page.accountDeleted && (
          <p className="sign-in-page__deleted" role="status">
            Your account and the data we kept with it have been deleted.
          </p>
        )}
        <h1>{page.copy.heading}</h1>
        <p className="sign-in-page__lead">{page.copy.sentence}</p>
        <SignInForm page={page} answer={actionData as SignInAnswer | undefined} />
        <p className="sign-in-page__privacy">
          We use your number only to sign you in and to match the enquiries you send us. No password, no spam.
        </p>
        <p className="sign-in-page__back">
          <a className="button button--ghost" href={page.back}>
            Go back
          </a>
        </p>
      </div>
    </div>
  );
}
