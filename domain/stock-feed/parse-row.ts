// One feed row → one car's fields, or the reasons it is refused. Rows come
// from a CSV (every value a string; an empty cell is no value) or from JSON
// Lines (values typed; a string is read as it would be in a CSV). A row with
// any bad value is refused whole, with every reason, each naming the line and
// the column: `line 14, price: "12,9o0" is not a number`.
import { feedColumn, type FeedColumn } from "./feed-columns.ts";

export interface RowError {
  line: number;
  /** The feed's column name (as the feed spells it), or "" for the row as a whole. */
  column: string;
  reason: string;
}

/** A car's fields as the importer writes them (camelCase schema keys); images as addresses. */
export type FeedCar = Record<string, unknown> & { stocknum: string; vin?: string | null; images?: string[] };

export type RowResult = { ok: true; line: number; car: FeedCar } | { ok: false; line: number; errors: RowError[] };

export function formatRowError(error: RowError): string {
  return error.column ? `line ${error.line}, ${error.column}: ${error.reason}` : `line ${error.line}: ${error.reason}`;
}

/** How a value is shown in a message: quoted and cut short. */
export function shown(value: unknown): string {
  let text: string;
  try {
    text = typeof value === "string" ? value : (JSON.stringify(value) ?? typeof value);
  } catch {
    text = typeof value;
  }
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
}

// "12900", "12900.50", "12,900", "$12,900.00"; not "12,9o0" or "1,29,00".
const NUMBER = /^-?\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Photos on one car. */
export const MAX_IMAGES = 60;
const TRUE = new Set(["true", "yes", "y", "1"]);
const FALSE = new Set(["false", "no", "n", "0"]);

type Parsed = { value: unknown } | { reason: string };

function parseNumber(raw: unknown): number | string {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : "is not a finite number";
  if (typeof raw !== "string") return "is not a number";
  const text = raw.trim();
  if (!NUMBER.test(text)) return "is not a number";
  return Number(text.replace(/[$,]/g, ""));
}

function validDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function splitList(raw: unknown): string[] | null {
  if (Array.isArray(raw)) return raw.every((item) => typeof item === "string") ? raw.map((item) => item.trim()).filter(Boolean) : null;
  if (typeof raw === "string") return raw.split("|").map((item) => item.trim()).filter(Boolean);
  return null;
}

/**
 * Whether a value holds a NUL character anywhere (a text, a list's items, a
 * JSON value's keys and texts): PostgreSQL stores no NUL in text or jsonb,
 * so such a row would fail the whole feed's write.
 */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (value === null || typeof value !== "object" || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || holdsNul(item, depth + 1));
}

/** One present, non-empty value of a column. */
export function parseValue(column: FeedColumn, raw: unknown): Parsed {
  const parsed = parseKind(column, raw);
  if ("reason" in parsed) return parsed;
  return holdsNul(parsed.value) ? { reason: "holds a NUL character" } : parsed;
}

function parseKind(column: FeedColumn, raw: unknown): Parsed {
  switch (column.kind) {
    case "text": {
      if (typeof raw !== "string" && typeof raw !== "number") return { reason: `${shown(raw)} is not text` };
      const text = String(raw).trim();
      if (column.maxLength && text.length > column.maxLength) return { reason: `is ${text.length} characters long; at most ${column.maxLength}` };
      if (column.shape && !column.shape.pattern.test(text)) return { reason: `${shown(raw)} is not ${column.shape.is}` };
      return { value: text };
    }
    case "integer":
    case "money":
    case "decimal": {
      const n = parseNumber(raw);
      if (typeof n === "string") return { reason: `${shown(raw)} ${n}` };
      if (column.kind === "integer" && !Number.isInteger(n)) return { reason: `${shown(raw)} is not a whole number` };
      if (column.kind === "money" && Math.round(n * 100) !== n * 100 && Math.abs(Math.round(n * 100) - n * 100) > 1e-6) return { reason: `${shown(raw)} has more than two decimals` };
      if (column.kind === "decimal" && Math.abs(Math.round(n * 10) - n * 10) > 1e-6) return { reason: `${shown(raw)} has more than one decimal` };
      if ((column.min !== undefined && n < column.min) || (column.max !== undefined && n > column.max)) {
        return { reason: `${shown(raw)} is outside ${column.min} to ${column.max}` };
      }
      return { value: n };
    }
    case "boolean": {
      if (typeof raw === "boolean") return { value: raw };
      const text = typeof raw === "string" || typeof raw === "number" ? String(raw).trim().toLowerCase() : "";
      if (TRUE.has(text)) return { value: true };
      if (FALSE.has(text)) return { value: false };
      return { reason: `${shown(raw)} is not true or false` };
    }
    case "date": {
      const text = typeof raw === "string" ? raw.trim() : "";
      return validDate(text) ? { value: text } : { reason: `${shown(raw)} is not a date (YYYY-MM-DD)` };
    }
    case "timestamp": {
      const text = typeof raw === "string" ? raw.trim() : "";
      const at = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(text) ? new Date(text) : null;
      return at && !Number.isNaN(at.getTime()) ? { value: at.toISOString() } : { reason: `${shown(raw)} is not a date and time (ISO 8601)` };
    }
    case "enum": {
      const text = typeof raw === "string" ? raw.trim().toLowerCase().replace(/[\s-]+/g, "_") : "";
      return column.values?.includes(text) ? { value: text } : { reason: `${shown(raw)} is not one of ${column.values?.join(", ")}` };
    }
    case "list": {
      const list = splitList(raw);
      return list ? { value: list } : { reason: `${shown(raw)} is not a list of texts` };
    }
    case "images": {
      const list = splitList(raw);
      if (!list) return { reason: `${shown(raw)} is not a list of image addresses` };
      if (list.length > MAX_IMAGES) return { reason: `has ${list.length} images; at most ${MAX_IMAGES}` };
      if (list.length > 100) return { reason: `has ${list.length} images; at most 100` };
      for (const address of list) {
        // An address on the platform's own image route (/img/...) is kept as it is; others are fetched into the image store.
        if (address.length > 2000 || !/^((https?|file):\/\/.|\/img\/[\w./-]+$)/i.test(address)) return { reason: `${shown(address)} is not an http(s) image address` };
      }
      return { value: list };
    }
    case "json": {
      let value = raw;
      if (typeof raw === "string") {
        try {
          value = JSON.parse(raw);
        } catch {
          return { reason: `${shown(raw)} is not JSON` };
        }
      }
      if (value === null || typeof value !== "object") return { reason: `${shown(raw)} is not a JSON object or array` };
      return { value };
    }
  }
}

