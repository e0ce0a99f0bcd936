// A lead as the delivery worker reads it, without a database.
import { buildLeadPayload } from "../../../domain/leads/payload.ts";
import type { DeliverableLead } from "../lead-summary.ts";

export const SCRIPT = `<script>alert("x")</script>`;

export function sampleLead(values: Record<string, unknown> = {}, overrides: Partial<DeliverableLead> = {}): DeliverableLead {
  const formValues = {
    name: "Alex",
    last_name: "Citizen",
    email: "alex@example.com",
    phone: "0412345678",
    postcode: "2000",
    message: "Is it still available?\nCan I see it on Saturday?",
    opt_in: true,
    ...values,
  };
  const payload = buildLeadPayload({
    kind: "enquiry",
    values: formValues,
    url: "https://harbourtoyota.example.com.au/cars/2021-toyota-corolla-1",
    userAgent: "Mozilla/5.0",
    car: { id: 1, dealership_id: 7 },
  });
  return {
    id: 42,
    siteSlug: "harbour-toyota",
    formKind: "enquiry",
    category: payload.userData.category,
    subcategory: payload.userData.subcategory,
    firstName: String(formValues.name),
    lastName: String(formValues.last_name),
    email: String(formValues.email),
    phone: String(formValues.phone),
    payload: { ...payload, lead_id: 42 } as unknown as Record<string, unknown>,
    context: {
      site: { slug: "harbour-toyota", name: "Harbour Toyota", url: "https://harbourtoyota.example.com.au" },
      dealership: { id: 7, slug: "harbour-toyota", name: "Harbour Toyota" },
      location: { id: 3, name: "Harbour Toyota Sales", phone: "02 9000 0000", email: "sales@harbourtoyota.example" },
      car: {
        id: 1,
        slug: "2021-toyota-corolla-1",
        name: "2021 Toyota Corolla Ascent Sport",
        year: 2021,
        make: "Toyota",
        model: "Corolla",
        badge: "Ascent Sport",
        carType: "used",
        status: "in_stock",
        stocknum: "HT1234",
        vin: "JTNKARJE00J123456",
        km: 45000,
        price: 29990,
        colour: "Glacier White",
        url: "https://harbourtoyota.example.com.au/cars/2021-toyota-corolla-1",
      },
    },
    extras: {},
    offerAccepted: false,
    revision: 1,
    createdAt: new Date("2026-11-21T01:30:00Z"),
    updatedAt: new Date("2026-11-21T01:30:00Z"),
    ...overrides,
  };
}
