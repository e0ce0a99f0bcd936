// /pages/unsubscribe?token=… (decision 0040): the link in every alert. No
// sign-in: the signed token names the saved search and the channel. GET only
// says what it turns off; the button posts to confirm.
import type { Route } from "./+types/unsubscribe";
import { unsubscribeAction, unsubscribePageData, type UnsubscribePage } from "../lib/accounts/saved-searches.server.ts";
import { PRIVATE_PAGE_CACHE } from "../lib/accounts/session.server.ts";

export const loader = ({ request, context }: Route.LoaderArgs) => unsubscribePageData(request, context);

export const action = ({ request, context }: Route.ActionArgs) => unsubscribeAction(request, context);

export const headers = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: `Unsubscribe | ${data.siteName}` }, { name: "robots", content: "noindex" }] : []);

const what = (target: NonNullable<UnsubscribePage["target"]>) =>
  `${target.channel === "email" ? "emails" : "text messages"} ${target.watchlist ? "about price drops on your watchlist" : `for your saved search “${target.name}”`}`;

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const page = (actionData as (UnsubscribePage & { error: string | null }) | undefined) ?? loaderData;
  const error = actionData ? (actionData as { error: string | null }).error : null;
  const target = page.target;
  return (
    <div className="container form-page success-page">
      <div className="success-page__card">
        <h1>Unsubscribe</h1>
        {!target ? (
          <p role="alert">{error ?? "This unsubscribe link isn't valid. Please use the link in the latest message, or change your alerts in your garage."}</p>
        ) : page.done || target.off ? (
          <p role="status">{`You're unsubscribed: we won't send you any more ${what(target)}.`}</p>
        ) : (
          <>
            <p>{`Stop ${what(target)}?`}</p>
            <form method="post">
              <input type="hidden" name="csrf" value={page.csrf} />
              <input type="hidden" name="token" value={page.token} />
              <button type="submit" className="button">
                Unsubscribe
              </button>
            </form>
          </>
        )}
        <p className="success-page__actions">
          <a className="button button--ghost" href={page.garagePath}>
            Change all alerts in {page.garageTitle}
          </a>
        </p>
      </div>
    </div>
  );
}
