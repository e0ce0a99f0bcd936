import { Link } from "react-router";
import { cardTag } from "../../../domain/card-tag.ts";
import { emptyListingState, listingHref, withRefinement } from "../../../domain/listing/search-url.ts";
import { priceDisplay, SUBSCRIPTION_UNIT_TEXT } from "../../../domain/price-display.ts";
import { isInStock } from "../../../domain/stock-status.ts";
import type { PublicSite } from "../../lib/site-public.ts";
import { useSite } from "../../lib/use-site.ts";
import type { CardAction, CardCar } from "../../lib/card-car.ts";
import { VehicleImage } from "./vehicle-image.tsx";
import { odometerText } from "../../../domain/vehicle-words.ts";
import { isGeneratedImage } from "../../../domain/images/urls.ts";
import { HydrationPart, lazyPart, preloadParts } from "../../lib/hydration-part.tsx";
import { loadAccountLive } from "../accounts/live-parts.tsx";

/** The watchlist button's, favourite and compare toggles' working half loads as the card hydrates (see accounts/watchlist-button.tsx; kept here so listings load no extra chunk for it). */
const WatchlistButtonLive = lazyPart(() => loadAccountLive().then((m) => m.WatchlistButtonLive));
const FavouriteToggleLive = lazyPart(() => loadAccountLive().then((m) => m.FavouriteToggleLive));
const CompareToggleLive = lazyPart(() => loadAccountLive().then((m) => m.CompareToggleLive));

/** Fetches the card's parts' code ahead of a client navigation's render (see lazyPart). */
export const preloadCardParts = () => preloadParts(WatchlistButtonLive, FavouriteToggleLive, CompareToggleLive);

const CAR_TYPE_LABELS: Record<string, string> = { new: "New", demo: "Demo", used: "Used" };

/** Find Me Something Similar: a listing of the same make, model and body. */
export function similarCarsHref(car: Pick<CardCar, "make" | "model" | "simple_body">, site: Pick<PublicSite, "searchPrefix" | "usedOnly">): string {
  let state = withRefinement(emptyListingState(), "make", [car.make]);
  if (car.model?.trim()) state = withRefinement(state, "model", [car.model]);
  if (car.simple_body?.trim()) state = withRefinement(state, "body", [car.simple_body]);
  return listingHref({ prefix: site.searchPrefix, usedOnly: site.usedOnly, fixedPath: null }, state);
}

export interface VehicleCardProps {
  car: CardCar;
  /** The first cards of a page load their image eagerly, with high priority. */
  priority?: boolean;
  /** The reserve or buy button, when checkout is enabled for the car. */
  reserve?: CardAction | null;
  /** When the list was made (ms); tags that count days use it so server and browser agree. */
  now?: number;
  /** Further sold cars this card stands for (sites that collapse consecutive sold cards). */
  collapsedCount?: number;
}

export function VehicleCard({ car, priority = false, reserve = null, now, collapsedCount = 0 }: VehicleCardProps) {
  const site = useSite();
  const inStock = isInStock(car.status);
  const tag = cardTag(
    car,
    {
      fuelTypeTag: site.features.fuelTypeTag,
      certifiedBadgeMake: site.features.certifiedBadgeMake,
      greenTag: site.features.greenTag,
      justArrivedDays: site.justArrivedDays,
      labels: { newArrival: site.labels.newArrival, justSold: site.labels.justSold },
    },
    now === undefined ? undefined : new Date(now),
  );
  const price = priceDisplay(car, { subscriptionOffer: site.features.subscriptionOffer, noPriceText: site.labels.noPrice });
  const facts = [
    CAR_TYPE_LABELS[car.car_type] ?? car.car_type,
    odometerText(car.item_type, car.km),
    car.simple_transmission,
    car.simple_fuel,
    car.simple_body,
  ].filter((fact): fact is string => Boolean(fact));
  const place = [car.city, car.state].filter(Boolean).join(", ");
  /** The §5 favourite/compare button rules' view of the car (domain/watchlist.ts). */
  const buttonCar = { status: car.status, price: car.price, car_type: car.car_type, imageCount: car.images.length };

  return (
    <article className={`vehicle-card${inStock ? "" : " vehicle-card--sold"}`} data-status={car.status}>
      <div className="vehicle-card__media">
        {/* A real photo is decoration beside the title link; a generated one says it is an illustration. */}
        <VehicleImage src={car.images[0]?.url} alt={isGeneratedImage(car.images[0]?.url) ? `Illustration: ${car.name}` : ""} priority={priority} />
        {tag && (
          <span className={`card-tag card-tag--${tag.tone}`} data-tag={tag.kind}>
            {tag.label}
          </span>
        )}
        {/* A reserved car says so even when another tag (a fuel tag) wins the card's tag. */}
        {inStock && car.reserved && tag?.kind !== "reserved" && (
          <span className="card-tag card-tag--reserved" data-tag="reserved">
            Reserved
          </span>
        )}
        <HydrationPart>
          <WatchlistButtonLive carId={car.id} carName={car.name} className="vehicle-card__watchlist" car={buttonCar} />
          <div className="vehicle-card__toggles">
            <FavouriteToggleLive
              carId={car.id}
              carName={car.name}
              car={buttonCar}
              favourite={{ slug: car.slug, make: car.make, model: car.model, primary_image_url: car.images[0]?.url ?? null }}
            />
            <CompareToggleLive carId={car.id} carName={car.name} car={buttonCar} />
          </div>
        </HydrationPart>
      </div>
      <div className="vehicle-card__body">
        <h3 className="vehicle-card__title">
          <Link to={car.path} className="vehicle-card__link">
            {car.name}
          </Link>
        </h3>
        {inStock && (
          <p className="vehicle-card__price">
            {price.wasPrice && (
              <s className="vehicle-card__was">
                <span className="visually-hidden">Was </span>
                {price.wasPrice.text}
              </s>
            )}
            <span className={price.amount === null ? "vehicle-card__no-price" : undefined}>{price.text}</span>
            {price.priceType && <span className="vehicle-card__price-type">{price.priceType}</span>}
            {price.kind === "subscription" && <span className="vehicle-card__price-type">{SUBSCRIPTION_UNIT_TEXT}</span>}
          </p>
        )}
        <ul className="vehicle-card__facts" aria-label="Key facts">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
        {place && <p className="vehicle-card__place">{place}</p>}
        {inStock ? (
          reserve && (
            <div className="vehicle-card__actions">
              <Link to={reserve.href} className="button vehicle-card__reserve">
                {reserve.label}
                <span className="visually-hidden">: {car.name}</span>
              </Link>
            </div>
          )
        ) : (
          <div className="vehicle-card__actions">
            <Link to={similarCarsHref(car, site)} className="button button--ghost vehicle-card__similar">
              {site.labels.findSimilar}
              <span className="visually-hidden"> to the {car.name}</span>
            </Link>
          </div>
        )}
        {collapsedCount > 0 && (
          <p className="vehicle-card__collapsed">
            and {collapsedCount} more recently sold {collapsedCount === 1 ? "vehicle" : "vehicles"}
          </p>
        )}
      </div>
    </article>
  );
}
