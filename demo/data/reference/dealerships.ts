// Harbour Motor Group (fictional): thirteen dealerships in five states, their
// commercial settings and their sites. The slugs are referenced by the site
// files in sites/: keep them.
import type { DeliveryPrice, FinanceProviderName, ItemType, PaymentProcessor, PhoneNumbers } from "../../../domain/entities.ts";

export type State = "NSW" | "VIC" | "QLD" | "WA" | "SA";
export type LocationType = "sales" | "service" | "parts" | "service-and-parts" | "";

export interface SiteSpec {
  /** Suffix of the location name and slug, e.g. "Artarmon". */
  place: string;
  street: string;
  city: string;
  postcode: string;
  lat: number;
  lng: number;
  /** One location row per type; several types at one place share the street address. */
  types: LocationType[];
  /** Types at this place that are not listed publicly. */
  hidden?: LocationType[];
  subtype?: string;
  /** Open on Sundays (sales). */
  sundayTrading?: boolean;
}

export interface DealershipSpec {
  slug: string;
  name: string;
  state: State;
  /** Makes sold new; empty for a used-only dealership. */
  franchise: string[];
  /** What the yard sells (used stock comes from the same line of business). */
  itemType: ItemType;
  usedOnly: boolean;
  /** Share of the group's stock held here (relative). */
  stockWeight: number;
  /** Stock number prefix, unique per dealership. */
  code: string;
  domain: string;
  financeProvider: FinanceProviderName;
  paymentProcessors: PaymentProcessor[];
  /** Extra delivery regions in other states (for trucks, caravans and used cars). */
  interstateDelivery: boolean;
  webhook: boolean;
  phoneNumbers: PhoneNumbers;
  automatedValuation: boolean;
  checkoutEnabled: boolean;
  youtube: boolean;
  sites: SiteSpec[];
}

const stripe = (reserveAmount: number | null): PaymentProcessor[] => [{ name: "Stripe", reserveAmount }];

