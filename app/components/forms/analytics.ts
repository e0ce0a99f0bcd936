// Analytics in the browser (detail §7): every event id goes to
// window.dataLayer for the dealer's tag manager, and click events are also
// posted to the site's own store (/api/analytics). Lead events are stored by
// the server with the lead itself, so they are only pushed here.

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const ANALYTICS_ENDPOINT = "/api/analytics";

export interface AnalyticsDetails {
  car_id?: number | null;
  lead_id?: number | null;
  form?: string;
}

export function pushDataLayer(eventId: number, details: AnalyticsDetails = {}): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: "forecourt_event", event_id: eventId, page_path: window.location.pathname, ...details });
}

/**
 * A click or use event (25 call dealer, 26 finance calculator first use, 39
 * watchlist save, 49, 60, 61...): pushed to the dataLayer and stored per site.
 * Fire and forget; a failure never gets in the shopper's way.
 */
export function trackEvent(eventId: number, details: AnalyticsDetails = {}): void {
  pushDataLayer(eventId, details);
  const body = JSON.stringify({ event_id: eventId, car_id: details.car_id ?? null, path: window.location.pathname });
  // keepalive lets the post outlive a navigation the click starts (a tel: link, a report in a new tab), as a
  // beacon would, while still answering: a refusal is worth a console line.
  void fetch(ANALYTICS_ENDPOINT, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true })
    .then((response) => {
      if (!response.ok) console.warn(`Analytics event ${eventId} not stored (HTTP ${response.status})`);
    })
    .catch(() => console.warn(`Analytics event ${eventId} not stored`));
}
