// The watchlist calls (detail §7): POST /api/watchlist/save-car and
// /remove-car with phone_number and car_id, answering a success flag. Only
// the signed-in shopper's own number is accepted; the car must be one this
// site shows; a sold car cannot be saved unless it is already saved (§4).
import { maySaveToWatchlist } from "../../domain/watchlist.ts";
import { WATCHLIST_MESSAGES } from "../../domain/accounts/messages.ts";
import { addToWatchlist, isInWatchlist, removeFromWatchlist, watchlistCarIds } from "../../db/repositories/accounts.ts";
import { findCarForDealerships } from "../../db/repositories/cars.ts";
import type { Site } from "../../sites/registry.ts";
import { carMatchesSiteScope } from "../stock/index.ts";
import type { AccountDeps } from "./deps.ts";
import { parseAustralianMobile } from "./mobile-number.ts";
import type { CurrentSession } from "./sessions.ts";

export type WatchlistAnswer = { status: 200; body: { success: true; saved: boolean } } | { status: number; body: { success: false; message: string } };

const refuse = (status: number, message: string): WatchlistAnswer => ({ status, body: { success: false, message } });

/** The posted phone_number is the signed-in shopper's own (in any way of writing it). */
function ownPhone(session: CurrentSession, phoneNumber: unknown): boolean {
  if (typeof phoneNumber !== "string") return false;
  const parsed = parseAustralianMobile(phoneNumber);
  return parsed.ok && parsed.e164 === session.user.phone;
}

const carIdOf = (value: unknown): number | null => {
  const text = typeof value === "number" ? String(value) : value;
  return typeof text === "string" && /^\d{1,15}$/.test(text) ? Number(text) : null;
};

export async function changeWatchlist(
  deps: Pick<AccountDeps, "db" | "clock">,
  input: { site: Site; session: CurrentSession | null; change: "save" | "remove"; phoneNumber: unknown; carId: unknown },
): Promise<WatchlistAnswer> {
  if (!input.session) return refuse(401, WATCHLIST_MESSAGES.signInNeeded);
  if (!ownPhone(input.session, input.phoneNumber)) return refuse(403, WATCHLIST_MESSAGES.notYourPhone);
  const carId = carIdOf(input.carId);
  if (carId === null) return refuse(400, WATCHLIST_MESSAGES.notFound);
  const { db } = deps;
  const groupId = input.site.dealerGroupId;
  const userId = input.session.user.id;
  const now = deps.clock();
  const found = await findCarForDealerships(db, { id: carId }, input.site.dealershipIds);
  if (!found) return refuse(404, WATCHLIST_MESSAGES.notFound);
  if (input.change === "remove") {
    await removeFromWatchlist(db, groupId, userId, carId);
    return { status: 200, body: { success: true, saved: false } };
  }
  const already = await isInWatchlist(db, groupId, userId, carId);
  if (!already && !carMatchesSiteScope(found.car, input.site, now)) return refuse(404, WATCHLIST_MESSAGES.notFound);
  if (!maySaveToWatchlist(found.car, already)) return refuse(409, WATCHLIST_MESSAGES.sold);
  await addToWatchlist(db, groupId, userId, carId, now);
  return { status: 200, body: { success: true, saved: true } };
}

/** The ids of the cars the shopper saved that this site shows (for the buttons). */
export const savedCarIds = (deps: Pick<AccountDeps, "db">, site: Site, session: CurrentSession) =>
  watchlistCarIds(deps.db, site.dealerGroupId, session.user.id, site.dealershipIds);
