// The static list of makes (about 150) the platform knows, as on Australian
// classifieds: passenger and light commercial brands, motorcycles, trucks and
// caravans. A make's category is its main line of business.
import { slugify } from "../../../domain/slug.ts";
import type { ItemType } from "../../../domain/entities.ts";

const CARS = [
  "Abarth", "Alfa Romeo", "Alpine", "Aston Martin", "Audi", "Bentley", "BMW", "BYD", "Cadillac", "Chery", "Chevrolet",
  "Chrysler", "Citroen", "Cupra", "Daewoo", "Daihatsu", "Deepal", "Dodge", "Ferrari", "Fiat", "Ford",
  "Genesis", "GMC", "GWM", "Haval", "Holden", "Honda", "HSV", "Hummer", "Hyundai", "Infiniti", "Ineos", "Isuzu Ute",
  "Jaecoo", "Jaguar", "Jeep", "Kia", "KGM SsangYong", "Lamborghini", "Land Rover", "LDV", "Leapmotor", "Lexus",
  "Lotus", "Lynk & Co", "Mahindra", "Maserati", "Mazda", "McLaren", "Mercedes-Benz", "MG", "Mini", "Mitsubishi", "Nissan", "Omoda",
  "Opel", "Peugeot", "Polestar", "Porsche", "Proton", "RAM", "Renault", "Rolls-Royce", "Saab", "Skoda",
  "Smart", "Subaru", "Suzuki", "Tata", "Tesla", "Toyota", "Volkswagen", "Volvo", "Xpeng", "Zeekr",
];

const MOTORCYCLES = [
  "Aprilia", "Benelli", "Beta", "Can-Am", "CFMoto", "Ducati", "GasGas", "Harley-Davidson", "Husqvarna", "Indian",
  "Kawasaki", "KTM", "Moto Guzzi", "MV Agusta", "Piaggio", "Royal Enfield", "Sherco", "Triumph", "Vespa", "Yamaha",
  "Zero",
];

const TRUCKS = [
  "DAF", "Foton", "Freightliner", "Fuso", "Hino", "International", "Isuzu", "Iveco", "Kenworth", "Mack",
  "MAN", "Scania", "UD", "Western Star",
];

const CARAVANS = [
  "Avan", "Bushtracker", "Coromal", "Crusader", "Concept", "Essential", "Franklin", "Golf", "Goldstream RV", "Jayco",
  "Kokoda", "Legend", "Lotus Caravans", "Majestic", "MDC", "Millard", "New Age", "Nova", "Retreat", "Roadstar",
  "Royal Flair", "Snowy River", "Sunland", "Supreme", "Trakmaster", "Windsor", "Zone RV", "Kedron", "Vision RV", "Evernew",
  "Track Trailer", "Network RV", "Paramount", "Regent", "Wonderland RV", "Leader", "Design RV", "Billabong", "Galaxy",
  "Urban",
];

export interface ManufacturerEntry {
  name: string;
  slug: string;
  category: ItemType;
}


const entries = (names: string[], category: ItemType): ManufacturerEntry[] =>
  names.map((name) => ({ name, slug: slugify(name), category }));

/** In id order: the generator numbers them from 1. */
export const MANUFACTURERS: readonly ManufacturerEntry[] = [
  ...entries(CARS, "car"),
  ...entries(MOTORCYCLES, "motorcycle"),
  ...entries(TRUCKS, "truck"),
  ...entries(CARAVANS, "caravan"),
];
