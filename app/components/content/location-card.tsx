import type { LocationListing } from "../../../domain/location-listing.ts";
import { formatPhone, telHref } from "../../../domain/phone.ts";
import { weeklyHoursRows } from "../../../domain/opening-hours.ts";

const TYPE_LABELS: Record<string, string> = {
  sales: "Sales",
  service: "Service",
  parts: "Parts",
  "service-and-parts": "Service and parts",
};

/** Directions open the shopper's map app at the location's coordinates. */
export function directionsHref(location: Pick<LocationListing, "lat" | "lng">): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${location.lat},${location.lng}`;
}

export function LocationCard({ location, labels }: { location: LocationListing; labels: { getDirections: string; closedHours: string; viewLocationDetails: string } }) {
  const phone = location.phone ? formatPhone(location.phone) : null;
  const tel = location.phone ? telHref(location.phone) : null;
  const type = TYPE_LABELS[location.locationType];
  const headingId = `location-${location.id}`;
  return (
    <article className="location-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="location-card__name">
        <a href={`/locations/${location.slug}`}>{location.name}</a>
      </h3>
      <p className="location-card__meta">
        {location.dealershipName}
        {type && <span className="location-card__type">{type}</span>}
      </p>
      <address className="location-card__address">
        {location.street}
        <br />
        {location.city} {location.state} {location.postcode}
      </address>
      {phone && tel && (
        <p>
          <a href={tel}>{phone}</a>
        </p>
      )}
      {location.openingHours.length > 0 && (
        <details className="location-card__hours">
          <summary>Opening hours</summary>
          <table>
            <tbody>
              {weeklyHoursRows(location.openingHours, labels.closedHours).map((row) => (
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
        <a className="location-card__details" href={`/locations/${location.slug}`}>
          {labels.viewLocationDetails}
          <span className="visually-hidden">: {location.name}</span>
        </a>
        <a className="location-card__directions" href={directionsHref(location)} target="_blank" rel="noopener noreferrer">
          {labels.getDirections}
          <span className="visually-hidden"> to {location.name} (opens in a new tab)</span>
        </a>
      </p>
    </article>
  );
}
