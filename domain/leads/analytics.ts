// Analytics event ids sent when a shopper acts (detail §7). The ids are the
// analytics platform's; keep every one here so a change is one edit.
import type { CarType } from "../entities.ts";
import type { FormKind } from "./categories.ts";

export const ANALYTICS_EVENTS = {
  /** detail §7: "Finance modal form submitted with event id 9." */
  financeModalSubmit: 9,
  /** detail §7: "Enquiry 14 new" — demo counts as new (see enquiryEventId). */
  enquiryNew: 14,
  /** detail §7: "15 used". */
  enquiryUsed: 15,
  /** detail §7: "test drive 17 new"; also every lead on a car tagged 'Test Drive Only'. */
  testDriveNew: 17,
  /** detail §7: "Default event id 22" — any form with no id of its own. */
  defaultForm: 22,
  /** detail §7: "25 (call dealer click)". */
  callDealerClick: 25,
  /** detail §7: "26 (finance calculator first use)". */
  financeCalculatorFirstUse: 26,
  /** detail §7: "39 (watchlist save)". */
  watchlistSave: 39,
  /** detail §7: "48 used" test drive. */
  testDriveUsed: 48,
  /** detail §7: "career enquiries use 51". */
  careerEnquiry: 51,
  // The spec lists ids 4, 18, 49, 60 and 61 without saying what they track.
  // The names below match them to the tracked actions the spec mentions
  // without an id (trade-in lead, photo request, history report, print,
  // reserve); confirm them with the dealer's analytics owner before relying
  // on a report built on them.
  tradeInSubmit: 4,
  requestPhotosSubmit: 18,
  historyReportClick: 49,
  printClick: 60,
  reserveClick: 61,
  // Ours, not the spec's (it lists no id for them): service bookings and parts
  // enquiries get events of their own so a report can count them apart from
  // the default 22. Confirm the ids with the dealer's analytics owner.
  serviceBookingSubmit: 62,
  partsEnquirySubmit: 63,
} as const;

export type AnalyticsEvent = keyof typeof ANALYTICS_EVENTS;
export type AnalyticsEventId = (typeof ANALYTICS_EVENTS)[AnalyticsEvent];

/** detail §7: "tag Test Drive Only uses 17". */
export const TEST_DRIVE_ONLY_TAG = "Test Drive Only";

export interface TrackedCar {
  car_type: CarType;
  tag?: string | null;
}

/** A car the dealer offers for test drives only: its leads count as test drives, and it cannot be reserved or bought online. */
export const isTestDriveOnly = (car: { tag?: string | null }) => car.tag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase();

/**
 * Enquiry: 14 new, 15 used. A demonstrator is sold as a new car (new-car
 * warranty, new-car finance), so demo enquiries count as new. A car tagged
 * 'Test Drive Only' can only be test driven, so its enquiries count as test
 * drives (17).
 */
export function enquiryEventId(car: TrackedCar): AnalyticsEventId {
  if (isTestDriveOnly(car)) return ANALYTICS_EVENTS.testDriveNew;
  return car.car_type === "used" ? ANALYTICS_EVENTS.enquiryUsed : ANALYTICS_EVENTS.enquiryNew;
}

/** Test drive: 17 new (and demo, and 'Test Drive Only'), 48 used. */
export function testDriveEventId(car: TrackedCar): AnalyticsEventId {
  if (isTestDriveOnly(car)) return ANALYTICS_EVENTS.testDriveNew;
  return car.car_type === "used" ? ANALYTICS_EVENTS.testDriveUsed : ANALYTICS_EVENTS.testDriveNew;
}

/** The event sent after a form succeeds; vehicle forms without a car fall back to the default 22. */
export function formEventId(kind: FormKind, car?: TrackedCar | null): AnalyticsEventId {
  switch (kind) {
    case "enquiry":
    case "multiStepEnquiry":
    case "similarCarEnquiry":
      return car ? enquiryEventId(car) : ANALYTICS_EVENTS.defaultForm;
    case "testDrive":
      return car ? testDriveEventId(car) : ANALYTICS_EVENTS.defaultForm;
    case "financeModal":
      return ANALYTICS_EVENTS.financeModalSubmit;
    case "careers":
      return ANALYTICS_EVENTS.careerEnquiry;
    case "tradeIn":
      return ANALYTICS_EVENTS.tradeInSubmit;
    case "requestPhotos":
      return ANALYTICS_EVENTS.requestPhotosSubmit;
    case "serviceBooking":
      return ANALYTICS_EVENTS.serviceBookingSubmit;
    case "partsEnquiry":
      return ANALYTICS_EVENTS.partsEnquirySubmit;
    case "general":
    case "finance":
      return ANALYTICS_EVENTS.defaultForm;
  }
}
