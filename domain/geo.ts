// Distances between shoppers and locations (detail §9: "Earth radius 6371 km").

export const EARTH_RADIUS_KM = 6371;

export interface LatLng {
  lat: number;
  lng: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres by the haversine formula. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The location nearest to a point with its distance, or null when there are none. Ties keep the first listed. */
export function nearestLocation<T extends LatLng>(
  locations: readonly T[],
  point: LatLng,
): { location: T; distanceKm: number } | null {
  let best: { location: T; distanceKm: number } | null = null;
  for (const location of locations) {
    const distanceKm = haversineKm(point, location);
    if (best === null || distanceKm < best.distanceKm) best = { location, distanceKm };
  }
  return best;
}

/** Locations by distance from a point, nearest first. */
export function byDistance<T extends LatLng>(locations: readonly T[], point: LatLng): { location: T; distanceKm: number }[] {
  return locations
    .map((location) => ({ location, distanceKm: haversineKm(point, location) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}
