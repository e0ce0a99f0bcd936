// GET /api/delivery?car_id={id}&postcode={postcode} (detail §7 "Delivery
// price lookup"): the region and price from the car's dealership's delivery
// table, or the spec's messages (detail §8) with a 422.
import type { Route } from "./+types/api.delivery";
import { servicesContext, siteContext } from "../context.ts";
import { deliveryEstimate } from "../../domain/delivery.ts";
import { carIdParam, findVisibleCar } from "../lib/detail/visible-car.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = context.get(siteContext);
  const query = new URL(request.url).searchParams;
  const carId = carIdParam(query.get("car_id"));
  const found = carId === null ? null : await findVisibleCar(services, site, { id: carId });
  if (!found) return Response.json({ message: "Vehicle not found" }, { status: 404 });
  const estimate = deliveryEstimate(query.get("postcode"), found.dealership.deliveryPrices);
  if (estimate.kind === "error") return Response.json({ message: estimate.message }, { status: 422, headers: { "Cache-Control": "public, max-age=300" } });
  return Response.json({ name: estimate.name, price: estimate.price }, { headers: { "Cache-Control": "public, max-age=300" } });
}