export const DEALERSHIPS: readonly DealershipSpec[] = [
  {
    slug: "harbour-toyota", name: "Harbour Toyota", state: "NSW", franchise: ["Toyota"], itemType: "car", usedOnly: false,
    stockWeight: 16, code: "HT", domain: "harbourtoyota.com.au", financeProvider: "Taurus", paymentProcessors: stripe(200),
    interstateDelivery: false, webhook: true,
    phoneNumbers: { byCarType: { new: "02 9412 5500", demo: "02 9412 5500", used: "02 9412 5577" } },
    automatedValuation: true, checkoutEnabled: true, youtube: true,
    sites: [
      { place: "Artarmon", street: "450 Pacific Highway", city: "Artarmon", postcode: "2064", lat: -33.8105, lng: 151.1836, types: ["sales", "service", "parts"] },
      { place: "Brookvale", street: "620 Pittwater Road", city: "Brookvale", postcode: "2100", lat: -33.7652, lng: 151.2727, types: ["sales"] },
      { place: "Brookvale Service Centre", street: "12 Cross Street", city: "Brookvale", postcode: "2100", lat: -33.7631, lng: 151.2689, types: ["service-and-parts"] },
    ],
  },
  {
    slug: "harbour-mazda", name: "Harbour Mazda", state: "NSW", franchise: ["Mazda"], itemType: "car", usedOnly: false,
    stockWeight: 9, code: "HM", domain: "harbourmazda.com.au", financeProvider: "Powertorque", paymentProcessors: stripe(200),
    interstateDelivery: false, webhook: false, phoneNumbers: {}, automatedValuation: false, checkoutEnabled: false, youtube: false,
    sites: [
      { place: "Gordon", street: "780 Pacific Highway", city: "Gordon", postcode: "2072", lat: -33.7566, lng: 151.1533, types: ["sales", "service-and-parts"] },
    ],
  },
  {
    slug: "harbour-hyundai", name: "Harbour Hyundai", state: "VIC", franchise: ["Hyundai"], itemType: "car", usedOnly: false,
    stockWeight: 9, code: "HH", domain: "harbourhyundai.com.au", financeProvider: "AusLoans", paymentProcessors: stripe(500),
    interstateDelivery: false, webhook: false,
    phoneNumbers: { newDefault: "03 9584 2200", usedDefault: "03 9584 2233" },
    automatedValuation: true, checkoutEnabled: true, youtube: false,
    sites: [
      { place: "Cheltenham", street: "1340 Nepean Highway", city: "Cheltenham", postcode: "3192", lat: -37.9612, lng: 145.0556, types: ["sales", "service", "parts"] },
      { place: "Ringwood", street: "385 Maroondah Highway", city: "Ringwood", postcode: "3134", lat: -37.8133, lng: 145.2262, types: ["sales"] },
    ],
  },
  {
    slug: "harbour-ford", name: "Harbour Ford", state: "VIC", franchise: ["Ford"], itemType: "car", usedOnly: false,
    stockWeight: 10, code: "HF", domain: "harbourford.com.au", financeProvider: "Angle", paymentProcessors: stripe(null),
    interstateDelivery: false, webhook: true, phoneNumbers: {}, automatedValuation: false, checkoutEnabled: false, youtube: true,
    sites: [
      { place: "Preston", street: "290 Plenty Road", city: "Preston", postcode: "3072", lat: -37.7416, lng: 145.0133, types: ["sales", "service-and-parts"] },
      { place: "Geelong", street: "120 Latrobe Terrace", city: "Geelong West", postcode: "3218", lat: -38.1406, lng: 144.347, types: ["sales", "service"], hidden: ["service"] },
    ],
  },
  {
    slug: "harbour-kia", name: "Harbour Kia", state: "QLD", franchise: ["Kia"], itemType: "car", usedOnly: false,
    stockWeight: 8, code: "HK", domain: "harbourkia.com.au", financeProvider: "360 Finance", paymentProcessors: stripe(0),
    interstateDelivery: false, webhook: false,
    phoneNumbers: { byCarType: { new: "07 3208 1100", used: "07 3208 1122" } },
    automatedValuation: false, checkoutEnabled: true, youtube: false,
    sites: [
      { place: "Springwood", street: "3440 Pacific Highway", city: "Springwood", postcode: "4127", lat: -27.6148, lng: 153.1296, types: ["sales", "service-and-parts"] },
    ],
  },
  {
    slug: "harbour-nissan", name: "Harbour Nissan", state: "QLD", franchise: ["Nissan"], itemType: "car", usedOnly: false,
    stockWeight: 8, code: "HN", domain: "harbournissan.com.au", financeProvider: "Nissan Finance", paymentProcessors: stripe(200),
    interstateDelivery: false, webhook: true, phoneNumbers: {}, automatedValuation: true, checkoutEnabled: false, youtube: false,
    sites: [
      { place: "Kedron", street: "555 Gympie Road", city: "Kedron", postcode: "4031", lat: -27.4037, lng: 153.0278, types: ["sales", "service", "parts"], hidden: ["parts"] },
      { place: "Southport", street: "88 Ferry Road", city: "Southport", postcode: "4215", lat: -27.9736, lng: 153.4005, types: ["sales"] },
    ],
  },
  {
    slug: "harbour-mitsubishi", name: "Harbour Mitsubishi", state: "WA", franchise: ["Mitsubishi"], itemType: "car", usedOnly: false,
    stockWeight: 7, code: "HMI", domain: "harbourmitsubishi.com.au", financeProvider: "Manual", paymentProcessors: stripe(200),
    interstateDelivery: false, webhook: false, phoneNumbers: { newDefault: "08 9350 4400" }, automatedValuation: false, checkoutEnabled: false, youtube: false,
    sites: [
      { place: "Cannington", street: "1286 Albany Highway", city: "Cannington", postcode: "6107", lat: -32.0152, lng: 115.937, types: ["sales", "service-and-parts"] },
    ],
  },
  {
    slug: "harbour-subaru", name: "Harbour Subaru", state: "WA", franchise: ["Subaru"], itemType: "car", usedOnly: false,
    stockWeight: 6, code: "HS", domain: "harboursubaru.com.au", financeProvider: "Car Clarity", paymentProcessors: [],
    interstateDelivery: false, webhook: false, phoneNumbers: { override: "1300 782 278" }, automatedValuation: false, checkoutEnabled: false, youtube: false,
    sites: [
      { place: "Osborne Park", street: "400 Scarborough Beach Road", city: "Osborne Park", postcode: "6017", lat: -31.9019, lng: 115.8118, types: ["sales", "service", "parts"] },
    ],
  },
  {
    slug: "harbour-volkswagen", name: "Harbour Volkswagen", state: "SA", franchise: ["Volkswagen"], itemType: "car", usedOnly: false,
    stockWeight: 7, code: "HV", domain: "harbourvolkswagen.com.au", financeProvider: "Taurus", paymentProcessors: stripe(200),
    interstateDelivery: false, webhook: false, phoneNumbers: {}, automatedValuation: true, checkoutEnabled: false, youtube: true,
    sites: [
      { place: "Prospect", street: "60 Main North Road", city: "Prospect", postcode: "5082", lat: -34.8826, lng: 138.597, types: ["sales", "service-and-parts"] },
      { place: "Melrose Park", street: "1061 South Road", city: "Melrose Park", postcode: "5039", lat: -34.983, lng: 138.5742, types: ["sales"] },
    ],
  },
  {
    slug: "harbour-motorcycles", name: "Harbour Motorcycles", state: "QLD", franchise: ["Yamaha", "Honda", "Kawasaki", "Harley-Davidson"], itemType: "motorcycle", usedOnly: false,
    stockWeight: 6, code: "HMC", domain: "harbourmotorcycles.com.au", financeProvider: "AusLoans", paymentProcessors: stripe(200),
    interstateDelivery: true, webhook: false, phoneNumbers: {}, automatedValuation: false, checkoutEnabled: false, youtube: true,
    sites: [
      { place: "Woolloongabba", street: "120 Ipswich Road", city: "Woolloongabba", postcode: "4102", lat: -27.4964, lng: 153.0365, types: ["sales", "service", "parts"], sundayTrading: true },
    ],
  },
  {
    slug: "harbour-trucks", name: "Harbour Trucks", state: "NSW", franchise: ["Isuzu", "Hino", "Fuso"], itemType: "truck", usedOnly: false,
    stockWeight: 4, code: "HTR", domain: "harbourtrucks.com.au", financeProvider: "Angle", paymentProcessors: [],
    interstateDelivery: true, webhook: true, phoneNumbers: { newDefault: "02 9756 3300", usedDefault: "02 9756 3344" }, automatedValuation: false, checkoutEnabled: false, youtube: false,
    sites: [
      { place: "Wetherill Park", street: "31 Victoria Street", city: "Wetherill Park", postcode: "2164", lat: -33.8437, lng: 150.9048, types: ["sales", "service", "parts"] },
      { place: "Newcastle", street: "5 Lensworth Street", city: "Beresfield", postcode: "2322", lat: -32.8011, lng: 151.6524, types: ["sales", "service"] },
    ],
  },
  {
    slug: "harbour-caravans", name: "Harbour Caravans", state: "VIC", franchise: ["Jayco", "Coromal", "Avan"], itemType: "caravan", usedOnly: false,
    stockWeight: 5, code: "HC", domain: "harbourcaravans.com.au", financeProvider: "360 Finance", paymentProcessors: stripe(200),
    interstateDelivery: true, webhook: false, phoneNumbers: {}, automatedValuation: false, checkoutEnabled: true, youtube: true,
    sites: [
      { place: "Campbellfield", street: "1 Cooper Street", city: "Campbellfield", postcode: "3061", lat: -37.6745, lng: 144.9578, types: ["sales", "service"], sundayTrading: true },
    ],
  },
  {
    slug: "harbour-used-cars", name: "Harbour Used Cars", state: "NSW", franchise: [], itemType: "car", usedOnly: true,
    stockWeight: 14, code: "HU", domain: "harbourusedcars.com.au", financeProvider: "Powertorque", paymentProcessors: stripe(200),
    interstateDelivery: true, webhook: true, phoneNumbers: { usedDefault: "02 9713 8800" }, automatedValuation: true, checkoutEnabled: true, youtube: false,
    sites: [
      { place: "Five Dock", street: "200 Parramatta Road", city: "Five Dock", postcode: "2046", lat: -33.8683, lng: 151.1286, types: ["sales"], sundayTrading: true },
      { place: "Penrith", street: "85 Mulgoa Road", city: "Penrith", postcode: "2750", lat: -33.7556, lng: 150.6853, types: ["sales"] },
      { place: "Penrith Buying Centre", street: "87 Mulgoa Road", city: "Penrith", postcode: "2750", lat: -33.7559, lng: 150.6849, types: [""], subtype: "buying", hidden: [""] },
    ],
  },
];

