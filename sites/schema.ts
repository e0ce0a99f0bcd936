// The shape of a site file (sites/*.json). Every per-dealer variant in the
// specs is a named, typed option here with its default; docs/site-config.md
// lists each one with the spec sentence it comes from.
import { z } from "zod";
import { spinToWinSchema } from "../domain/promotions/spin-to-win.ts";
import { onlinePaymentConfigSchema } from "../domain/payments/online-payment.ts";
import { FINANCE_PROVIDER_NAMES } from "../domain/entities.ts";
import { DEFAULT_INCLUDE_SOLD_CARS_DAYS } from "../domain/visibility.ts";
import { GARAGE_PATHS } from "../domain/gating.ts";
import { REPEATING_FILTER_GROUPS } from "../domain/listing/filter-groups.ts";

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "use lowercase letters, digits and single hyphens, e.g. harbour-toyota");
const colour = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, "use a hex colour such as #0a2540");
const href = z
  .string()
  .refine((v) => v.startsWith("/") || /^https?:\/\//.test(v) || v.startsWith("tel:") || v.startsWith("mailto:"), {
    message: "use a site path starting with / or a full http(s) address",
  });

export const financeProviders = FINANCE_PROVIDER_NAMES;

const menuLink = z.object({ label: z.string().min(1), href });
const menuItem = menuLink.extend({
  /**
   * Words that complete a short label for screen readers and search engines ("More" + "about us"): read after the
   * label, not shown, so the link's name says where it goes and still starts with what is seen (decision 0058).
   */
  labelDetail: z.string().min(1).optional(),
  children: z.array(menuLink).default([]),
  /** detail §2 "brand mega-menu": "brands" opens the site's brand tiles, by kind of vehicle, under this item. */
  mega: z.enum(["brands"]).optional(),
});

const theme = z.object({
  colorPrimary: colour,
  colorPrimaryText: colour.default("#ffffff"),
  colorAccent: colour,
  colorText: colour.default("#1a1a1a"),
  colorMuted: colour.default("#5f6368"),
  colorBackground: colour.default("#ffffff"),
  colorSurface: colour.default("#f5f6f8"),
  colorHeader: colour,
  colorHeaderText: colour.default("#ffffff"),
  colorFooter: colour,
  colorFooterText: colour.default("#ffffff"),
  colorDanger: colour.default("#c62828"),
  colorSuccess: colour.default("#2e7d32"),
  fontHeading: z.string().default("system-ui, sans-serif"),
  fontBody: z.string().default("system-ui, sans-serif"),
  radius: z.string().default("8px"),
});

const promoCard = z.object({
  title: z.string(),
  body: z.string().default(""),
  href,
  image: z.string().optional(),
  /** Position in the result list (0-based) or a list of positions. */
  position: z.union([z.number().int().min(0), z.array(z.number().int().min(0))]).default(4),
  start: z.iso.date().optional(),
  expiry: z.iso.date().optional(),
  /** Car types the card shows for; empty means all. */
  displayCarTypes: z.array(z.enum(["new", "demo", "used"])).default([]),
  /** When true, the card shows only when every car type shown matches displayCarTypes. */
  strictDisplay: z.boolean().default(false),
});

const brandTile = z.object({
  title: z.string(),
  slug,
  category: z.enum(["car", "motorcycle", "truck", "own"]),
  logoSrc: z.string().optional(),
  imageBannerSrc: z.string().optional(),
  description: z.string().default(""),
  /** Skip the /{brand}/overview page and link to href instead. */
  skipPage: z.boolean().default(false),
  href: href.optional(),
});

const labels = z
  .object({
    /** detail §4: "a configured no-price text (default 'Enquire for price.')" */
    noPrice: z.string().default("Enquire for price."),
    /** listing §4: "a Just Sold tag (wording configurable)" */
    justSold: z.string().default("Just Sold"),
    /** detail §9: "Default new-arrival tag 'New Arrival'" */
    newArrival: z.string().default("New Arrival"),
    /** detail §9: "default car tag 'Used'" */
    defaultCarTag: z.string().default("Used"),
    /** detail §9: "'Enquire Now' (or 'Message Now')" */
    enquire: z.string().default("Enquire Now"),
    getDirections: z.string().default("Get Directions"),
    viewDetails: z.string().default("View Details"),
    viewLocationDetails: z.string().default("View Location Details"),
    contactUs: z.string().default("Contact Us"),
    bookService: z.string().default("Book a Service"),
    getFinance: z.string().default("Get Finance"),
    callDealer: z.string().default("Call the dealer"),
    findSimilar: z.string().default("Find Me Something Similar"),
    /** detail §8: "Closed hours show 'Closed', or 'By appointment only' for some dealers" */
    closedHours: z.string().default("Closed"),
    /** detail §4 "'0 {type}s Found'": the word for what the site sells ("car"; "vehicle" where it sells bikes and caravans too). */
    vehicleNoun: z.string().regex(/^[a-z]+$/, "use one lower-case word, e.g. car").default("car"),
  })
  .prefault({});

