// Is this car one the site shows? The same filter tree the stock search ANDs
// every query of the site with (sites/scope.ts), evaluated against the car's
// database row, so "visible on the site" means one thing everywhere: a form
// naming a car the shopper could not have found on this site is refused.
import { siteScopeTree } from "../../sites/scope.ts";
import type { Site } from "../../sites/registry.ts";
import type { StockFilterLiteral } from "../../domain/stock-filter.ts";

/** The columns the visibility levels look at. */
export interface ScopedCar {
  dealershipId: number;
  showOnDealerWebsite: boolean;
  status: string;
  soldAt: Date | null;
  carType: string;
  itemType: string;
  certified: boolean;
  price: number | null;
  stocknum: string;
}

type ScopeRecord = Record<string, string | number | boolean | null>;

function scopeRecord(car: ScopedCar): ScopeRecord {
  return {
    dealership_id: car.dealershipId,
    show_on_dealer_website: car.showOnDealerWebsite,
    status: car.status,
    sold_at_timestamp: car.soldAt ? Math.floor(car.soldAt.getTime() / 1000) : 0,
    car_type: car.carType,
    item_type: car.itemType,
    certified: car.certified,
    price: car.price,
    stocknum: car.stocknum,
  };
}

function matches(literal: StockFilterLiteral, record: ScopeRecord): boolean {
  let result: boolean;
  if (literal.type === "facet") {
    const value = record[literal.attribute];
    result = value !== null && value !== undefined && String(value).toLowerCase() === literal.value.toLowerCase();
  } else if (literal.type === "numeric" || literal.type === "range") {
    const value = record[literal.attribute];
    if (typeof value !== "number") {
      result = false;
    } else if (literal.type === "range") {
      result = value >= literal.low && value <= literal.high;
    } else {
      const v = literal.value;
      result = { "<": value < v, "<=": value <= v, "=": value === v, "!=": value !== v, ">=": value >= v, ">": value > v }[literal.operator];
    }
  } else {
    result = false; // cars carry no tags in scope filters
  }
  return literal.negated ? !result : result;
}

export function carMatchesSiteScope(car: ScopedCar, site: Site, now: Date = new Date()): boolean {
  const record = scopeRecord(car);
  return siteScopeTree(site, now).every((clause) => clause.some((literal) => matches(literal, record)));
}
