// Lead categories and subcategories: how a dealer's CRM sorts what arrives.
// The spec names 'General Enquiry', 'Career Enquiry' and '3. Offer Accepted';
// the other names are ours, worded the same way.

/** Every form a shopper can send, by the rule family that shapes it. */
export type FormKind =
  | "enquiry"
  | "multiStepEnquiry"
  | "similarCarEnquiry"
  | "testDrive"
  | "requestPhotos"
  | "general"
  | "careers"
  | "finance"
  | "financeModal"
  | "tradeIn"
  | "serviceBooking"
  | "partsEnquiry";

export const LEAD_CATEGORIES: Readonly<Record<FormKind, string>> = {
  enquiry: "Vehicle Enquiry",
  multiStepEnquiry: "Vehicle Enquiry",
  similarCarEnquiry: "Similar Car Enquiry",
  testDrive: "Test Drive",
  requestPhotos: "Request Photos",
  general: "General Enquiry",
  // detail §7: career enquiries "become a General Enquiry with subcategory Career Enquiry"
  careers: "General Enquiry",
  finance: "Finance Enquiry",
  financeModal: "Finance Enquiry",
  tradeIn: "Trade-In",
  // issue #13: service bookings and parts enquiries are leads of their own category (the service and parts desks' CRM queues).
  serviceBooking: "Service Booking",
  partsEnquiry: "Parts Enquiry",
};

export const CAREER_ENQUIRY_SUBCATEGORY = "Career Enquiry";

/**
 * The trade-in lead moves through numbered stages; detail §4 names the last
 * ("Trade-in offer accepted: lead updated with subcategory '3. Offer
 * Accepted'"), the first two are ours in the same style.
 */
export const TRADE_IN_SUBCATEGORIES = {
  detailsSubmitted: "1. Details Submitted",
  valuationShown: "2. Valuation Shown",
  offerAccepted: "3. Offer Accepted",
} as const;

/** The general enquiry form's category select when the site lists none of its own. */
export const DEFAULT_ENQUIRY_CATEGORIES = ["Sales", "Service", "Parts", "Finance", "General Enquiry"] as const;
