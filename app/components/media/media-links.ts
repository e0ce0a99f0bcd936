import mediaStylesheet from "../../styles/media.css?url";

/** Add to the `links` export of a route that renders <VehicleMedia>. */
export function vehicleMediaLinks() {
  return [{ rel: "stylesheet", href: mediaStylesheet }];
}
