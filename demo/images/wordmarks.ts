// Wordmarks served as SVG: a badge per manufacturer (/img/logos/{slug}.svg)
// and a dealer or group logo (/img/site/{slug}.svg). Fictional stand-ins for
// real trademarks: a name in a plain badge.
import { MANUFACTURERS } from "../data/reference/manufacturers.ts";
import { escapeXml, hashText, shade } from "./svg.ts";

const FONT = "system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";
const BADGE_COLOURS = ["#1d2f4f", "#6b1d1d", "#1f3d2b", "#2e2e33", "#3b2a5c", "#0f4958", "#5a3b16", "#1b3a5c"];

const knownNames = new Map(MANUFACTURERS.map((m) => [m.slug, m.name]));

/** "harley-davidson" → the list's "Harley-Davidson"; unknown slugs are title-cased. */
export function displayName(slug: string): string {
  return knownNames.get(slug) ?? slug.split("-").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}

/** Font size that keeps `text` inside `width` (a bold capital is about 0.74em wide). */
const fitting = (text: string, width: number, max: number) => Math.min(max, Math.floor(width / (text.length * 0.74)));

export function manufacturerBadge(slug: string): string {
  const name = displayName(slug).toUpperCase();
  const colour = BADGE_COLOURS[hashText(slug) % BADGE_COLOURS.length];
  const size = fitting(name, 200, 34);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${escapeXml(displayName(slug))}">` +
    `<title>${escapeXml(displayName(slug))}</title>` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(colour, 0.18)}"/><stop offset="1" stop-color="${shade(colour, -0.2)}"/></linearGradient></defs>` +
    `<rect x="4" y="4" width="232" height="112" rx="56" fill="url(#g)" stroke="${shade(colour, 0.45)}" stroke-width="4"/>` +
    `<text x="120" y="${60 + size * 0.35}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#ffffff" text-anchor="middle" letter-spacing="1">${escapeXml(name)}</text>` +
    `</svg>`
  );
}

/**
 * "harbour-toyota" → HARBOUR (bold) TOYOTA with a small wave mark. tone
 * "light" draws in white for dark headers; "dark" (default) in navy.
 */
export function siteWordmark(slug: string, tone: "dark" | "light"): string {
  const words = displayName(slug).toUpperCase().split(" ");
  const [first, ...rest] = words;
  const ink = tone === "light" ? "#ffffff" : "#0b2545";
  const accent = tone === "light" ? "#9fd3ff" : "#1f7ac4";
  const text = `${first}${rest.length ? " " : ""}${rest.join(" ")}`;
  const size = fitting(text, 380, 44);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="96" viewBox="0 0 480 96" role="img" aria-label="${escapeXml(displayName(slug))}">` +
    `<title>${escapeXml(displayName(slug))}</title>` +
    `<path d="M8,58 Q24,40 40,58 T72,58" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M8,74 Q24,56 40,74 T72,74" fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round"/>` +
    `<text x="88" y="${48 + size * 0.36}" font-family="${FONT}" font-size="${size}" fill="${ink}" letter-spacing="1">` +
    `<tspan font-weight="800">${escapeXml(first)}</tspan>${rest.length ? `<tspan font-weight="400" dx="${Math.round(size * 0.3)}">${escapeXml(rest.join(" "))}</tspan>` : ""}</text>` +
    `</svg>`
  );
}
