import type { MapPin } from "./map-pin.ts";

const WIDTH = 640;
const HEIGHT = 400;
const PAD = 28;

/**
 * Many pins drawn from their coordinates (the locator's results), with no
 * tiles: the pins fitted into the frame (longitude scaled by the cosine of the
 * latitude, so distances look right), the searched place as a ring. A
 * picture (role img): the cards beside it carry the links. The static map
 * under every interactive one.
 */
export function PinsMap({ pins, title }: { pins: readonly MapPin[]; title: string }) {
  const placed = placePins(pins);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title} className="pins-map">
      <rect width={WIDTH} height={HEIGHT} className="pins-map__land" />
      {[1, 2, 3].map((i) => (
        <g key={i} className="pins-map__grid">
          <line x1={(WIDTH / 4) * i} y1={0} x2={(WIDTH / 4) * i} y2={HEIGHT} />
          <line x1={0} y1={(HEIGHT / 4) * i} x2={WIDTH} y2={(HEIGHT / 4) * i} />
        </g>
      ))}
      {placed.map(({ pin, x, y }, i) =>
        pin.kind === "origin" ? (
          <g key={`origin-${i}`} className="pins-map__origin">
            <title>{pin.name}</title>
            <circle cx={x} cy={y} r={10} />
            <circle cx={x} cy={y} r={3} />
          </g>
        ) : (
          <g key={`${pin.href ?? pin.name}-${i}`} className="pins-map__pin">
            <title>{pin.name}</title>
            <path transform={`translate(${x} ${y})`} d="M0 0 C -4 -7 -9 -10 -9 -17 A 9 9 0 1 1 9 -17 C 9 -10 4 -7 0 0 Z" />
          </g>
        ),
      )}
      {placed.length > 1 && <ScaleBar kmPerPx={kmPerPixel(placed)} />}
      <text x={WIDTH - 10} y={22} textAnchor="end" className="pins-map__north">
        N ↑
      </text>
    </svg>
  );
}

interface Placed {
  pin: MapPin;
  x: number;
  y: number;
  scale: number;
}

/** Pins fitted to the frame; one pin sits in the middle. Exported for tests. */
export function placePins(pins: readonly MapPin[]): Placed[] {
  if (pins.length === 0) return [];
  const midLat = (Math.max(...pins.map((p) => p.lat)) + Math.min(...pins.map((p) => p.lat))) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const xs = pins.map((p) => p.lng * k);
  const ys = pins.map((p) => -p.lat);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX || 0.02;
  const spanY = Math.max(...ys) - minY || 0.02;
  const scale = Math.min((WIDTH - 2 * PAD) / spanX, (HEIGHT - 2 * PAD - 20) / spanY);
  const offsetX = (WIDTH - spanX * scale) / 2;
  const offsetY = (HEIGHT - spanY * scale) / 2 + 10;
  return pins.map((pin, i) => ({ pin, x: round(offsetX + (xs[i] - minX) * scale), y: round(offsetY + (ys[i] - minY) * scale), scale }));
}

const round = (n: number) => Math.round(n * 10) / 10;
// One degree of latitude is 111.2 km on a 6371 km sphere.
const kmPerPixel = (placed: readonly Placed[]) => 111.2 / placed[0].scale;

function ScaleBar({ kmPerPx }: { kmPerPx: number }) {
  const steps = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000];
  const km = steps.find((s) => s / kmPerPx >= 60) ?? 2000;
  const px = km / kmPerPx;
  return (
    <g className="pins-map__scale" transform={`translate(16 ${HEIGHT - 18})`}>
      <line x1={0} y1={0} x2={round(px)} y2={0} />
      <text x={0} y={-6}>{`${km.toLocaleString("en-AU")} km`}</text>
    </g>
  );
}
