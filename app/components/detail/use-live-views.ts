import { useEffect, useState } from "react";

/**
 * Counts this view and reads the current total (GET /cars/{slug}/view.json).
 * The page itself is cached, so counting happens here, once per page load;
 * a failed call keeps the number the page was rendered with.
 */
export function useLiveViews(car: { slug: string; views: number; photos_count: number; updated_at: string }, siteSlug: string): number {
  const [views, setViews] = useState(car.views);
  const { slug, photos_count, updated_at } = car;
  useEffect(() => {
    const query = new URLSearchParams({ photos_count: String(photos_count), updated_at, website_id: siteSlug });
    let live = true;
    fetch(`/cars/${encodeURIComponent(slug)}/view.json?${query}`, { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ views?: unknown }>) : null))
      .then((answer) => {
        if (live && typeof answer?.views === "number") setViews(answer.views);
      })
      .catch(() => {
        // detail §7: "non-OK gives null" — the rendered count stays.
      });
    return () => {
      live = false;
    };
  }, [slug, photos_count, updated_at, siteSlug]);
  return views;
}
