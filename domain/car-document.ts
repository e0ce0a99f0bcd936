// The search record of one car: what the index holds, what a hit returns and
// what the pages render (a shape, no search code: components may use it).
// Field names follow the original platform's search records (snake_case).
import type { CarStatus, CarType, ItemType } from "./entities.ts";

export interface CarDocument {
  objectID: string;
  id: number;
  slug: string;
  path: string;
  name: string;
  year: number;
  make: string;
  model: string;
  /** "Toyota > Corolla": one facet value per make and model pair. */
  make_model: string;
  badge: string | null;
  series: string | null;
  colour: string | null;
  stocknum: string;
  vin: string | null;
  gearnum: number | null;
  transmission: string | null;
  simple_transmission: string | null;
  bodyconfiguration: string | null;
  body: string | null;
  simple_body: string | null;
  fuel: string | null;
  simple_fuel: string | null;
  drive: string | null;
  seats: number | null;
  engine_size_litres: number | null;
  km: number;
  price: number | null;
  before_price: number | null;
  /** A reduced price shown instead of price when lower (detail §4 "reduced or normal price"). */
  offer_price: number | null;
  subscription_price: number | null;
  price_type: string | null;
  /** Price bucket facet, e.g. "$20,000 - $30,000". */
  price_range: string | null;
  /** Weekly repayment bucket facet, e.g. "$100 - $150". */
  weekly_price_range: string | null;
  car_type: CarType;
  item_type: ItemType;
  status: CarStatus;
  /** Seconds since epoch when sold; 0 while unsold. */
  sold_at_timestamp: number;
  reserved: boolean;
  certified: boolean;
  tag: string | null;
  preorder: boolean;
  created_at: string;
  created_at_timestamp: number;
  updated_at_timestamp: number;
  photos_count: number;
  views: number;
  /** The first few images (cards and carousels show one). */
  images: { url: string; thumbUrl: string }[];
  video_url: string | null;
  external_video_url: string | null;
  spin_code: string | null;
  has_spin: boolean;
  location_id: number | null;
  location_name: string | null;
  location: { id: number; name: string; slug: string; address: { street: string; city: string; state: string; postcode: string } } | null;
  city: string | null;
  state: string | null;
  dealership_id: number;
  dealership_name: string;
  dealership_slug: string;
  dealer_group_id: number;
  categories: string[];
  filtered_features: string[];
  show_on_dealer_website: boolean;
  custom_rank: number;
  youxQuote: { weeklyRepaymentAmount: number } | null;
  /** Nested views used by the manufacturer search (manufacturer.name, model.name, model.body). */
  manufacturer: { name: string };
}
