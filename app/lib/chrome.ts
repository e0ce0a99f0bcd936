// The chrome's words (issue #13): the feature banner's three items, the
// footer's terms and the announcement's head script. They travel in the root loader's data rather than in the
// components, so every page's JavaScript stays as small as it was.
import type { Site } from "../../sites/registry.ts";
import { announcementHeadScript } from "./announcement.ts";

export interface FeatureBannerItem {
  title: string;
  text: string;
  href: string;
  action: string;
}

/** detail §2 "Feature banner with three items: offers, service booking, sell your car"; null when the site turns it off. */
export function featureBannerItems(site: Pick<Site, "features" | "labels">): FeatureBannerItem[] | null {
  if (!site.features.featureBanner) return null;
  return [
    { title: "Special offers", text: "This month's deals on new, demo and used stock.", href: "/special-offers", action: "See the offers" },
    { title: site.labels.bookService, text: "Pick a time that suits you, online in a minute.", href: "/service", action: site.labels.bookService },
    { title: "Sell your car", text: "A valuation today, whether or not you buy from us.", href: "/sell-your-car", action: "Get a valuation" },
  ];
}

/** The footer's terms (detail §4 "Terms section on mobile expands and collapses"). */
export const FOOTER_TERMS =
  "Prices and offers are subject to change; see each vehicle for details. Drive-away prices include registration, stamp duty and dealer delivery unless a vehicle says otherwise. Images may show options and accessories at extra cost. Finance is subject to the lender's approval, terms and conditions; fees and charges apply. Offers may end without notice while stock lasts.";

export function chromeContent(site: Pick<Site, "features" | "labels">) {
  return {
    featureBanner: featureBannerItems(site),
    terms: FOOTER_TERMS,
    /** The <head> script that remembers the announcement's dismissal (app/lib/announcement.ts). */
    announcementScript: site.features.announcement ? announcementHeadScript(site.features.announcement) : null,
  };
}

export type ChromeContent = ReturnType<typeof chromeContent>;
