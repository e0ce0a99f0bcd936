// The site's own origin for absolute addresses: sites/origin.ts (shared with
// the alert emails, which are written outside any request).
export { canonicalUrl, siteOrigin } from "../../sites/origin.ts";
