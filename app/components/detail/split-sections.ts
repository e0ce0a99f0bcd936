// The detail page's parts whose HTML the server renders whole and whose code
// the browser may fetch just after the page's own (app/lib/split-component.tsx):
// the media gallery (its first image is plain HTML, the largest paint), the
// sticky bars (shown after scrolling), the sidebar's finance estimate and
// share tools, and every section below the fold. The first-load JavaScript
// is then the page's frame.
import { splitModule } from "../../lib/split-component.tsx";

export const { VehicleMedia } = splitModule(() => import("../media/vehicle-media.tsx"), ["VehicleMedia"]);
export const { MobileActionBar, StickyBottomBar, StickyHeader } = splitModule(() => import("./sticky-bars.tsx"), ["MobileActionBar", "StickyBottomBar", "StickyHeader"]);
export const { FinanceEstimatePanel } = splitModule(() => import("./finance-estimate-panel.tsx"), ["FinanceEstimatePanel"]);
export const { ShareTools } = splitModule(() => import("./share-tools.tsx"), ["ShareTools"]);
export const { PriceComparison } = splitModule(() => import("./price-comparison.tsx"), ["PriceComparison"]);
export const { CarDetailsBox, CarSummary, ProtectYourCar, ReserveOnline, WhatsIncluded, WhyBuyFromUs } = splitModule(() => import("./info-sections.tsx"), [
  "CarDetailsBox",
  "CarSummary",
  "ProtectYourCar",
  "ReserveOnline",
  "WhatsIncluded",
  "WhyBuyFromUs",
]);
export const { AllSpecifications, FeaturesList, KeyInformation } = splitModule(() => import("./spec-sections.tsx"), ["AllSpecifications", "FeaturesList", "KeyInformation"]);
export const { CarFinanceCard } = splitModule(() => import("./car-finance-card.tsx"), ["CarFinanceCard"]);
export const { DealerComments } = splitModule(() => import("./dealer-comments.tsx"), ["DealerComments"]);
export const { DeliveryCalculator } = splitModule(() => import("./delivery-calculator.tsx"), ["DeliveryCalculator"]);
export const { FinanceCalculator } = splitModule(() => import("./finance-calculator.tsx"), ["FinanceCalculator"]);
export const { FuelCalculator } = splitModule(() => import("./fuel-calculator.tsx"), ["FuelCalculator"]);
export const { SimilarCars } = splitModule(() => import("./similar-cars.tsx"), ["SimilarCars"]);
