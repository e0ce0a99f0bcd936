import { Link } from "react-router";
import type { CarDocument } from "../../../search/document.ts";
import { VehicleImage } from "./vehicle-image.tsx";

const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

export function VehicleCard({ car, priority = false }: { car: CarDocument; priority?: boolean }) {
  return (
    <article className="vehicle-card">
      <Link to={car.path} className="vehicle-card__link">
        <VehicleImage src={car.images[0]?.url} alt={car.name} priority={priority} />
        <div className="vehicle-card__body">
          <h3 className="vehicle-card__title">{car.name}</h3>
          <p className="vehicle-card__price">{car.price && car.price > 10 ? aud.format(car.price) : "Enquire for price."}</p>
          <p className="vehicle-card__facts">
            {car.car_type} · {car.km.toLocaleString("en-AU")} km · {car.simple_transmission ?? ""}
          </p>
        </div>
      </Link>
    </article>
  );
}
