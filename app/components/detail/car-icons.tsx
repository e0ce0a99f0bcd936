import type { CarView } from "../../lib/detail/car-view.ts";
import { bodyIcon, odometerText, type BodyIcon } from "../../../domain/vehicle-words.ts";

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

const MOTORCYCLE =
  "M5 18a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm0-1.6a1.4 1.4 0 1 0 0-2.8 1.4 1.4 0 0 0 0 2.8zM19 18a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm0-1.6a1.4 1.4 0 1 0 0-2.8 1.4 1.4 0 0 0 0 2.8zM8.5 15h5l2.6-4.2 1.3 1.6 1.2-.9L16.8 9H14V7.5h-3V9h2.4l-1.5 2.5H9.7L8 9.5H4V11h3.3z";
const TRUCK = "M2 6h12v9h1V9h4l3 4v4h-2a2 2 0 0 1-4 0H9a2 2 0 0 1-4 0H2zm15 4.5V13h3.4l-1.9-2.5zM7 16a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm11 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2z";
const CARAVAN = "M3 6h14a4 4 0 0 1 4 4v4h2v1.5h-2V16h-9a2 2 0 0 1-4 0H3zm2 2v3h4V8zm7 0v3h4V8zM9 15.5a1 1 0 1 0 2 0 1 1 0 0 0-2 0z";
const BODY_ICONS: Record<BodyIcon, string> = { car: BODY, motorcycle: MOTORCYCLE, truck: TRUCK, caravan: CARAVAN };

/** detail §2: the sidebar's icons for kms, transmission and body. */
export function CarIcons({ car }: { car: Pick<CarView, "km" | "simple_transmission" | "transmission" | "simple_body" | "body" | "item_type"> }) {
  const items = [
    odometerText(car.item_type, car.km) === null ? null : { key: "km", icon: GAUGE, label: "Kilometres", value: odometerText(car.item_type, car.km)! },
    car.simple_transmission || car.transmission ? { key: "transmission", icon: GEARS, label: "Transmission", value: car.simple_transmission ?? car.transmission! } : null,
    car.simple_body || car.body ? { key: "body", icon: BODY_ICONS[bodyIcon(car.item_type)], label: "Body", value: car.simple_body ?? car.body! } : null,
  ].filter((item) => item !== null);
  if (items.length === 0) return null;
  return (
    <ul className="car-icons">
      {items.map((item) => (
        <li key={item.key} data-icon={item.key === "body" ? bodyIcon(car.item_type) : item.key}>
          <Icon path={item.icon} />
          <span className="visually-hidden">{item.label}: </span>
          <span>{item.value}</span>
        </li>
      ))}
    </ul>
  );
}
