// Small helpers for writing SVG by hand: escaping, colours, rounded outlines.

export type Point = readonly [number, number];

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

function channels(hex: string): [number, number, number] {
  const clean = hex.replace(/^#/, "");
  return [0, 2, 4].map((i) => parseInt(clean.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(Math.max(0, Math.min(255, c))).toString(16).padStart(2, "0")).join("")}`;

/** Mixes `hex` towards white (amount > 0) or black (amount < 0); amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex(channels(hex).map((c) => c + (target - c) * t));
}

/** Perceived brightness 0 (black) .. 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** A 32-bit hash of a string, to vary pictures by name without randomness. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A closed path through `points` with each corner rounded by up to `radius`. */
export function roundedPath(points: readonly Point[], radius: number): string {
  const n = points.length;
  let d = "";
  for (let i = 0; i < n; i++) {
    const prev = points[(i - 1 + n) % n];
    const here = points[i];
    const next = points[(i + 1) % n];
    const into = Math.hypot(here[0] - prev[0], here[1] - prev[1]);
    const out = Math.hypot(next[0] - here[0], next[1] - here[1]);
    const r = Math.min(radius, into / 2, out / 2);
    const a: Point = [here[0] + ((prev[0] - here[0]) * r) / into, here[1] + ((prev[1] - here[1]) * r) / into];
    const b: Point = [here[0] + ((next[0] - here[0]) * r) / out, here[1] + ((next[1] - here[1]) * r) / out];
    d += `${i === 0 ? "M" : "L"}${a[0].toFixed(1)},${a[1].toFixed(1)} Q${here[0]},${here[1]} ${b[0].toFixed(1)},${b[1].toFixed(1)} `;
  }
  return `${d}Z`;
}

export function svgDocument(width: number, height: number, viewBox: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}
