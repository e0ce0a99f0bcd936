/** A point on a map: a location ("here" is the page's own), or the place the shopper searched from ("origin"). */
export interface MapPin {
  lat: number;
  lng: number;
  name: string;
  href?: string;
  kind: "here" | "location" | "origin";
}
