// My Garage: the shopper's saved cars, enquiries and reservations, the details
// kept for forms, their signed-in browsers, sign out, and deleting the
// account. Every button is a plain form post to the page (CSRF token inside),
// the same with JavaScript on or off.
import type { ReactNode } from "react";
import type { GarageAnswer, GaragePage } from "../../lib/accounts/garage.server.ts";
import { SavedSearchesSection } from "../alerts/saved-searches-section.tsx";

function Post({ page, intent, children, className, hidden = {} }: { page: GaragePage; intent: string; children: ReactNode; className?: string; hidden?: Record<string, string> }) {
  return (
    <form method="post" action={page.path} className={className} noValidate>
      <input type="hidden" name="csrf" value={page.csrf} />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}

function Section({ id, title, children, count }: { id: string; title: string; children: ReactNode; count?: number }) {
  return (
    <section className="garage-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {title}
        {count !== undefined && <span className="garage-section__count"> ({count})</span>}
      </h2>
      {children}
    </section>
  );
}

const DETAIL_FIELDS = [
  { name: "name", label: "First name", autoComplete: "given-name", type: "text" },
  { name: "last_name", label: "Last name", autoComplete: "family-name", type: "text" },
  { name: "email", label: "Email", autoComplete: "email", type: "email" },
  { name: "postcode", label: "Postcode", autoComplete: "postal-code", type: "text" },
] as const;

export function GaragePageView({ page, answer }: { page: GaragePage; answer: GarageAnswer | undefined }) {
  const { garage } = page;
  const details = answer?.values ?? (garage.savedDetails as Record<string, string>);
  return (
    <div className="container garage-page">
      <header className="garage-page__header">
        <div>
          <h1>{page.title}</h1>
          <p className="garage-page__who">
            Signed in as <strong>{garage.shownPhone}</strong> · with us since {garage.memberSince}
          </p>
        </div>
        <form method="post" action="/sign-out" className="garage-page__sign-out">
          <input type="hidden" name="csrf" value={page.csrf} />
          <button type="submit" className="button button--ghost">
            Sign out
          </button>
        </form>
      </header>
      {answer && (
        <p className={`garage-page__notice${answer.ok ? "" : " garage-page__notice--error"}`} role={answer.ok ? "status" : "alert"}>
          {answer.message}
        </p>
      )}
      <nav className="garage-page__nav" aria-label={`${page.title} sections`}>
        <a href="#watchlist">Watchlist</a>
        {page.savedSearches && <a href="#saved-searches">Saved searches</a>}
        <a href="#enquiries">Enquiries</a>
        <a href="#reservations">Reservations</a>
        <a href="#details">My details</a>
        <a href="#sessions">Signed-in browsers</a>
        <a href="#delete">Delete my account</a>
      </nav>

      <Section id="watchlist" title="Watchlist" count={garage.watchlist.length}>
        {garage.watchlist.length === 0 ? (
          <p className="garage-empty">
            No saved cars yet. Press <strong>Save</strong> on any car to keep it here. <a href="/">Browse our cars</a>
          </p>
        ) : (
          <ul className="garage-cars">
            {garage.watchlist.map((car) => (
              <li key={car.carId} className="garage-car" data-car-id={car.carId}>
                {car.imageUrl ? <img src={`${car.imageUrl}${car.imageUrl.includes("?") ? "&" : "?"}w=320`} alt="" width={160} height={107} loading="lazy" /> : <span className="garage-car__no-image" />}
                <div className="garage-car__body">
                  <a href={car.href} className="garage-car__name">
                    {car.name}
                  </a>
                  <p className="garage-car__facts">
                    {car.price ?? "Enquire for price."} · {car.km}
                    {car.status && <span className={`garage-car__status garage-car__status--${car.status.toLowerCase().replace(/\s+/g, "-")}`}>{car.status}</span>}
                  </p>
                  <p className="garage-car__saved">Saved {car.savedOn}</p>
                </div>
                <Post page={page} intent="remove-car" hidden={{ car_id: String(car.carId) }} className="garage-car__remove">
                  <button type="submit" className="button button--ghost button--small">
                    Remove<span className="visually-hidden"> the {car.name}</span>
                  </button>
                </Post>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {page.savedSearches && (
        <SavedSearchesSection view={page.savedSearches} action={page.path} csrf={page.csrf} fieldErrors={answer?.fieldErrors} postedSearchId={answer?.searchId} />
      )}

      <Section id="enquiries" title="My enquiries" count={garage.enquiries.length}>
        {garage.enquiries.length === 0 ? (
          <p className="garage-empty">Enquiries you send us with this mobile number show here, so you can see what you asked and when.</p>
        ) : (
          <div className="garage-table-wrap">
            <table className="garage-table">
              <thead>
                <tr>
                  <th scope="col">Sent</th>
                  <th scope="col">Enquiry</th>
                  <th scope="col">Car</th>
                  <th scope="col">Site</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {garage.enquiries.map((lead) => (
                  <tr key={lead.id}>
                    <td>{lead.sentOn}</td>
                    <td>{lead.what}</td>
                    <td>{lead.car ? <a href={lead.car.href}>{lead.car.name}</a> : "—"}</td>
                    <td>{lead.site}</td>
                    <td>{lead.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      <Section id="reservations" title="My reservations" count={garage.reservations.length}>
        {garage.reservations.length === 0 ? (
          <p className="garage-empty">Cars you reserve online with this mobile number show here with their hold.</p>
        ) : (
          <div className="garage-table-wrap">
            <table className="garage-table">
              <thead>
                <tr>
                  <th scope="col">Made</th>
                  <th scope="col">Car</th>
                  <th scope="col">Deposit</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {garage.reservations.map((hold) => (
                  <tr key={hold.id}>
                    <td>{hold.madeOn}</td>
                    <td>{hold.car ? <a href={hold.car.href}>{hold.car.name}</a> : "—"}</td>
                    <td>{hold.deposit}</td>
                    <td>{hold.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      <Section id="details" title="My details">
        <p>We fill these in on our forms for you. Your mobile is the one you signed in with.</p>
        <Post page={page} intent="save-details" className="garage-details">
          {DETAIL_FIELDS.map((field) => {
            const error = answer?.searchId ? undefined : answer?.fieldErrors?.[field.name];
            return (
              <div key={field.name} className={`form-field${error ? " form-field--invalid" : ""}`}>
                <label className="form-field__label" htmlFor={`details-${field.name}`}>
                  {field.label}
                </label>
                <input
                  id={`details-${field.name}`}
                  name={field.name}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  defaultValue={details[field.name] ?? ""}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `details-${field.name}-error` : undefined}
                  maxLength={field.name === "postcode" ? 4 : 254}
                />
                {error && (
                  <p className="form-field__error" id={`details-${field.name}-error`}>
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <div className="garage-details__actions">
            <button type="submit" className="button">
              Save my details
            </button>
          </div>
        </Post>
      </Section>

      <Section id="sessions" title="Signed-in browsers" count={garage.sessions.length}>
        <ul className="garage-sessions">
          {garage.sessions.map((session) => (
            <li key={session.id} className="garage-session">
              <div>
                <strong>{session.browser}</strong>
                {session.current && <span className="garage-session__current"> (this browser)</span>}
                <br />
                <span className="garage-session__when">
                  {session.site} · signed in {session.signedInOn} · last active {session.lastActive}
                </span>
              </div>
              <Post page={page} intent="end-session" hidden={{ session_id: String(session.id) }}>
                <button type="submit" className="button button--ghost button--small">
                  {session.current ? "Sign out here" : "Sign out there"}
                </button>
              </Post>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="delete" title="Delete my account and data">
        {page.confirmDelete ? (
          <div className="garage-delete garage-delete--confirm" role="alertdialog" aria-labelledby="delete-confirm-title" aria-describedby="delete-confirm-text">
            <p id="delete-confirm-title">
              <strong>Delete your account for good?</strong>
            </p>
            <p id="delete-confirm-text">
              We'll delete your account, your watchlist, the details you saved, your sign-in codes and every signed-in browser, on all our sites.
              Enquiries and reservations you sent are kept by the dealer who received them: ask them if you want those deleted too.
            </p>
            <div className="garage-delete__actions">
              <Post page={page} intent="delete-account">
                <button type="submit" className="button button--danger">
                  Yes, delete my account and data
                </button>
              </Post>
              <a className="button button--ghost" href={`${page.path}#delete`}>
                No, keep my account
              </a>
            </div>
          </div>
        ) : (
          <div className="garage-delete">
            <p>You can see here what we keep about you, and delete it whenever you like (the Australian Privacy Principles).</p>
            <a className="button button--ghost" href={`${page.path}?delete=confirm#delete`}>
              Delete my account and data…
            </a>
          </div>
        )}
      </Section>
    </div>
  );
}
