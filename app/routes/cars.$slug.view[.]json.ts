// GET /cars/{slug}/view.json?photos_count=&updated_at=&website_id= (detail §7
// "Car view data"): counts one view and answers { views, car_fields }. The
// page HTML is cached; this call is not. A view counts once per visitor per
// car per day and never for a known bot (services/stock/view-counter.ts,
// decision 0032); the answer may set the first-party visitor cookie.
// car_fields are the listing's live state, with `changed` true when the page
// the browser holds is older than the listing.
import type { Route } from "./+types/cars.$slug.view[.]json";
import { clientAddressContext, servicesContext, siteContext } from "../context.ts";
import { incrementCarViews } from "../../db/repositories/cars.ts";
import { visitorCookieHeader, visitorCookieName } from "../../services/stock/index.ts";
import { clientKey, readCookie } from "../../services/security/index.ts";
import { findVisibleCar, slugKey } from "../lib/detail/visible-car.server.ts";

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const site = context.get(siteContext);
  const found = await findVisibleCar(services, site, slugKey(params.slug));
  if (!found) return Response.json({ message: "Vehicle not found" }, { status: 404, headers: NO_STORE });
  const { car } = found;
  const query = new URL(request.url).searchParams;
  const https = new URL(request.url).protocol === "https:";
  const verdict = services.views.decide({
    carId: car.id,
    visitorCookie: readCookie(request, visitorCookieName(https)),
    client: clientKey(context.get(clientAddressContext)),
    userAgent: request.headers.get("user-agent"),
  });
  const counted = verdict.count ? await incrementCarViews(services.db, car.id, site.dealershipIds) : null;
  const headers = new Headers(NO_STORE);
  if (verdict.newVisitorId) headers.set("Set-Cookie", visitorCookieHeader(verdict.newVisitorId, https));
  const updatedAt = car.updatedAt.toISOString();
  const sentUpdatedAt = query.get("updated_at");
  const sentPhotos = query.get("photos_count");
  return Response.json(
    {
      views: counted ?? car.views,
      car_fields: {
        status: car.status,
        reserved: car.reserved,
        price: car.price,
        photos_count: car.images.length,
        updated_at: updatedAt,
        changed: (sentUpdatedAt !== null && sentUpdatedAt !== updatedAt) || (sentPhotos !== null && sentPhotos !== String(car.images.length)),
      },
    },
    { headers },
  );
}
