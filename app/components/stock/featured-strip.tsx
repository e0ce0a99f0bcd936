import { Link } from "react-router";
import type { CarDocument } from "../../../search/document.ts";
import { VehicleCard } from "./vehicle-card.tsx";

export function FeaturedStrip({ title, cars, moreHref }: { title: string; cars: CarDocument[]; moreHref: string }) {
  return (
    <section className="container featured" aria-labelledby="featured-title">
      <div className="section-heading">
        <h2 id="featured-title">{title}</h2>
        <Link to={moreHref}>View all stock →</Link>
      </div>
      {cars.length === 0 ? (
        <p>New stock is on its way. Check back soon.</p>
      ) : (
        <ul className="card-grid card-grid--strip">
          {cars.map((car, i) => (
            <li key={car.objectID}>
              <VehicleCard car={car} priority={i < 2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
