// listing §5 / issue #14 §6: filter groups that repeat each other. Body type,
// body style and vehicle type all narrow by shape; state, city, location and
// dealership all narrow by place. Each site chooses which of each group it
// shows (site option `filterGroups`), so a franchise site with one dealership
// does not offer "Dealership" next to "Location".

/** The groups of filters that say the same thing in different words, by their address parameter. */
export const REPEATING_FILTER_GROUPS = {
  vehicle: ["item_type", "body", "body_style"],
  place: ["state", "city", "location", "dealership"],
} as const;

export type VehicleFilter = (typeof REPEATING_FILTER_GROUPS.vehicle)[number];
export type PlaceFilter = (typeof REPEATING_FILTER_GROUPS.place)[number];

export interface FilterGroupChoice {
  vehicle: readonly VehicleFilter[];
  place: readonly PlaceFilter[];
}

/** Every filter of both groups: what a site that chooses nothing shows. */
export const ALL_FILTER_GROUPS: FilterGroupChoice = { vehicle: REPEATING_FILTER_GROUPS.vehicle, place: REPEATING_FILTER_GROUPS.place };

/**
 * Whether a filter control shows on the site: any filter outside the repeating groups does; one inside them
 * shows when the site chose it, or when the address already refines by it (so the shopper can see and undo it).
 */
export function showsFilter(param: string, choice: FilterGroupChoice, refined: boolean): boolean {
  if (refined) return true;
  if ((REPEATING_FILTER_GROUPS.vehicle as readonly string[]).includes(param)) return (choice.vehicle as readonly string[]).includes(param);
  if ((REPEATING_FILTER_GROUPS.place as readonly string[]).includes(param)) return (choice.place as readonly string[]).includes(param);
  return true;
}

/** listing §2 "Range sliders for … subscription_price": only where the site has a subscription offer (detail §4). */
export const showsRange = (attribute: string, subscriptionOffer: boolean) => attribute !== "subscription_price" || subscriptionOffer;
