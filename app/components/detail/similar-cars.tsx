import { Link } from "react-router";
import { SIMILAR_CARS_SHOWN } from "../../../domain/similar-cars.ts";
import type { CardCar } from "../../lib/card-car.ts";
import { VehicleCard } from "../stock/vehicle-card.tsx";
import { DeferredPanel } from "./deferred-panel.tsx";
import { DeferredWarning } from "./deferred-warning.tsx";

function Placeholders() {
  return (
    <ul className="card-grid similar-cars__grid" aria-busy="true" aria-label="Loading similar cars">
      {Array.from({ length: SIMILAR_CARS_SHOWN }, (_, i) => (
        <li key={i} className="similar-cars__placeholder" data-testid="similar-placeholder">
          <span className="similar-cars__placeholder-image" />
          <span className="similar-cars__placeholder-line" />
          <span className="similar-cars__placeholder-line similar-cars__placeholder-line--short" />
        </li>
      ))}
    </ul>
  );
}

/** detail §4 "Similar cars: 6 loading placeholders, then results"; a failure is logged and loading completes. */
export function SimilarCars({ cars, moreHref, now, title = "Similar cars" }: { cars: CardCar[] | Promise<CardCar[]>; moreHref: string; now: number; title?: string }) {
  return (
    <section className="similar-cars" id="similar-cars" aria-labelledby="similar-cars-title">
      <div className="section-heading">
        <h2 id="similar-cars-title">{title}</h2>
        <Link to={moreHref}>See more like this →</Link>
      </div>
      <DeferredPanel data={cars} fallback={<Placeholders />} errorElement={<DeferredWarning panel="Similar cars" />}>
        {(found) =>
            found.length === 0 ? (
              <p>No similar cars right now. Try the search for more.</p>
            ) : (
              <ul className="card-grid similar-cars__grid">
                {found.map((car) => (
                  <li key={car.objectID}>
                    <VehicleCard car={car} now={now} />
                  </li>
                ))}
              </ul>
            )
        }
      </DeferredPanel>
    </section>
  );
}
