// The car a form is about, beside the form: picture, name, price and where it is.
import { formatKms } from "../../../domain/forms/kms.ts";
import type { FormCar } from "../../lib/forms/form-setup.ts";
import { VehicleImage } from "../stock/vehicle-image.tsx";
import { vehicleImageAlt } from "../../../domain/images/urls.ts";

export function FormCarSummary({ car, headingLevel = 2 }: { car: FormCar; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <aside className="form-car" aria-label="The vehicle">
      <VehicleImage src={car.image ?? undefined} alt={vehicleImageAlt(car.image, car.name)} priority sizes="(min-width: 900px) 360px, 100vw" />
      <div className="form-car__body">
        <Heading className="form-car__name">{car.name}</Heading>
        <p className="form-car__price">
          {car.priceText}
          {car.priceType && <span className="form-car__price-type"> {car.priceType}</span>}
        </p>
        <dl className="form-car__facts">
          <div>
            <dt>Stock number</dt>
            <dd>{car.stocknum}</dd>
          </div>
          {car.km > 0 && (
            <div>
              <dt>Odometer</dt>
              <dd>{formatKms(car.km)}</dd>
            </div>
          )}
          <div>
            <dt>Location</dt>
            <dd>{car.locationName ?? car.dealershipName}</dd>
          </div>
        </dl>
        <a href={`/cars/${encodeURIComponent(car.slug)}`}>Back to the vehicle</a>
      </div>
    </aside>
  );
}
