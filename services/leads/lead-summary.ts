// One readable view of a lead, shared by the email (text and HTML) and the
// ADF comments, so every channel says the same thing. Values stay raw text
// here; each output escapes for itself.
import { inVehicleWords } from "../../domain/vehicle-words.ts";
import type { ItemType } from "../../domain/entities.ts";
import { FIELD_LABELS } from "../../domain/forms/fields.ts";
import { formatAud } from "../../domain/money.ts";
import { formatKms } from "../../domain/forms/kms.ts";
import type { LeadContextSnapshot } from "../../db/schema.ts";

/** The lead as the delivery worker reads it (a leads row). */
export interface DeliverableLead {
  id: number;
  siteSlug: string;
  formKind: string;
  category: string;
  subcategory: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  payload: Record<string, unknown>;
  context: LeadContextSnapshot;
  extras: Record<string, unknown>;
  offerAccepted: boolean;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

export type LeadEvent = "lead.created" | "lead.updated";

export interface LeadSummary {
  title: string;
  customer: [label: string, value: string][];
  vehicle: { heading: string; lines: string[]; url: string | null } | null;
  comments: string | null;
  details: [label: string, value: string][];
  pageUrl: string | null;
}

/** userData keys shown elsewhere (customer, vehicle, comments) or of no use to a salesperson. */
const SHOWN_ELSEWHERE = new Set([
  "url",
  "source",
  "user_agent",
  "car_id",
  "car_dealership_id",
  "lead_attributes",
  "category",
  "subcategory",
  "name",
  "last_name",
  "email",
  "phone",
  "postcode",
  "message",
  "dealership_slug",
  "manufacturer_slug",
  "stock_number",
  "Vehicle Make",
  "Vehicle Model",
  "car_type",
  "car_id",
  "vehicle_status",
  "page_id",
]);

const EXTRA_LABELS: Record<string, string> = {
  ...FIELD_LABELS,
  additional_services: "Additional services",
  vin: "VIN",
  vehiclePriceBudget: "Vehicle Price Budget",
};

function labelFor(key: string): string {
  return (EXTRA_LABELS as Record<string, string>)[key] ?? key.replace(/[_-]+/g, " ").replace(/^\w/, (c) => c.toUpperCase());
}

function display(key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (key === "kms" && typeof value === "number") return formatKms(value);
  if (key === "vehiclePriceBudget" && typeof value === "number") return formatAud(value);
  if (key === "regoState" && typeof value === "string") return value.toUpperCase();
  if (Array.isArray(value)) return value.length ? value.map((v) => (typeof v === "object" ? JSON.stringify(v) : String(v))).join(", ") : null;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function userData(lead: DeliverableLead): Record<string, unknown> {
  const data = lead.payload.userData;
  return data && typeof data === "object" ? (data as Record<string, unknown>) : {};
}

export function summariseLead(lead: DeliverableLead, event: LeadEvent = "lead.created"): LeadSummary {
  const data = userData(lead);
  const { car, site } = lead.context;
  const what = lead.subcategory ? `${lead.category} (${lead.subcategory})` : lead.category;
  // The CRM's category stays as it is; the subject a person reads speaks of the vehicle ("Test Ride (New Bike Enquiry)").
  const words = inVehicleWords(what, car?.itemType as ItemType | undefined);
  const title = `${event === "lead.updated" ? "Updated" : "New"} ${words} — lead #${lead.id} from the ${site.name} website`;

  const customer: [string, string][] = [
    ["Name", `${lead.firstName} ${lead.lastName}`.trim()],
    ["Email", lead.email],
  ];
  if (lead.phone) customer.push(["Phone", lead.phone]);
  const postcode = display("postcode", data.postcode);
  if (postcode) customer.push(["Postcode", postcode]);

  const vehicle = car
    ? {
        heading: car.name,
        lines: [
          `Stock number ${car.stocknum}${car.vin ? `, VIN ${car.vin}` : ""}`,
          `${car.carType === "used" ? "Used" : car.carType === "demo" ? "Demo" : "New"}, ${formatKms(car.km)}${car.colour ? `, ${car.colour}` : ""}`,
          car.price && car.price > 0 ? `Advertised at ${formatAud(car.price)}` : "No advertised price",
        ],
        url: car.url,
      }
    : null;

  const details: [string, string][] = [];
  for (const [key, value] of Object.entries(data)) {
    if (SHOWN_ELSEWHERE.has(key)) continue;
    if (key === "terms_conditions" && value !== true) continue; // unticked only where the site shows no terms box
    const shown = display(key, value);
    if (shown !== null) details.push([labelFor(key), shown]);
  }
  if (lead.context.location) details.push(["Location", lead.context.location.name]);
  if (lead.offerAccepted) details.push(["Trade-in offer", "Accepted"]);
  const valuation = lead.extras.valuation;
  if (valuation && typeof valuation === "object") details.push(["Valuation", JSON.stringify(valuation)]);

  const message = typeof data.message === "string" && data.message.trim() ? data.message.trim() : null;
  const pageUrl = typeof data.url === "string" && data.url ? data.url : null;
  return { title, customer, vehicle, comments: message, details, pageUrl };
}
