// What GET /api/account answers (app/lib/accounts/account-api.server.ts), as
// the browser reads it (app/components/accounts/account-store.ts).
export interface AccountState {
  signedIn: boolean;
  /** E.164: the watchlist calls send it as phone_number. */
  phone: string | null;
  /** "04** *** 678", for the header. */
  shownPhone: string | null;
  /** Ids of the cars in the watchlist that this site shows. */
  savedCarIds: number[];
  /** For the shopper's posts from cached pages (watchlist, sign out). */
  csrf: string;
  savedDetails: Record<string, string>;
}

export const ACCOUNT_ENDPOINT = "/api/account";
export const WATCHLIST_ENDPOINTS = { save: "/api/watchlist/save-car", remove: "/api/watchlist/remove-car" } as const;
