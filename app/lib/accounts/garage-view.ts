// My Garage as the page shows it: dates, amounts and statuses in words,
// worked out on the server (the page is private and never cached), so the
// browser renders exactly the server's text.
import type { Garage } from "../../../services/accounts/index.ts";
import { LEAD_CATEGORIES, type FormKind } from "../../../domain/leads/categories.ts";
import { enquiryStatus } from "../../../domain/accounts/enquiry-status.ts";

const TIME_ZONE = "Australia/Sydney";
const day = (date: Date) => date.toLocaleDateString("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE });
const dayAndTime = (date: Date) =>
  date.toLocaleString("en-AU", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: TIME_ZONE });
const dollars = (amount: number) => amount.toLocaleString("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

const RESERVATION_STATUS: Record<string, string> = {
  active: "Held for you",
  pending: "Payment being confirmed",
  expired: "Hold ended",
};

/** A browser's User-Agent in a few words ("Chrome on Android"). */
export function browserName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent) ? "Edge" : /Firefox\//.test(userAgent) ? "Firefox" : /Chrome\//.test(userAgent) ? "Chrome" : /Safari\//.test(userAgent) ? "Safari" : null;
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iPhone or iPad"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "Mac"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "A web browser";
}

/** "General Enquiry: Sales", "Test Drive", "Trade-In: 3. Offer Accepted". */
function enquiryWhat(lead: { formKind: string; category: string; subcategory: string | null }): string {
  const kind = LEAD_CATEGORIES[lead.formKind as FormKind] ?? (lead.formKind === "reservation" ? "Reservation" : lead.category);
  const detail = [lead.category, lead.subcategory].filter((part): part is string => Boolean(part) && part !== kind);
  return detail.length > 0 ? `${kind}: ${detail.join(", ")}` : kind;
}

export function garageView(garage: Garage, siteNames: ReadonlyMap<string, string>) {
  return {
    shownPhone: garage.shownPhone,
    memberSince: day(garage.memberSince),
    savedDetails: garage.savedDetails,
    watchlist: garage.watchlist.map((car) => ({
      carId: car.carId,
      name: car.name,
      href: `/cars/${car.slug}`,
      price: car.price !== null && car.price > 10 ? dollars(car.price) : null,
      km: `${car.km.toLocaleString("en-AU")} km`,
      imageUrl: car.imageUrl,
      status: car.status === "sold" ? "Sold" : car.reserved ? "Reserved" : car.status === "coming_soon" ? "Coming soon" : null,
      savedOn: day(car.savedAt),
    })),
    enquiries: garage.enquiries.map((lead) => ({
      id: lead.id,
      sentOn: dayAndTime(lead.createdAt),
      what: enquiryWhat(lead),
      car: lead.carName && lead.carSlug ? { name: lead.carName, href: `/cars/${lead.carSlug}` } : null,
      site: siteNames.get(lead.siteSlug) ?? lead.siteSlug,
      status: enquiryStatus(lead.deliveryStatuses),
    })),
    reservations: garage.reservations.map((hold) => ({
      id: hold.id,
      madeOn: dayAndTime(hold.createdAt),
      car: hold.carName && hold.carSlug ? { name: hold.carName, href: `/cars/${hold.carSlug}` } : null,
      deposit: dollars(hold.amountCents / 100),
      status:
        hold.status === "active" && hold.expiresAt ? `${RESERVATION_STATUS.active} until ${dayAndTime(hold.expiresAt)}` : (RESERVATION_STATUS[hold.status] ?? hold.status),
    })),
    sessions: garage.sessions.map((session) => ({
      id: session.id,
      browser: browserName(session.userAgent),
      site: siteNames.get(session.siteSlug) ?? session.siteSlug,
      signedInOn: dayAndTime(session.createdAt),
      lastActive: dayAndTime(session.lastSeenAt),
      current: session.current,
    })),
  };
}

export type GarageView = ReturnType<typeof garageView>;
