import { Link } from "react-router";
import type { ItemType } from "../../../domain/entities.ts";
import { sectionTitles } from "../../../domain/vehicle-words.ts";
import type { ClientCarView } from "../../lib/detail/car-view.ts";
import type { ActionLink } from "../../lib/detail/detail-links.ts";

/** detail §2 "What's Included": per vehicle type and condition (domain/vehicle-words.ts). */
export function WhatsIncluded({ items }: { items: readonly string[] }) {
  return (
    <section className="detail-section" aria-labelledby="whats-included-title">
      <h2 id="whats-included-title">What's Included</h2>
      <ul className="tick-list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** detail §2 "Reserve Online", with the site's deposit, hold and refund wording (domain/reservation.ts). */
export function ReserveOnline({ terms, reserve }: { terms: string; reserve: ActionLink }) {
  return (
    <section className="detail-section detail-section--highlight" aria-labelledby="reserve-online-title">
      <h2 id="reserve-online-title">Reserve Online</h2>
      <p>{terms}</p>
      <Link className="button" to={reserve.href}>
        {reserve.label}
      </Link>
    </section>
  );
}

/** detail §2 "Why Buy From Us": the dealer's promises, at most one guarantee (domain/vehicle-words.ts). */
export function WhyBuyFromUs({ reasons }: { reasons: readonly string[] }) {
  return (
    <section className="detail-section" aria-labelledby="why-buy-title">
      <h2 id="why-buy-title">Why Buy From Us?</h2>
      <ul className="tick-list">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </section>
  );
}

/** detail §2 "Protect Your Car" (Bike, Truck, Caravan). */
export function ProtectYourCar({ itemType }: { itemType: ItemType }) {
  return (
    <section className="detail-section" aria-labelledby="protect-title">
      <h2 id="protect-title">{sectionTitles(itemType).protect}</h2>
      <div className="protect-grid">
        <div>
          <h3>Extended warranty</h3>
          <p>Cover beyond the factory warranty, for mechanical and electrical repairs.</p>
        </div>
        <div>
          <h3>{itemType === "motorcycle" ? "Paint and seat protection" : "Paint and interior protection"}</h3>
          <p>{itemType === "motorcycle" ? "Keep the paintwork, tank and seat looking new." : "Keep the finish and the cabin looking new, inside and out."}</p>
        </div>
        <div>
          <h3>Insurance</h3>
          <p>Comprehensive, gap and tyre and rim cover, arranged before you {itemType === "caravan" ? "tow it away" : itemType === "motorcycle" ? "ride away" : "drive away"}.</p>
        </div>
      </div>
      <Link to="/warranty">Learn about our protection plans</Link>
    </section>
  );
}

/** detail §2 "Car Summary" ("Bike Summary", "Caravan Summary"...). */
export function CarSummary({ summary, itemType }: { summary: string; itemType: ItemType }) {
  return (
    <section className="detail-section" aria-labelledby="car-summary-title">
      <h2 id="car-summary-title">{sectionTitles(itemType).summary}</h2>
      <p>{summary}</p>
    </section>
  );
}

/** detail §2 "Car Details box": the identifiers a shopper quotes on the phone. */
export function CarDetailsBox({ car, regoText, dealershipName }: { car: ClientCarView; regoText: string | null; dealershipName: string }) {
  const rows: [string, string | null][] = [
    ["Stock No.", car.stocknum],
    ["VIN", car.vin],
    ["Rego", car.regplate],
    ["Registration", regoText],
    ["Year", String(car.year)],
    ["Condition", car.car_type === "new" ? "New" : car.car_type === "demo" ? "Demo" : "Used"],
    ["Location", car.location ? `${car.location.name}, ${car.location.city}` : dealershipName],
  ];
  return (
    <section className="detail-section car-details-box" aria-labelledby="car-details-title">
      <h2 id="car-details-title">{sectionTitles(car.item_type).details}</h2>
      <dl className="spec-grid">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div className="spec-grid__item" key={label}>
              <dt>{label}</dt>
              <dd>{label === "Location" ? <a href="#vehicle-map">{value}</a> : value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