const features = z
  .object({
    /** listing §4 rule 1: "The fuel label for electric, hybrid or PHEV, where enabled." */
    fuelTypeTag: z.boolean().default(false),
    /** listing §4 rule 3 / detail §4: certified-used badge for one make, feature flag on. */
    certifiedBadgeMake: z.string().nullable().default(null),
    /** listing §4 rule 4: "On one dealer a runout-sale tag is green." The tag text shown green. */
    greenTag: z.string().nullable().default(null),
    /** listing §4: "consecutive sold cards may be collapsed into one on sites that enable this" */
    collapseSoldCards: z.boolean().default(false),
    /** listing §5: "Some sites add the condition price > 0 when sorting by price ascending." */
    pricedOnlyWhenSortingLowest: z.boolean().default(false),
    /** listing §9: "The make list shows 7 items before Show all makes (or the popular-makes count on one site)" */
    popularMakesCount: z.number().int().min(1).max(50).default(7),
    /** listing §8: "Clear Filters, refreshing to /special-offers by default" */
    noResultsRefreshPath: z.string().startsWith("/").default("/special-offers"),
    /** listing §5 / issue #14 §6: which of the filters that repeat each other the listing shows (domain/listing/filter-groups.ts). */
    filterGroups: z
      .object({
        vehicle: z.array(z.enum(REPEATING_FILTER_GROUPS.vehicle)).min(1).default([...REPEATING_FILTER_GROUPS.vehicle]),
        place: z.array(z.enum(REPEATING_FILTER_GROUPS.place)).min(1).default([...REPEATING_FILTER_GROUPS.place]),
      })
      .prefault({}),
    /** detail §4: "Price display order: subscription price if the subscription offer is on" */
    subscriptionOffer: z.boolean().default(false),
    /** detail §4: "past date shows 'Unregistered' for some dealers, else nothing" */
    showUnregistered: z.boolean().default(false),
    /** detail §4: "number masked ... until clicked ... Some sites start revealed." */
    maskPhone: z.boolean().default(true),
    /** detail §4: "Video position in the gallery: start, second (default), middle or end." */
    videoPosition: z.enum(["start", "second", "middle", "end"]).default("second"),
    /** detail §4: "Default spinner (gallery on one site)." */
    defaultMediaView: z.enum(["spinner", "gallery"]).default("spinner"),
    /** detail §2: "the sticky bottom action bar on one configuration appears after 900 px" */
    stickyBottomBar: z.boolean().default(false),
    /** detail §4: "Copied for 1.5 seconds (3 seconds on one configuration, toast ...)" */
    copyLinkToast: z.boolean().default(false),
    /** detail §5: "Message required on the enquiry form unless the dealer disables it" */
    enquiryMessageRequired: z.boolean().default(true),
    /** detail §5: terms checkbox for one dealer group, with one of two wordings. */
    termsCheckbox: z.enum(["none", "short", "long"]).default("none"),
    /** detail §5: "Money quick picks: $5,000 to $70,000 in steps, or $300,000 to $800,000 on one configuration." */
    moneyQuickPicks: z.enum(["standard", "high"]).default("standard"),
    /** detail §2: "A chat option replaces the enquiry button for some dealers." */
    chatReplacesEnquiry: z.boolean().default(false),
    /** detail §7: the quote call "called only when feature on" */
    youxQuote: z.boolean().default(false),
    /** detail §2: "/personalised/finance?car_id={id} for dealers with the personalised finance flow" */
    personalisedFinance: z.boolean().default(false),
    /** detail §2: "/finance, or the configured default finance link. /finance-enquiry or /apply-for-finance" */
    financeLink: z.enum(["/finance", "/finance-enquiry", "/apply-for-finance"]).default("/finance"),
    /** issue #13 / detail §2: "/service (or an external manufacturer service-booking page)". Set: /service links out to it instead of the booking form. */
    serviceBookingUrl: z
      .string()
      .regex(/^https:\/\/[^\s/]+\.[^\s/]+(?:\/\S*)?$/, "use the manufacturer's booking page as a whole https address, e.g. https://www.toyota.com.au/service-booking")
      .nullable()
      .default(null),
    /** detail §9: "some titles hidden by default": the reviews section's heading is kept for screen readers only. */
    reviewTitlesHidden: z.boolean().default(false),
    /** detail §2 / §6: reserve online, "/cars/{slug}/buy-online" for one group; gated for some. */
    checkout: z
      .object({
        enabled: z.boolean().default(false),
        route: z.enum(["checkout", "buy-online"]).default("checkout"),
        gated: z.boolean().default(false),
        /** detail §9: "fully refundable (100% on one group; on some dealers)" */
        refundableWording: z.string().default("fully refundable"),
        holdHours: z.number().int().positive().default(48),
      })
      .prefault({}),
    /** detail §6: "Per-dealer switches restrict … test drive … by car type": the car types a test drive can be booked for. */
    testDriveCarTypes: z.array(z.enum(["new", "demo", "used"])).default(["new", "demo", "used"]),
    /** detail §2 "request photos": the Request Photos link on the detail page. */
    requestPhotos: z.boolean().default(true),
    /** detail §2 "Other links: tel:, sms:, a WhatsApp link": the dealer's mobile for text messages and WhatsApp; null for none. */
    smsNumber: z.string().regex(/^(\+?61|0)4[\d ]{8,11}$/, "an Australian mobile such as 0412 345 678").nullable().default(null),
    whatsappNumber: z.string().regex(/^(\+?61|0)4[\d ]{8,11}$/, "an Australian mobile such as 0412 345 678").nullable().default(null),
    /** detail §5: fuel calculator restricted per dealer. */
    fuelCalculator: z.boolean().default(true),
    /** detail §5: "Favourite/compare button ... in one mode also hidden when price is 0 or below or no images" */
    strictFavouriteButton: z.boolean().default(false),
    /** detail §5 finance calculator: "Term: min 1, max 7 (5 on one site)" */
    financeMaxTermYears: z.number().min(1).max(7).default(7),
    /** detail §9: "One site adds a 1300 establishment fee" */
    financeEstablishmentFee: z.number().min(0).default(0),
    /** detail §5: "on one site repayment is rounded up" */
    financeRoundUp: z.boolean().default(false),
    /** detail §5: "Can be locked on one site; hidden for some dealers." */
    financeInterest: z.enum(["editable", "locked", "hidden"]).default("editable"),
    /** detail §5: "up to 1.05 times car price on one site when price above 100000" */
    financeAmountUpToCarPrice: z.boolean().default(false),
    /** detail §9: "Default amount 30000 (car price on one site ...)" */
    financeDefaultAmountIsPrice: z.boolean().default(false),
    /** detail §5 / §9: the modal calculator (amount up to 250,000, 8.5%) on the finance page; its form sends event 9. */
    financeModalCalculator: z.boolean().default(false),
    /** detail §9: "Default term 6 years in the listing calculator": a finance calculator on the listing page. */
    financeListingCalculator: z.boolean().default(false),
    /** detail §9: "One dealer fixed fees: establishment $395, security registration $6, monthly account fee $8, dealer agency fee $912.25" */
    financeFixedFeeDealerships: z.array(slug).default([]),
    /** listing §2: "Finance calculator or Request a Quote": dealerships (or "all") whose cars ask for a quote instead. */
    financeRequestQuoteDealerships: z.union([z.literal("all"), z.array(slug)]).default([]),
    /** detail §4: "The announcement bar" — text, or null for none. */
    announcement: z.string().nullable().default(null),
    /** detail §2 "Feature banner with three items: offers, service booking, sell your car" above the footer. */
    featureBanner: z.boolean().default(true),
    /** detail §4 "Sales counter updates every 150 seconds": the "sold today" counter in the header (domain/sales-counter.ts). */
    salesCounter: z.boolean().default(false),
    /** detail §4 "A Toyota disclaimer toggles": the disclaimer text shown in the footer behind a Show/Hide toggle, or null. */
    toyotaDisclaimer: z.string().min(20).nullable().default(null),
    /** detail §4 "Assistant chat bubble: hidden, shown or opened": a short scripted chat that ends as an enquiry lead. */
    assistantChat: z.boolean().default(false),
    /** detail §2 "/models?body={body}": the makes (manufacturer slugs) whose model range the site shows; empty, no /models page. */
    modelRange: z.array(slug).default([]),
    /** detail §9: "One site offers a 48 hour money-back guarantee on used pre-owned." */
    moneyBackGuarantee: z.boolean().default(false),
    /** detail §9: "Used-car return policy on one dealer: 14 days, no more than 500 km, at least a quarter tank" */
    returnPolicyDealerships: z.array(slug).default([]),
    /** detail §4: "Multi-step enquiry: each step moves on; the last submits" — the car enquiry in steps. */
    multiStepEnquiry: z.boolean().default(false),
    /** detail §2: "/my-garage, and dealer-branded garage pages /mymotorama, /mybigboxcars, /myblinkr, /myservco". */
    garage: z
      .object({
        path: z.enum(GARAGE_PATHS).default("/my-garage"),
        title: z.string().min(1).max(40).default("My Garage"),
      })
      .prefault({}),
    /** Issue 12: /spin-to-win's prize wheel (decision 0041); null: the route is a 404 on this site. */
    spinToWin: spinToWinSchema.nullable().default(null),
    /** Issue 12: /online-payment, paying an invoice or deposit by reference (decision 0041); null: a 404 on this site. */
    onlinePayment: onlinePaymentConfigSchema.nullable().default(null),
  })
  .prefault({});

