// /save-search?path={listing address} (decision 0040): the listing's "Save
// this search" link lands here. Gated: an anonymous shopper signs in and comes
// back to this page, then names the search and chooses alerts. A plain form.
import type { Route } from "./+types/save-search";
import { saveSearchAction, saveSearchPageData, type SaveSearchAnswer } from "../lib/accounts/saved-searches.server.ts";
import { PRIVATE_PAGE_CACHE } from "../lib/accounts/session.server.ts";
import { AlertChoices } from "../components/alerts/alert-choices.tsx";

export const loader = ({ request, context }: Route.LoaderArgs) => saveSearchPageData(request, context);

export const action = ({ request, context }: Route.ActionArgs) => saveSearchAction(request, context);

export const headers = () => ({ "Cache-Control": PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: `Save this search | ${data.siteName}` }, { name: "robots", content: "noindex" }] : []);

export default function SaveSearch({ loaderData: page, actionData }: Route.ComponentProps) {
  const answer = actionData as SaveSearchAnswer | undefined;
  const values = answer?.values;
  if (page.suggestedName === null) {
    return (
      <div className="container form-page success-page">
        <div className="success-page__card">
          <h1>Save this search</h1>
          <p>Only a search of our cars can be saved. Please search again and save from the results.</p>
          <p className="success-page__actions">
            <a className="button" href="/search">
              Search our cars
            </a>
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="container form-page save-search-page">
      <h1 className="form-page__title">Save this search</h1>
      <p className="form-page__lead">
        We'll tell you when a car matching <a href={page.path}>this search</a> arrives — at most once a day. You'll find it in your{" "}
        <a href={page.garagePath}>{page.garageTitle}</a>.
      </p>
      {answer && (
        <p className="garage-page__notice garage-page__notice--error" role="alert">
          {answer.message}
        </p>
      )}
      <form method="post" className="form-page__single" noValidate>
        <input type="hidden" name="csrf" value={page.csrf} />
        <input type="hidden" name="path" value={page.path} />
        <div className={`form-field${answer?.fieldErrors?.name ? " form-field--invalid" : ""}`}>
          <label className="form-field__label" htmlFor="save-search-name">
            Name this search
          </label>
          <input id="save-search-name" name="name" type="text" maxLength={80} required defaultValue={values?.name ?? page.suggestedName} />
          {answer?.fieldErrors?.name && <p className="form-field__error">{answer.fieldErrors.name}</p>}
        </div>
        <AlertChoices
          idPrefix="save-search"
          email={values?.email ?? page.email}
          emailAlerts={values ? values.email_alerts === "on" : true}
          smsAlerts={values ? values.sms_alerts === "on" : false}
          error={answer?.fieldErrors?.email}
        />
        <button type="submit" className="button">
          Save search
        </button>
      </form>
    </div>
  );
}
