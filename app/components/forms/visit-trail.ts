// This tab's trail of pages and its landing address, kept in sessionStorage
// for the lead's lead_attributes (visited_pages, linked_query_params). Every
// page loads this (the tracker is in the root), so it imports nothing heavy.
import { recordVisitedPage } from "../../../domain/leads/visited-pages.ts";

const VISITED_PAGES_KEY = "forecourt.visited-pages";
const LANDING_URL_KEY = "forecourt.landing-url";

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): leads go without the trail.
  }
}

export function visitedPages(): string[] {
  try {
    const stored = JSON.parse(read(VISITED_PAGES_KEY) ?? "[]") as unknown;
    return Array.isArray(stored) ? stored.filter((p): p is string => typeof p === "string") : [];
  } catch {
    return [];
  }
}

export function landingUrl(): string | null {
  return read(LANDING_URL_KEY);
}

/** Adds a page to this tab's trail; the first page of the tab is also the landing address. */
export function trackVisitedPage(path: string, href: string): void {
  write(VISITED_PAGES_KEY, JSON.stringify(recordVisitedPage(visitedPages(), path)));
  if (read(LANDING_URL_KEY) === null) write(LANDING_URL_KEY, href);
}