/** feedColumn, remembered per header name (a feed repeats the same few names on every row). */
const COLUMN_OF = new Map<string, FeedColumn | undefined>();
function columnNamed(name: string): FeedColumn | undefined {
  let column = COLUMN_OF.get(name);
  if (column === undefined && !COLUMN_OF.has(name)) {
    column = feedColumn(name);
    if (COLUMN_OF.size < 10_000) COLUMN_OF.set(name, column);
  }
  return column;
}

/** A VIN as stored: upper case, 11 to 17 letters and digits, no I, O or Q. */
const VIN = /^[A-HJ-NPR-Z0-9]{11,17}$/;

/** A VIN cell's text as stored, or null when it is not a VIN. */
function storedVin(text: string): string | null {
  const vin = text.toUpperCase();
  return VIN.test(vin) ? vin : null;
}

/** An address on the platform's own image route (/img/...): kept as it is, never fetched. */
export const isPlatformImage = (address: string) => address.startsWith("/img/");

const isEmpty = (raw: unknown) => raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "");

/**
 * Reads one row. `record` maps the feed's column names (already through the
 * mapping) to raw values. Unknown columns are refused: a misspelt column would
 * otherwise be lost without a word.
 */
export function parseFeedRow(record: Readonly<Record<string, unknown>>, line: number): RowResult {
  const errors: RowError[] = [];
  const car: Record<string, unknown> = {};
  for (const name in record) {
    const raw = record[name];
    const column = columnNamed(name);
    if (!column) {
      errors.push({ line, column: name, reason: "is not a car field (map it in a mapping file, or leave it out)" });
      continue;
    }
    if (isEmpty(raw)) {
      car[column.field] = column.kind === "list" || column.kind === "images" ? [] : null;
      continue;
    }
    const parsed = parseValue(column, raw);
    if ("reason" in parsed) errors.push({ line, column: name, reason: parsed.reason });
    else car[column.field] = parsed.value;
  }
  for (const required of ["stocknum", "year", "make", "model", "carType"] as const) {
    if (car[required] == null && !errors.some((e) => feedColumn(e.column)?.field === required)) {
      const name = { stocknum: "stock_number", year: "year", make: "make", model: "model", carType: "car_type" }[required];
      errors.push({ line, column: name, reason: "is required" });
    }
  }
  if (typeof car.vin === "string") {
    const vin = storedVin(car.vin);
    if (vin !== null) car.vin = vin;
    else errors.push({ line, column: "vin", reason: `${shown(record.vin)} is not a VIN (11 to 17 letters and digits, no I, O or Q)` });
  }
  if (errors.length > 0) return { ok: false, line, errors };
  return { ok: true, line, car: car as FeedCar };
}

/**
 * A look ahead at one row, reading only its VIN and images columns as
 * parseFeedRow reads them: the VIN when the row gives a good one (else null),
 * and whether an image address must be fetched (one not on the platform's own
 * image route). Lets the importer ask who holds a feed's VINs, and decide when
 * to fetch images, before it reads the rows in full.
 */
export function lookAheadAtRow(record: Readonly<Record<string, unknown>>): { vin: string | null; fetchesImages: boolean } {
  let vin: string | null = null;
  let fetchesImages = false;
  for (const name in record) {
    const column = columnNamed(name);
    if (column?.field !== "vin" && column?.field !== "images") continue;
    const raw = record[name];
    const parsed = isEmpty(raw) ? null : parseValue(column, raw);
    const value = parsed && "value" in parsed ? parsed.value : undefined;
    if (column.field === "vin") vin = typeof value === "string" ? storedVin(value) : null;
    else fetchesImages = Array.isArray(value) && value.some((address: string) => !isPlatformImage(address));
  }
  return { vin, fetchesImages };
}
