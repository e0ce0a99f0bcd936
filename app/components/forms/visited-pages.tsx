// Keeps this tab's trail of pages for the lead's lead_attributes.visited_pages
// (and the first address, for linked_query_params). Rendered once in the root.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { trackVisitedPage } from "./visit-trail.ts";

export function VisitedPagesTracker() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackVisitedPage(pathname, window.location.href);
  }, [pathname]);
  return null;
}
