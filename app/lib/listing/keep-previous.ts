// listing §4 / §8: "While loading, or on error, the previous results stay" and
// "Search error: previous hits stay and no message is shown". A listing
// route's clientLoader runs its server loader through this: a failure (a 5xx
// or a network error) answers with the last good data of that route instead,
// at the address that data belongs to, so the controls and the address return
// to what the results show (a replace, not a new history entry).
import { isRouteErrorResponse } from "react-router";
import { replaceWithinSite } from "../same-site-redirect.ts";

const lastGood = new Map<string, { data: unknown; address: string }>();

let restorations = 0;

const addressOf = (url: URL | Location) => `${url.pathname}${url.search}`;

/** The data a listing rendered, at the address it rendered at (the server-rendered first page included). */
export function rememberListing(routeId: string, data: unknown): void {
  lastGood.set(routeId, { data, address: addressOf(window.location) });
}

function isFailure(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status >= 500;
  if (error instanceof Response) return error.status >= 500;
  return true;
}

export async function keepPreviousOnError<T>(routeId: string, request: Request, serverLoader: () => Promise<T>): Promise<T> {
  const address = addressOf(new URL(request.url));
  try {
    const data = await serverLoader();
    lastGood.set(routeId, { data, address });
    return data;
  } catch (error) {
    const previous = lastGood.get(routeId);
    if (previous === undefined || !isFailure(error)) throw error;
    // Back to the address of the results still on show; loading it again fails the same way and lands here with nothing to change.
    if (previous.address !== address) throw replaceWithinSite(previous.address);
    // Marked as restored (a new mark each time), so the page puts back controls the shopper changed.
    return { ...(previous.data as object), restored: ++restorations } as T;
  }
}
