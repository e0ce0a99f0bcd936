import { useId, useState, type KeyboardEvent } from "react";
import type { LocationCardLabels, LocationCardView } from "../../lib/locations/location-cards.ts";
import { StarRating } from "./star-rating.tsx";

/**
 * A location card: one per address. When sales, service and parts share the
 * address, a tab per department shows that department's phone and hours.
 * Each tab is a link to the department's own page, so without JavaScript it
 * still leads there; with it, the tab switches the panel in place (arrow keys,
 * Home and End move between tabs).
 */
export function LocationCard({ card, labels, headingLevel = 3 }: { card: LocationCardView; labels: LocationCardLabels; headingLevel?: 2 | 3 }) {
  const [selected, setSelected] = useState(card.selected);
  const id = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const tabbed = card.departments.length > 1;
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    const last = card.departments.length - 1;
    const next = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + last + 1) % (last + 1);
    setSelected(index);
    document.getElementById(`${id}-tab-${index}`)?.focus();
  };
  return (
    <article className="location-card" aria-labelledby={`${id}-name`} data-location-card>
      <Heading id={`${id}-name`} className="location-card__name">
        <a href={card.departments[0].href}>{card.name}</a>
      </Heading>
      <p className="location-card__meta">
        {card.brandName && !card.dealershipName.includes(card.brandName) ? `${card.dealershipName} · ${card.brandName}` : card.dealershipName}
        {card.distance && <span className="location-card__distance">{card.distance}</span>}
      </p>
      {card.rating && (
        <p className="location-card__rating">
          <StarRating stars={card.rating.stars} className="stars--small" />
          <span>
            {card.rating.average} ({card.rating.count} {card.rating.count === 1 ? "review" : "reviews"})
          </span>
        </p>
      )}
      <address className="location-card__address">
        {card.street}
        <br />
        {card.city} {card.state} {card.postcode}
      </address>
      {tabbed ? (
        <div role="tablist" aria-label={`Departments at ${card.name}`} className="location-card__tabs">
          {card.departments.map((d, i) => (
            <a
              key={d.id}
              id={`${id}-tab-${i}`}
              role="tab"
              href={d.href}
              aria-selected={i === selected}
              aria-controls={`${id}-panel-${i}`}
              tabIndex={i === selected ? 0 : -1}
              className="location-card__tab"
              onClick={(event) => {
                event.preventDefault();
                setSelected(i);
              }}
              onKeyDown={onKeyDown}
            >
              {d.label}
            </a>
          ))}
        </div>
      ) : (
        <p className="location-card__type">{card.departments[0].label}</p>
      )}
      {card.departments.map((d, i) => (
        <div
          key={d.id}
          id={`${id}-panel-${i}`}
          role={tabbed ? "tabpanel" : undefined}
          aria-labelledby={tabbed ? `${id}-tab-${i}` : undefined}
          hidden={i !== selected}
          className="location-card__panel"
        >
          <p className="location-card__today">
            <span className="location-card__today-label">Today</span> {d.todaysHours}
          </p>
          {d.phone && (
            <p>
              <a href={d.phone.href}>{d.phone.shown}</a>
            </p>
          )}
          {d.hours.length > 0 && (
            <details className="location-card__hours">
              <summary>Opening hours</summary>
              <table>
                <tbody>
                  {d.hours.map((row) => (
                    <tr key={row.label}>
                      <th scope="row">{row.label}</th>
                      <td>{row.hours}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          )}
          <p className="location-card__links">
            <a className="location-card__details" href={d.href}>
              {labels.viewLocationDetails}
              <span className="visually-hidden">: {d.name}</span>
            </a>
            <a href={d.contactHref}>
              {labels.contactUs}
              <span className="visually-hidden">: {d.name}</span>
            </a>
            <a className="location-card__directions" href={card.directionsHref} target="_blank" rel="noopener noreferrer">
              {labels.getDirections}
              <span className="visually-hidden"> to {card.name} (opens in a new tab)</span>
            </a>
          </p>
        </div>
      ))}
    </article>
  );
}