/** Region tables by postcode range, first match wins; prices in dollars. */
export const DELIVERY_REGIONS: Record<State, DeliveryPrice[]> = {
  NSW: [
    { region: "Sydney Metro", postcodeFrom: 2000, postcodeTo: 2249, price: 395 },
    { region: "Central Coast", postcodeFrom: 2250, postcodeTo: 2263, price: 595 },
    { region: "Newcastle and Hunter", postcodeFrom: 2264, postcodeTo: 2339, price: 795 },
    { region: "Regional NSW", postcodeFrom: 2340, postcodeTo: 2599, price: 1295 },
    { region: "ACT", postcodeFrom: 2600, postcodeTo: 2620, price: 895 },
    { region: "Regional NSW", postcodeFrom: 2621, postcodeTo: 2899, price: 1295 },
    { region: "ACT", postcodeFrom: 2900, postcodeTo: 2920, price: 895 },
  ],
  VIC: [
    { region: "Melbourne Metro", postcodeFrom: 3000, postcodeTo: 3207, price: 395 },
    { region: "Geelong", postcodeFrom: 3211, postcodeTo: 3221, price: 595 },
    { region: "Regional Victoria", postcodeFrom: 3222, postcodeTo: 3999, price: 995 },
  ],
  QLD: [
    { region: "Brisbane Metro", postcodeFrom: 4000, postcodeTo: 4179, price: 395 },
    { region: "Gold Coast", postcodeFrom: 4205, postcodeTo: 4230, price: 495 },
    { region: "Regional Queensland", postcodeFrom: 4231, postcodeTo: 4549, price: 1095 },
    { region: "Sunshine Coast", postcodeFrom: 4550, postcodeTo: 4575, price: 595 },
    { region: "North Queensland", postcodeFrom: 4576, postcodeTo: 4999, price: 1495 },
  ],
  WA: [
    { region: "Perth Metro", postcodeFrom: 6000, postcodeTo: 6199, price: 395 },
    { region: "Regional WA", postcodeFrom: 6200, postcodeTo: 6799, price: 1495 },
  ],
  SA: [
    { region: "Adelaide Metro", postcodeFrom: 5000, postcodeTo: 5199, price: 395 },
    { region: "Regional SA", postcodeFrom: 5200, postcodeTo: 5799, price: 995 },
  ],
};

/** Metro areas of other states, reached by transport at a flat interstate price. */
export const INTERSTATE_REGIONS: DeliveryPrice[] = [
  { region: "Sydney (interstate)", postcodeFrom: 2000, postcodeTo: 2249, price: 1490 },
  { region: "Melbourne (interstate)", postcodeFrom: 3000, postcodeTo: 3207, price: 1490 },
  { region: "Brisbane (interstate)", postcodeFrom: 4000, postcodeTo: 4179, price: 1690 },
  { region: "Adelaide (interstate)", postcodeFrom: 5000, postcodeTo: 5199, price: 1890 },
  { region: "Perth (interstate)", postcodeFrom: 6000, postcodeTo: 6199, price: 2990 },
  { region: "Hobart (interstate)", postcodeFrom: 7000, postcodeTo: 7199, price: 2490 },
];

export const AREA_CODES: Record<State, string> = { NSW: "02", VIC: "03", QLD: "07", WA: "08", SA: "08" };
