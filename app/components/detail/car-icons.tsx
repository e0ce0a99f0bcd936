import type { CarView } from "../../lib/detail/car-view.ts";
import { formatNumber } from "../../../domain/number-format.ts";

function Icon({ path }: { path: string }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

const GAUGE = "M12 4a10 10 0 0 0-10 10 9.9 9.9 0 0 0 1.5 5.3l1.7-1A8 8 0 1 1 20 14a7.9 7.9 0 0 1-1.2 4.3l1.7 1A9.9 9.9 0 0 0 22 14 10 10 0 0 0 12 4zm4.2 4.4-5 5a1.5 1.5 0 1 0 2.1 2.1l3.6-6.4z";
const GEARS = "M5 3a2 2 0 0 0-1 3.7V17.3A2 2 0 1 0 6 17.3V13h5v4.3a2 2 0 1 0 2 0V13h5v-1.3 1.3-6.3A2 2 0 1 0 16 6.7V11h-3V6.7A2 2 0 1 0 11 6.7V11H6V6.7A2 2 0 0 0 5 3z";
const BODY = "M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11h1a1 1 0 0 1 1 1v5h-2v1.5a1.5 1.5 0 0 1-3 0V17H8v1.5a1.5 1.5 0 0 1-3 0V17H3v-5a1 1 0 0 1 1-1zm2.1 0h9.8l-1.1-3.4a.9.9 0 0 0-.8-.6H9a.9.9 0 0 0-.8.6zM7 13.2a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6zm10 0a1.3 1.3 0 1 0 0 2.6 1.3 1.3 0 0 0 0-2.6z";

/** detail §2: the sidebar's icons for kms, transmission and body. */
export function CarIcons({ car }: { car: Pick<CarView, "km" | "simple_transmission" | "transmission" | "simple_body" | "body" | "item_type"> }) {
  const items = [
    car.item_type === "caravan" ? null : { key: "km", icon: GAUGE, label: "Kilometres", value: `${formatNumber(car.km)} km` },
    car.simple_transmission || car.transmission ? { key: "transmission", icon: GEARS, label: "Transmission", value: car.simple_transmission ?? car.transmission! } : null,
    car.simple_body || car.body ? { key: "body", icon: BODY, label: "Body", value: car.simple_body ?? car.body! } : null,
  ].filter((item) => item !== null);
  if (items.length === 0) return null;
  return (
    <ul className="car-icons">
      {items.map((item) => (
        <li key={item.key}>
          <Icon path={item.icon} />
          <span className="visually-hidden">{item.label}: </span>
          <span>{item.value}</span>
        </li>
      ))}
    </ul>
  );
}
