import type { LocationPageData } from "../../lib/locations/location-page.server.ts";
import { VehicleCarousel } from "../stock/vehicle-carousel.tsx";
import { HolidayHours, HoursTable } from "./location-hours.tsx";
import { LocationReviews } from "./location-reviews.tsx";
import { NearbyLocations, StaticMap } from "./static-map.tsx";
import { LazyMap } from "../maps/lazy-map.tsx";

/** A location's own page: where it is, how to reach it, when it is open, what customers say and what it has in stock. */
export function LocationPage({ page }: { page: LocationPageData }) {
  const { location, labels } = page;
  return (
    <article className="container location-page" aria-labelledby="location-title">
      <header className="location-page__header">
        <p className="location-page__eyebrow">
          {location.dealershipName} · {location.department}
        </p>
        <h1 id="location-title">{location.name}</h1>
        {page.tabs.length > 0 && (
          <nav className="department-tabs" aria-label="Departments at this address">
            <ul>
              {page.tabs.map((tab) => (
                <li key={tab.href}>
                  <a href={tab.href} aria-current={tab.current ? "page" : undefined} className={tab.current ? "department-tabs__tab department-tabs__tab--current" : "department-tabs__tab"}>
                    {tab.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>

      <div className="location-page__grid">
        <div className="location-page__details">
          <section aria-labelledby="contact-title">
            <h2 id="contact-title" className="visually-hidden">
              Address and contact
            </h2>
            <address className="location-page__address">
              {location.street}
              <br />
              {location.city} {location.state} {location.postcode}
            </address>
            <ul className="location-page__contacts">
              {location.phone && (
                <li>
                  Phone <a href={location.phone.href}>{location.phone.shown}</a>
                </li>
              )}
              {location.landline && (
                <li>
                  Landline <a href={location.landline.href}>{location.landline.shown}</a>
                </li>
              )}
              {location.email && (
                <li>
                  Email <a href={`mailto:${location.email}`}>{location.email}</a>
                </li>
              )}
            </ul>
            <p className="location-page__actions">
              <a className="button" href={page.directionsHref} target="_blank" rel="noopener noreferrer">
                {labels.getDirections}
                <span className="visually-hidden"> to {location.name} (opens in a new tab)</span>
              </a>
              <a className="button button--ghost" href={page.contactHref}>
                {labels.contactUs}
              </a>
              {location.offersService && (
                <a className="button button--ghost" href={`/service?location=${location.id}`}>
                  {labels.bookService}
                </a>
              )}
            </p>
            {(location.dealerLicenseNumber || location.motorVehicleRepairer) && (
              <p className="location-page__licence">
                {location.dealerLicenseNumber && <>Dealer licence {location.dealerLicenseNumber}</>}
                {location.dealerLicenseNumber && location.motorVehicleRepairer && " · "}
                {location.motorVehicleRepairer && <>Motor vehicle repairer {location.motorVehicleRepairer}</>}
              </p>
            )}
          </section>

          <section id="location-hours" className="location-hours" aria-labelledby="hours-title">
            <h2 id="hours-title">Opening hours</h2>
            <p className="location-hours__now" data-testid="open-now">
              <span className={page.openNow ? "location-hours__status location-hours__status--open" : "location-hours__status"}>{page.openNow ? "Open now" : "Closed now"}</span>{" "}
              Today: {page.todaysHours}
            </p>
            <HoursTable rows={page.hours} caption={`Opening hours of ${location.name}`} />
            <HolidayHours rows={page.holidays} returnTo="#location-hours" />
          </section>
        </div>

        <div className="location-page__media">
          <LazyMap
            tiles={page.mapTiles}
            pins={page.map.markers.map((m) => ({ lat: m.lat, lng: m.lng, name: m.name, href: m.href, kind: m.here ? "here" : "location" }))}
            label={`Map: ${location.name}`}
            zoom={13}
            fallback={<StaticMap map={page.map} name={location.name} />}
          />
          <NearbyLocations map={page.map} />
          {location.imageUrl && (
            <img
              className="location-page__photo"
              src={`${location.imageUrl}?w=640`}
              srcSet={`${location.imageUrl}?w=640 640w, ${location.imageUrl}?w=960 960w`}
              sizes="(min-width: 900px) 420px, 100vw"
              width={640}
              height={427}
              alt={`${location.name} from the street`}
              loading="lazy"
            />
          )}
        </div>
      </div>

      <LocationReviews rating={page.rating} reviews={page.reviews} dealerName={location.dealershipName} />

      {location.isSales && (
        <section className="location-stock" aria-labelledby="location-stock-title">
          {page.stock.length > 0 ? (
            <VehicleCarousel title={`Stock at ${location.name}`} cars={page.stock} moreHref={page.stockHref} moreLabel="View all stock at this location" headingId="location-stock-title" />
          ) : (
            <>
              <h2 id="location-stock-title">Stock at {location.name}</h2>
              <p>
                New stock is on its way. <a href={page.stockHref}>Browse all our stock</a>
              </p>
            </>
          )}
        </section>
      )}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: page.jsonLd }} />
    </article>
  );
}
