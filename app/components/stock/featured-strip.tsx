import type { CardCar } from "../../lib/card-car.ts";
import { VehicleCarousel } from "./vehicle-carousel.tsx";

/** The home page's featured stock: the carousel variant of the card list. */
export function FeaturedStrip({ title, cars, moreHref }: { title: string; cars: CardCar[]; moreHref: string }) {
  return (
    <div className="container featured">
      {cars.length === 0 ? (
        <section aria-labelledby="featured-title">
          <h2 id="featured-title" className="section-heading">
            {title}
          </h2>
          <p>New stock is on its way. Check back soon.</p>
        </section>
      ) : (
        <VehicleCarousel title={title} cars={cars} moreHref={moreHref} headingId="featured-title" />
      )}
    </div>
  );
}
