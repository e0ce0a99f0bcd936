// The signed-in shopper in the browser. Pages are cached for everyone, so they
// carry no shopper: after hydration one private request (GET /api/account)
// tells who is signed in, which cars they saved and the CSRF token for their
// posts. Components read it with useAccount(); the watchlist buttons change it
// optimistically and roll back when the call fails.
import { useSyncExternalStore } from "react";
import { ACCOUNT_ENDPOINT, WATCHLIST_ENDPOINTS, type AccountState } from "../../lib/accounts/account-state.ts";
import { WATCHLIST_MESSAGES } from "../../../domain/accounts/messages.ts";
import { formatPhone } from "../../../domain/phone.ts";

export type AccountSnapshot = { status: "loading" } | { status: "failed" } | ({ status: "ready" } & AccountState);

const LOADING: AccountSnapshot = { status: "loading" };
let snapshot: AccountSnapshot = LOADING;
let started = false;
const listeners = new Set<() => void>();

function set(next: AccountSnapshot) {
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/**
 * Fills the forms' saved details from the account (the phone is the one signed in with). The forms' storage code
 * (and the schema library it uses) loads only then: it is not part of every page's first load.
 */
function keepDetailsForForms(state: AccountState) {
  if (!state.signedIn || !state.phone) return;
  const { name, last_name = "", email, postcode = "" } = state.savedDetails;
  if (!name || !email) return;
  const phone = formatPhone(state.phone);
  void import("../forms/browser-storage.ts").then(({ saveDetails }) => saveDetails({ name, last_name, email, postcode, phone }), () => {});
}

async function load(): Promise<void> {
  try {
    const response = await fetch(ACCOUNT_ENDPOINT, { credentials: "same-origin", headers: { Accept: "application/json" }, cache: "no-store" });
    if (!response.ok) throw new Error(`${response.status}`);
    const state = (await response.json()) as AccountState;
    set({ status: "ready", ...state });
    keepDetailsForForms(state);
    listeners.forEach((listener) => listener());
  } catch {
    set({ status: "failed" });
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!started) {
    started = true;
    // A task of its own: the first subscriptions come as the page finishes hydrating, and starting a request
    // there would lengthen that task.
    setTimeout(() => void load(), 0);
  }
  return () => void listeners.delete(listener);
}

/** The shopper as the browser knows them ("loading" on the server and until the answer comes). */
export function useAccount(): AccountSnapshot {
  return useSyncExternalStore(subscribe, () => snapshot, () => LOADING);
}

/**
 * Whether the car is on the shopper's watchlist (false on the server and until the account is known). A card
 * re-renders only when its own answer changes, not every time the account does: a page of cards is not drawn
 * again when the account arrives.
 */
export function useSavedCar(carId: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => snapshot.status === "ready" && snapshot.savedCarIds.includes(carId),
    () => false,
  );
}

/**
 * The account as it is now, for event handlers (a component that only acts on it need not re-render with it). It
 * starts no request: the header's account link, on every page, subscribes and so loads the account.
 */
export function accountNow(): AccountSnapshot {
  return snapshot;
}

/** Resolves once the account is known. */
export function accountReady(): Promise<AccountSnapshot> {
  if (snapshot.status !== "loading") return Promise.resolve(snapshot);
  return new Promise((resolve) => {
    const unsubscribe = subscribe(() => {
      if (snapshot.status === "loading") return;
      unsubscribe();
      resolve(snapshot);
    });
  });
}

function setSaved(carId: number, saved: boolean) {
  if (snapshot.status !== "ready") return;
  const others = snapshot.savedCarIds.filter((id) => id !== carId);
  set({ ...snapshot, savedCarIds: saved ? [carId, ...others] : others });
}

export type WatchlistResult = { ok: true } | { ok: false; message: string; status: number };

/**
 * detail §4: "optimistic local add, then the save call; removal is the
 * reverse". The call answers a success flag (§7); a failure rolls the
 * button back and gives the error message.
 */
export async function changeWatchlist(carId: number, change: "save" | "remove"): Promise<WatchlistResult> {
  if (snapshot.status !== "ready" || !snapshot.signedIn) return { ok: false, message: WATCHLIST_MESSAGES.signInNeeded, status: 401 };
  const { phone, csrf } = snapshot;
  setSaved(carId, change === "save");
  let result: WatchlistResult;
  try {
    const response = await fetch(WATCHLIST_ENDPOINTS[change], {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-CSRF-Token": csrf },
      body: JSON.stringify({ phone_number: phone, car_id: carId }),
    });
    const body = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null;
    result = response.ok && body?.success ? { ok: true } : { ok: false, message: body?.message ?? WATCHLIST_MESSAGES.failed, status: response.status };
  } catch {
    result = { ok: false, message: WATCHLIST_MESSAGES.failed, status: 0 };
  }
  if (!result.ok) setSaved(carId, change !== "save");
  return result;
}

// A save asked for before signing in (detail §6: "otherwise redirect to /sign-in with type=watchlist"),
// completed when the shopper comes back signed in (account-live.tsx, PendingWatchlistSave).
const PENDING_KEY = "forecourt.watchlist-pending";
const PENDING_MAX_AGE_MS = 30 * 60_000;

export function rememberPendingSave(carId: number): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify({ carId, at: Date.now() }));
  } catch {
    // storage refused: the shopper presses Save again after signing in
  }
}

/** The car whose save waits for sign-in (taken: it is done once). */
export function takePendingSave(): number | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
    const pending = raw ? (JSON.parse(raw) as { carId?: unknown; at?: unknown }) : null;
    if (pending && typeof pending.carId === "number" && Number.isSafeInteger(pending.carId) && pending.carId > 0 && typeof pending.at === "number" && Date.now() - pending.at < PENDING_MAX_AGE_MS) return pending.carId;
  } catch {
    // nothing pending
  }
  return null;
}

/** Tests and sign-out: forget what was loaded. */
export function resetAccount(): void {
  started = false;
  set(LOADING);
}
