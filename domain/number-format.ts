// Numbers as Australian shoppers read them: "12,345", "$12,345", "$912.25".
//
// Formatted without Intl. In the browser the first Intl.NumberFormat loads the
// locale's data, tens of milliseconds of main-thread work on a phone on the way
// to an interactive page, for what is grouping digits in threes. The output is
// exactly Intl.NumberFormat("en-AU")'s (a property test holds them together):
// the shortest decimal form of the number, rounded half away from zero, commas
// between thousands. The rare number JavaScript writes with an exponent (or
// NaN, Infinity) goes to Intl itself.

const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/** Adds one unit in the last place to a string of decimal digits ("0999" → "1000"). */
function incrementDigits(digits: string): string {
  const out = digits.split("");
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== "9") {
      out[i] = String(Number(out[i]) + 1);
      return out.join("");
    }
    out[i] = "0";
  }
  return `1${out.join("")}`;
}

/** Integer and fraction digits of |value|, rounded to at most `maxFraction` and padded to `minFraction`; null when String() uses an exponent. */
function decimalDigits(value: number, minFraction: number, maxFraction: number): { whole: string; fraction: string } | null {
  const text = String(Math.abs(value));
  if (text.includes("e")) return null;
  let [whole, fraction = ""] = text.split(".") as [string, string?];
  if (fraction.length > maxFraction) {
    const roundsUp = fraction.charCodeAt(maxFraction) >= 53; // "5"…"9": half away from zero
    fraction = fraction.slice(0, maxFraction);
    if (roundsUp) {
      const bumped = incrementDigits(whole + fraction);
      whole = bumped.slice(0, bumped.length - fraction.length);
      fraction = bumped.slice(bumped.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, "");
  if (fraction.length < minFraction) fraction = fraction.padEnd(minFraction, "0");
  return { whole, fraction };
}

const negative = (value: number) => value < 0 || Object.is(value, -0);

function format(value: number, minFraction: number, maxFraction: number, prefix: string): string | null {
  if (!Number.isFinite(value)) return null;
  const digits = decimalDigits(value, minFraction, maxFraction);
  if (!digits) return null;
  const grouped = digits.whole.replace(GROUPS, ",");
  return `${negative(value) ? "-" : ""}${prefix}${grouped}${digits.fraction ? `.${digits.fraction}` : ""}`;
}

/** Like `new Intl.NumberFormat("en-AU", { maximumFractionDigits }).format(value)`: "12,345", "12,345.5". */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  // eslint-disable-next-line no-restricted-syntax -- the fallback for exponents, NaN and Infinity
  return format(value, 0, maximumFractionDigits, "") ?? new Intl.NumberFormat("en-AU", { maximumFractionDigits }).format(value);
}

/** Australian dollars as Intl's en-AU AUD format writes them: "$12,345" (whole dollars), or with `cents: true` "$912.50". */
export function formatAud(value: number, options: { cents?: boolean } = {}): string {
  const [min, max] = options.cents ? [2, 2] : [0, 0];
  return (
    format(value, min, max, "$") ??
    // eslint-disable-next-line no-restricted-syntax -- the fallback for exponents, NaN and Infinity
    new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", minimumFractionDigits: min, maximumFractionDigits: max }).format(value)
  );
}