export const siteSchema = z
  .object({
    $schema: z.string().optional(),
    slug,
    name: z.string().min(1),
    template: z.enum(["group", "franchise", "used"]),
    /** Host names that serve this site, besides {slug}.localhost which always does. */
    hosts: z.array(z.string().regex(/^[a-z0-9.-]+(:\d+)?$/, "a host name such as www.example.com.au")).default([]),
    /** Public address used for share links and canonical URLs; share links hide without it. */
    siteUrl: z.url().nullable().default(null),
    /** The dealer group (tenant) this site belongs to. */
    group: slug,
    /** Dealership slugs whose stock the site shows, or "all" for the whole group. */
    dealerships: z.union([z.literal("all"), z.array(slug).min(1)]),
    stockVisibilityLevel: z.number().int().min(0).max(14),
    includeSoldCarsDays: z.number().int().min(0).max(365).default(DEFAULT_INCLUDE_SOLD_CARS_DAYS),
    /** Stock numbers hidden by the levels that exclude stock numbers (11, 12). */
    excludedStockNumbers: z.array(z.string()).default([]),
    /** Used-only site: search prefix /used-car/ instead of /search/. */
    usedOnly: z.boolean().default(false),
    certifiedOnly: z.boolean().default(false),
    justArrivedDays: z.number().int().min(0).max(90).default(8),
    financeProvider: z.enum(financeProviders).nullable().default(null),
    /** Dealership slugs excluded from the finance estimate. */
    financeExcludedDealerships: z.array(slug).default([]),
    logo: z.object({ src: z.string(), alt: z.string() }),
    theme,
    labels,
    menus: z
      .object({
        header: z.array(menuItem).default([]),
        footer: z.array(z.object({ title: z.string(), links: z.array(menuLink) })).default([]),
      })
      .prefault({}),
    features,
    promoCards: z.array(promoCard).default([]),
    brandTiles: z.array(brandTile).default([]),
    /** The group's figures banner (locations, brands, years), counted from data so it agrees with every other page (app/lib/group-figures.server.ts). */
    statsBanner: z.boolean().default(false),
    /** The home page's hero; title and subtitle may say {locations}, {states}, {brands} and {years}, counted from data (decision 0043). */
    hero: z
      .object({ title: z.string(), subtitle: z.string().default(""), image: z.string().optional() })
      .nullable()
      .default(null),
    /** detail §3 "Slide: name, description, url, hide_overlay, id": the home page's promotions slider, 1920x540 images. */
    slides: z
      .array(
        z
          .object({
            id: z.string().regex(/^[a-z0-9-]{1,60}$/, "must be 1 to 60 lower-case letters, digits and hyphens"),
            name: z.string().min(1).max(80),
            description: z.string().max(200).default(""),
            /** A same-site path ("/special-offers"). */
            url: z.string().regex(/^\/(?!\/)[^\s]*$/, "must be a path on this site, starting with /"),
            hide_overlay: z.boolean().default(false),
            /** A 1920x540 picture from our own image route ("/img/hero/{name}.jpg"). */
            image: z.string().regex(/^\/img\/[^\s?#]+$/, "must be an image of this site, under /img/"),
          })
          .strict(),
      )
      .max(10)
      .default([]),
    /** Algolia-compatible search credentials' application id (the key is derived on the server). */
    search: z.object({ appId: z.string().default("FORECOURT") }).prefault({}),
  })
  .strict();

export type SiteFile = z.infer<typeof siteSchema>;
export type SiteFeatures = SiteFile["features"];
export type SiteLabels = SiteFile["labels"];
export type SiteTheme = SiteFile["theme"];
