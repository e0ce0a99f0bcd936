// Where a form goes once the dealer has the lead (detail §4): /success with the
// form and the car, also without JavaScript, and the car the success page shows.
import type { FormKind } from "../../../domain/leads/categories.ts";
import { FORM_SLUGS, type FormCar } from "./form-setup.ts";

/** The car a form was about, for the success page. */
export interface SuccessCar {
  id: number;
  slug: string;
  name: string;
  image: string | null;
}

export const successCar = (car: FormCar | null | undefined): SuccessCar | null =>
  car ? { id: car.id, slug: car.slug, name: car.name, image: car.image } : null;

/** /success?form={slug}[&car_id={id}]: what the page says, and which car, also without JavaScript. */
export function successPath(kind: FormKind | "checkout", car?: { id: number } | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ form: kind === "checkout" ? "checkout" : FORM_SLUGS[kind], ...extra });
  if (car) params.set("car_id", String(car.id));
  return `/success?${params}`;
}
