// Feeds spell fuel many ways ("Electric", "Plug-in Hybrid", "Petrol - Electric
// Hybrid", "PHEV"). The card tag and the fuel calculator both need to know
// which family a car belongs to, so the reading lives here once.

export type FuelFamily = "electric" | "hybrid" | "phev" | "other";

export function fuelFamily(fuel: string | null | undefined): FuelFamily {
  const text = (fuel ?? "").toLowerCase();
  // Order matters: a plug-in hybrid also says "hybrid", a hybrid often also says "electric".
  if (/\bphev\b|plug[\s-]?in/.test(text)) return "phev";
  if (/hybrid|\bhev\b/.test(text)) return "hybrid";
  if (/electric|\bbev\b|^\s*ev\s*$/.test(text)) return "electric";
  return "other";
}
