// Shapes of the location page's view model that its components take.
import type { StarRow } from "../../../domain/reviews.ts";

export interface ReviewView {
  id: number;
  customerName: string;
  text: string;
  rating: number;
  stars: StarRow;
  ago: string;
  reviewDate: string;
  reply: { text: string; ago: string | null } | null;
}

export interface MapView {
  /** The location and its neighbours within the square, 0..1 across and down. */
  markers: { name: string; href: string; x: number; y: number; lat: number; lng: number; distanceKm: number; here: boolean }[];
  spanKm: number;
}

