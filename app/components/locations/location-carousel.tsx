import type { LocationCardLabels, LocationCardView } from "../../lib/locations/location-cards.ts";
import { Carousel } from "../carousel/carousel.tsx";
import { LocationCard } from "./location-card.tsx";

/** The locations as a carousel of cards (home and about pages), with the way to the locator. */
export function LocationCarousel({ title, cards, labels, summary }: { title: string; cards: LocationCardView[]; labels: LocationCardLabels; summary?: string }) {
  if (cards.length === 0) return null;
  return (
    <section className="container location-carousel" aria-labelledby="location-carousel-title">
      <div className="section-heading">
        <h2 id="location-carousel-title">{title}</h2>
        <a href="/dealer-locator" className="section-heading__more">
          Find the nearest location
        </a>
      </div>
      {summary && <p className="location-carousel__summary">{summary}</p>}
      <Carousel label={title} items={cards.map((card) => ({ key: card.key, content: <LocationCard card={card} labels={labels} /> }))} />
    </section>
  );
}
