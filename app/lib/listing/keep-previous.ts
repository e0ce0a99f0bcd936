// listing §4 / §8: "While loading, or on error, the previous results stay" and
// "Search error: previous hits stay and no message is shown". A listing
// route's clientLoader runs its server loader through this: a failure (a 5xx
// or a network error) answers with the last good data of that route instead.
import { isRouteErrorResponse } from "react-router";

const lastGood = new Map<string, unknown>();

export function rememberListing(routeId: string, data: unknown): void {
  lastGood.set(routeId, data);
}

function isFailure(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status >= 500;
  if (error instanceof Response) return error.status >= 500;
  return true;
}

export async function keepPreviousOnError<T>(routeId: string, serverLoader: () => Promise<T>): Promise<T> {
  try {
    const data = await serverLoader();
    lastGood.set(routeId, data);
    return data;
  } catch (error) {
    const previous = lastGood.get(routeId);
    if (previous !== undefined && isFailure(error)) return previous as T;
    throw error;
  }
}
