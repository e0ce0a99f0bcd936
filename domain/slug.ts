// The one way a name becomes an address segment: makes, models, brands,
// dealerships and places. "Mercedes-Benz" → "mercedes-benz", "Land Rover" →
// "land-rover", "RAV4" → "rav4", "Citroën" → "citroen", "A & B" → "a-and-b".
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
