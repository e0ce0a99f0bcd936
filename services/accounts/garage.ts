// My Garage: what the group holds about the signed-in shopper, on one page
// (the Australian Privacy Principles: a shopper can see it and delete it):
// the watchlist, the enquiries and reservations sent with their number, the
// details kept to prefill forms, and their sessions.
import { z } from "zod";
import {
  deleteUser,
  enquiriesByPhone,
  reservationsByPhone,
  saveUserDetails,
  watchlistCars,
  type GarageEnquiry,
  type GarageReservation,
  type WatchlistCar,
} from "../../db/repositories/accounts.ts";
import type { SavedDetails } from "../../db/schema.ts";
import { emailField, optionalText, postcodeField } from "../../domain/forms/fields.ts";
import type { Site } from "../../sites/registry.ts";
import type { AccountDeps } from "./deps.ts";
import { displayMobile } from "./mobile-number.ts";
import { userSessions, type CurrentSession } from "./sessions.ts";

export interface GarageSession {
  id: number;
  siteSlug: string;
  userAgent: string;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

export interface Garage {
  phone: string;
  shownPhone: string;
  memberSince: Date;
  savedDetails: SavedDetails;
  watchlist: WatchlistCar[];
  enquiries: GarageEnquiry[];
  reservations: GarageReservation[];
  sessions: GarageSession[];
}

export async function garageFor(deps: Pick<AccountDeps, "db">, site: Site, current: CurrentSession): Promise<Garage> {
  const { user } = current;
  const groupId = site.dealerGroupId;
  const [watchlist, enquiries, reservations, sessions] = await Promise.all([
    watchlistCars(deps.db, groupId, user.id, site.dealershipIds),
    enquiriesByPhone(deps.db, groupId, user.phone),
    reservationsByPhone(deps.db, groupId, user.phone),
    userSessions(deps, site, user.id),
  ]);
  return {
    phone: user.phone,
    shownPhone: displayMobile(user.phone),
    memberSince: user.createdAt,
    savedDetails: user.savedDetails,
    watchlist,
    enquiries,
    reservations,
    sessions: sessions.map((s) => ({
      id: s.id,
      siteSlug: s.siteSlug,
      userAgent: s.userAgent,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      current: s.tokenHash === current.session.tokenHash,
    })),
  };
}

const optionalEmail = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z.union([z.literal(""), emailField()]),
);
const optionalPostcode = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z.union([z.literal(""), postcodeField()]),
);

/** The details a shopper may keep (all optional; the same rules as the lead forms' fields). */
export const savedDetailsSchema = z.object({
  name: optionalText("First name"),
  last_name: optionalText("Last name"),
  email: optionalEmail,
  postcode: optionalPostcode,
});

export type SaveDetailsResult = { ok: true; details: SavedDetails } | { ok: false; fieldErrors: Record<string, string> };

export async function saveDetails(deps: Pick<AccountDeps, "db">, site: Site, current: CurrentSession, values: Record<string, unknown>): Promise<SaveDetailsResult> {
  const parsed = savedDetailsSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { ok: false, fieldErrors };
  }
  const details: SavedDetails = {};
  for (const [key, value] of Object.entries(parsed.data)) if (value) details[key as keyof SavedDetails] = value;
  await saveUserDetails(deps.db, site.dealerGroupId, current.user.id, details);
  return { ok: true, details };
}

/** "Delete my account and data": the account, its sessions, watchlist, saved details and sign-in codes. */
export const deleteAccount = (deps: Pick<AccountDeps, "db">, site: Site, current: CurrentSession) =>
  deleteUser(deps.db, site.dealerGroupId, current.user.id);

