// /success: shown after a successful form submission (detail §2). The car
// comes from sessionStorage when JavaScript ran (detail §4 "the car is stored
// for the success page"), else from the car_id the server redirected with.
import { useEffect, useState } from "react";
import type { Route } from "./+types/success";
import { siteContext } from "../context.ts";
import { carIdFromQuery, findFormCar, formCar } from "../lib/forms/form-car.server.ts";
import { formKindFromSlug } from "../lib/forms/form-setup.ts";
import type { FormKind } from "../../domain/leads/categories.ts";
import { carForSuccessPage } from "../components/forms/browser-storage.ts";
import { successCar, type SuccessCar } from "../lib/forms/success.ts";
import { VehicleImage } from "../components/stock/vehicle-image.tsx";
import { inVehicleWords } from "../../domain/vehicle-words.ts";
import type { ItemType } from "../../domain/entities.ts";
import { vehicleImageAlt } from "../../domain/images/urls.ts";
import { allStockPath } from "../../domain/listing/search-url.ts";

type Outcome = FormKind | "checkout" | "offerAccepted" | null;

const MESSAGES: Record<Exclude<Outcome, null>, { title: string; body: string }> = {
  enquiry: { title: "Thank you for your enquiry", body: "We have your message and will be in touch shortly, usually within one business day." },
  multiStepEnquiry: { title: "Thank you for your enquiry", body: "We have your message and will be in touch shortly, usually within one business day." },
  similarCarEnquiry: { title: "Thank you, we're on the lookout", body: "We will let you know as soon as we have a car like this one." },
  testDrive: { title: "Your test drive request is in", body: "We will call or email you to confirm a time." },
  requestPhotos: { title: "Photos are on their way", body: "We will send more photos of this car to your email shortly." },
  general: { title: "Thank you for contacting us", body: "The right team will get back to you shortly." },
  careers: { title: "Thanks for your interest in joining us", body: "Our team will read your details and be in touch when a role suits you." },
  finance: { title: "Thank you for your finance enquiry", body: "Our finance team will contact you to talk through your options." },
  financeModal: { title: "Thank you for your finance enquiry", body: "Our finance team will contact you to talk through your options." },
  tradeIn: { title: "Thanks, we have your car's details", body: "Our team will contact you about your trade-in." },
  serviceBooking: { title: "Your service booking request is in", body: "Our service team will call or email you to confirm the time." },
  partsEnquiry: { title: "Thanks for your parts enquiry", body: "Our parts team will check availability and price and get back to you." },
  offerAccepted: { title: "Offer accepted", body: "Thanks! Our team will contact you to inspect your car and confirm the offer." },
  checkout: { title: "Your car is reserved", body: "We have sent the details to the dealer, who will contact you shortly." },
};

const FALLBACK = { title: "Thank you", body: "We have your details and will be in touch shortly." };

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const url = new URL(request.url);
  const form = url.searchParams.get("form");
  const kind: Outcome = form === "checkout" ? "checkout" : formKindFromSlug(form ?? undefined);
  const outcome: Outcome = kind === "tradeIn" && url.searchParams.get("offer") === "accepted" ? "offerAccepted" : kind;
  const carId = carIdFromQuery(url);
  const found = carId === null ? null : await findFormCar(context, { id: carId });
  const message = outcome ? MESSAGES[outcome] : FALLBACK;
  // "Your test ride request is in", "Your bike is reserved": the words follow the vehicle (domain/vehicle-words.ts).
  const itemType = found?.car.itemType as ItemType | undefined;
  return {
    siteName: site.name,
    message: { title: inVehicleWords(message.title, itemType), body: inVehicleWords(message.body, itemType) },
    car: found ? successCar(formCar(found, site)) : null,
    searchHref: allStockPath(site),
  };
}

export function headers() {
  return { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: `${data.message.title} | ${data.siteName}` }, { name: "robots", content: "noindex" }] : [];

export default function Success({ loaderData: d }: Route.ComponentProps) {
  const [car, setCar] = useState<SuccessCar | null>(d.car);
  useEffect(() => {
    const kept = carForSuccessPage();
    if (kept) setCar(kept);
  }, []);
  return (
    <div className="container form-page success-page">
      <div className="success-page__card">
        <p className="success-page__tick" aria-hidden="true">
          ✓
        </p>
        <h1>{d.message.title}</h1>
        <p>{d.message.body}</p>
        {car && (
          <div className="success-page__car">
            <VehicleImage src={car.image ?? undefined} alt={vehicleImageAlt(car.image, car.name)} sizes="240px" />
            <p>
              <strong>{car.name}</strong>
            </p>
          </div>
        )}
        <p className="success-page__actions">
          {car && (
            <a className="button" href={`/cars/${encodeURIComponent(car.slug)}`}>
              Back to the vehicle
            </a>
          )}
          <a className={car ? "button button--ghost" : "button"} href={d.searchHref}>
            Keep browsing
          </a>
        </p>
      </div>
    </div>
  );
}
