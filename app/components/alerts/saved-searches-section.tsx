// My Garage's saved searches (decision 0040): each with its link, rename, its
// alert choices and delete; and price-drop alerts for the watchlist. Plain
// form posts to the garage page (CSRF token inside), JavaScript or not.
import type { ReactNode } from "react";
import type { SavedSearchesView } from "../../lib/accounts/saved-searches.server.ts";
import { MAX_SAVED_SEARCHES } from "../../../domain/alerts/saved-search-form.ts";
import { AlertChoices } from "./alert-choices.tsx";

interface Props {
  view: SavedSearchesView;
  action: string;
  csrf: string;
  fieldErrors?: Record<string, string>;
  /** The search the last post was about (its errors show there). */
  postedSearchId?: string;
}

function Post({ action, csrf, intent, hidden = {}, className, children }: { action: string; csrf: string; intent: string; hidden?: Record<string, string>; className?: string; children: ReactNode }) {
  return (
    <form method="post" action={action} className={className} noValidate>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}

export function SavedSearchesSection({ view, action, csrf, fieldErrors, postedSearchId }: Props) {
  return (
    <section className="garage-section" id="saved-searches" aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title">
        Saved searches<span className="garage-section__count"> ({view.searches.length})</span>
      </h2>
      {view.searches.length === 0 ? (
        <p className="garage-empty">
          No saved searches yet. Search our cars, then press <strong>Save this search</strong> to hear when a matching car arrives.
        </p>
      ) : (
        <ul className="saved-searches">
          {view.searches.map((search) => {
            const errors = postedSearchId === String(search.id) ? fieldErrors : undefined;
            const hidden = { search_id: String(search.id) };
            return (
              <li key={search.id} className="saved-search" data-search-id={search.id}>
                <p className="saved-search__name">
                  <a href={search.href}>{search.name}</a>
                </p>
                <p className="saved-search__facts">
                  {`Saved ${search.savedOn} · ${search.lastAlertOn ? `last alert ${search.lastAlertOn}` : "no alerts yet"} · Email ${search.emailAlerts ? "on" : "off"} · SMS ${search.smsAlerts ? "on" : "off"}`}
                </p>
                <details className="saved-search__edit">
                  <summary>
                    Change<span className="visually-hidden"> {search.name}</span>
                  </summary>
                  <Post action={action} csrf={csrf} intent="rename-search" hidden={hidden} className="saved-search__rename">
                    <div className={`form-field${errors?.name ? " form-field--invalid" : ""}`}>
                      <label className="form-field__label" htmlFor={`search-${search.id}-name`}>
                        Name
                      </label>
                      <input id={`search-${search.id}-name`} name="name" type="text" maxLength={80} defaultValue={search.name} required />
                      {errors?.name && <p className="form-field__error">{errors.name}</p>}
                    </div>
                    <button type="submit" className="button button--ghost button--small">
                      Rename
                    </button>
                  </Post>
                  <Post action={action} csrf={csrf} intent="search-alerts" hidden={hidden}>
                    <AlertChoices idPrefix={`search-${search.id}`} email={search.email || view.defaultEmail} emailAlerts={search.emailAlerts} smsAlerts={search.smsAlerts} error={errors?.email} />
                    <button type="submit" className="button button--ghost button--small">
                      Save alert choices
                    </button>
                  </Post>
                </details>
                <Post action={action} csrf={csrf} intent="delete-search" hidden={hidden} className="saved-search__delete">
                  <button type="submit" className="button button--ghost button--small">
                    Delete<span className="visually-hidden"> {search.name}</span>
                  </button>
                </Post>
              </li>
            );
          })}
        </ul>
      )}
      <p className="garage-empty">You can keep up to {MAX_SAVED_SEARCHES} saved searches.</p>
      <h3>Price drops on my watchlist</h3>
      <Post action={action} csrf={csrf} intent="watchlist-alerts" className="saved-search__watchlist">
        <AlertChoices
          idPrefix="watchlist-alerts"
          email={view.watchlistAlerts.email}
          emailAlerts={view.watchlistAlerts.emailAlerts}
          smsAlerts={view.watchlistAlerts.smsAlerts}
          error={postedSearchId === "watchlist" ? fieldErrors?.email : undefined}
        />
        <button type="submit" className="button button--ghost button--small">
          Save price-drop alerts
        </button>
      </Post>
    </section>
  );
}
