// Whole pictures as SVG: studio photos of a vehicle, 360° spin frames, a
// cabin view, a dealership building, wide banners and the "not found" picture.
// Each takes the output size, so the rasteriser draws at that size (crisp at
// every width) instead of scaling a fixed bitmap.
import { GROUND_Y, vehicle, wheelPositions } from "./silhouettes.ts";
import { escapeXml, hashText, shade, svgDocument } from "./svg.ts";
import { BODY_SLUGS, SPIN_FRAME_COUNT, type BodySlug } from "../../domain/images/urls.ts";

/** Raster pictures are drawn in a 1200 x 800 (3:2) frame; banners in 1920 x 540. */
export const PHOTO_FRAME = { width: 1200, height: 800 } as const;
export const BANNER_FRAME = { width: 1920, height: 540 } as const;

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

interface Studio {
  top: string;
  bottom: string;
  floor: string;
  outdoor?: boolean;
}

const STUDIOS: readonly Studio[] = [
  { top: "#f4f5f7", bottom: "#dcdfe4", floor: "#c8ccd2" },
  { top: "#31353d", bottom: "#17191d", floor: "#0f1013" },
  { top: "#f1ebe1", bottom: "#dbd2c4", floor: "#c7bcaa" },
  { top: "#e1e9f2", bottom: "#bccadb", floor: "#a7b6c8" },
  { top: "#8ec1ea", bottom: "#e4f0f8", floor: "#7d8079", outdoor: true },
];

function backdrop(studio: Studio, width: number, height: number, id: string): string {
  const horizon = height * 0.78;
  const spot = studio.outdoor
    ? ""
    : `<radialGradient id="${id}-spot" cx="0.5" cy="0.55" r="0.55"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`;
  return (
    `<defs><linearGradient id="${id}-wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${studio.top}"/><stop offset="1" stop-color="${studio.bottom}"/></linearGradient>` +
    `<linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${studio.floor}"/><stop offset="1" stop-color="${shade(studio.floor, -0.25)}"/></linearGradient>` +
    `<radialGradient id="${id}-shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000000" stop-opacity="0.45"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>${spot}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${id}-wall)"/>` +
    (spot ? `<rect width="${width}" height="${height}" fill="url(#${id}-spot)"/>` : "") +
    `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#${id}-floor)"/>` +
    (studio.outdoor ? `<path d="M0,${horizon + 40} L${width},${horizon + 40}" stroke="#e9e6da" stroke-width="6" stroke-dasharray="60 40"/>` : "")
  );
}

/** The vehicle standing on the floor of a 1200 x 800 frame; `scaleX` < 0 faces it right. */
function placedVehicle(body: BodySlug, paint: string, options: { scaleX?: number; zoom?: number; focusX?: number; id?: string } = {}): string {
  const zoom = options.zoom ?? 1;
  const scaleX = options.scaleX ?? 1;
  const focusX = options.focusX ?? 500;
  const groundY = PHOTO_FRAME.height * 0.8;
  const shadowWidth = 470 * Math.abs(scaleX) * zoom;
  const transform = `translate(600,${groundY}) scale(${(scaleX * zoom).toFixed(3)},${zoom}) translate(${-focusX},${-GROUND_Y})`;
  return (
    `<ellipse cx="600" cy="${groundY + 4}" rx="${shadowWidth.toFixed(0)}" ry="${28 * zoom}" fill="url(#${options.id ?? "s"}-shadow)"/>` +
    `<g transform="${transform}">${vehicle(body, paint, options.id ? `${options.id}-v` : "v")}</g>`
  );
}

function frameDocument(width: number, height: number, frame: { width: number; height: number }, body: string): string {
  return svgDocument(width, height, `0 0 ${frame.width} ${frame.height}`, body);
}

/** Issue #14 §7: a generated photo says it is an illustration, not a picture of the vehicle for sale. */
const ILLUSTRATION_BADGE =
  `<g class="illustration"><rect x="964" y="738" width="216" height="44" rx="8" fill="#000000" fill-opacity="0.6"/>` +
  `<text x="1072" y="768" text-anchor="middle" font-family="${FONT}" font-size="22" fill="#ffffff">Illustration</text></g>`;

const CABIN_BODIES = new Set<BodySlug>(["sedan", "hatch", "suv", "wagon", "coupe", "convertible", "people-mover", "ute"]);

/** Photo `n` of a car: the studio and the angle change with n, so a gallery never repeats itself. */
export function carPhoto(body: BodySlug, paint: string, n: number, width: number, height: number): string {
  const studio = STUDIOS[(n * 3 + (n > 1 ? 1 : 0)) % STUDIOS.length];
  const [frontWheel, rearWheel] = wheelPositions(body);
  const view = (n - 1) % 6;
  if (view === 5 && CABIN_BODIES.has(body)) return cabin(shade(paint, -0.55), width, height, ILLUSTRATION_BADGE);
  const placement =
    view === 0 ? {} :
    view === 1 ? { scaleX: -1 } :
    view === 2 ? { scaleX: 0.82 } :
    view === 3 ? { zoom: 1.9, focusX: frontWheel + 60 } :
    view === 4 ? { zoom: 1.9, focusX: (rearWheel ?? frontWheel) - 40, scaleX: -1 } :
    { scaleX: -0.82 };
  return frameDocument(
    width,
    height,
    PHOTO_FRAME,
    backdrop(studio, PHOTO_FRAME.width, PHOTO_FRAME.height, "s") + placedVehicle(body, paint, { ...placement, id: "s" }) + ILLUSTRATION_BADGE,
  );
}

/** Frame `frame` of a turntable: the car turns 360° over SPIN_FRAME_COUNT frames. */
export function spinFrame(body: BodySlug, paint: string, frame: number, width: number, height: number): string {
  const angle = (frame / SPIN_FRAME_COUNT) * 2 * Math.PI;
  const cos = Math.cos(angle);
  // Foreshortened side view: never thinner than 30% so the end-on frames still read as a car.
  const scaleX = Math.sign(cos || 1) * Math.max(0.3, Math.abs(cos));
  return frameDocument(width, height, PHOTO_FRAME, backdrop(STUDIOS[0], PHOTO_FRAME.width, PHOTO_FRAME.height, "s") + placedVehicle(body, paint, { scaleX, id: "s" }) + ILLUSTRATION_BADGE);
}

/** The cabin from the back seat: dashboard, wheel, screen and seats in the trim colour. */
export function cabin(trim: string, width: number, height: number, overlay = ""): string {
  const seat = shade(trim, 0.08);
  return frameDocument(
    width,
    height,
    PHOTO_FRAME,
    `<defs><linearGradient id="c-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fc6e6"/><stop offset="1" stop-color="#e6eef3"/></linearGradient></defs>` +
      `<rect width="1200" height="800" fill="url(#c-sky)"/><rect y="300" width="1200" height="60" fill="#7d8a70"/>` +
      `<path d="M0,0 L1200,0 L1200,120 Q600,60 0,120 Z" fill="#1c1d20"/>` +
      `<path d="M0,330 Q600,250 1200,330 L1200,800 L0,800 Z" fill="#202226"/>` +
      `<path d="M0,360 Q600,290 1200,360 L1200,380 Q600,312 0,380 Z" fill="${shade(trim, 0.2)}"/>` +
      `<rect x="520" y="330" width="170" height="100" rx="10" fill="#0c1420" stroke="#3a3f46" stroke-width="6"/><rect x="534" y="344" width="142" height="72" rx="6" fill="#1f4f7a"/>` +
      `<circle cx="330" cy="470" r="150" fill="none" stroke="#141518" stroke-width="34"/><circle cx="330" cy="470" r="42" fill="#2a2c30"/>` +
      `<path d="M200,470 L290,470 M370,470 L460,470 M330,510 L330,600" stroke="#141518" stroke-width="26"/>` +
      `<path d="M40,800 Q60,560 250,560 Q400,560 420,800 Z" fill="${seat}"/><path d="M780,800 Q800,560 990,560 Q1140,560 1160,800 Z" fill="${seat}"/>` +
      `<rect x="560" y="620" width="80" height="180" rx="20" fill="#2a2c30"/>` +
      overlay,
  );
}

const SIGN_COLOURS = ["#0b3b66", "#8c1d18", "#1f5130", "#3b2a6b", "#0f4c5c", "#5b3a1e"];

/** A dealership building with cars on the forecourt; `n` varies sky, signage and the cars. */
export function dealershipBuilding(n: number, width: number, height: number): string {
  const sign = SIGN_COLOURS[n % SIGN_COLOURS.length];
  const dusk = n % 4 === 3;
  const cars = [0, 1, 2].map((i) => {
    const body = BODY_SLUGS[(n + i * 3) % 9];
    const paint = ["#f2f3f1", "#16171a", "#9b1b22", "#1f3a68", "#b8bcc0", "#4a4e54"][(n + i) % 6];
    return `<g transform="translate(${140 + i * 330},585) scale(0.3)">${vehicle(body, paint, `b${i}`)}</g>`;
  });
  return frameDocument(
    width,
    height,
    PHOTO_FRAME,
    `<defs><linearGradient id="l-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dusk ? "#34406b" : "#7fb6e6"}"/><stop offset="1" stop-color="${dusk ? "#f0a35e" : "#e3eff8"}"/></linearGradient></defs>` +
      `<rect width="1200" height="800" fill="url(#l-sky)"/><rect y="560" width="1200" height="240" fill="#8a8d90"/>` +
      `<rect x="80" y="250" width="1040" height="330" fill="#e9ecef"/><rect x="80" y="250" width="1040" height="70" fill="${sign}"/>` +
      `<text x="600" y="298" font-family="${FONT}" font-size="42" font-weight="bold" fill="#ffffff" text-anchor="middle" letter-spacing="8">HARBOUR</text>` +
      `<rect x="120" y="340" width="960" height="240" fill="${dusk ? "#f7d9a4" : "#23303d"}" opacity="0.85"/>` +
      Array.from({ length: 7 }, (_, i) => `<rect x="${120 + i * 160}" y="340" width="6" height="240" fill="#c9ced4"/>`).join("") +
      [60, 1130].map((x) => `<rect x="${x}" y="150" width="8" height="420" fill="#b0b5ba"/><path d="M${x + 8},160 L${x + 90},180 L${x + 8},200 Z" fill="${sign}"/>`).join("") +
      `<path d="M0,700 L1200,700" stroke="#f2f2f2" stroke-width="4" stroke-dasharray="40 30"/>` +
      cars.join(""),
  );
}

/** A wide banner for a site's hero area; the name picks the palette and the vehicle. */
export function heroBanner(name: string, width: number, height: number): string {
  const h = hashText(name);
  const base = SIGN_COLOURS[h % SIGN_COLOURS.length];
  const body = (["suv", "ute", "sedan", "wagon", "hatch", "coupe", "van", "motorcycle", "caravan", "truck"] as const)[(h >>> 4) % 10];
  const paint = ["#f2f3f1", "#9b1b22", "#1f3a68", "#16171a", "#d9691f"][(h >>> 8) % 5];
  return svgDocument(
    width,
    height,
    `0 0 ${BANNER_FRAME.width} ${BANNER_FRAME.height}`,
    `<defs><linearGradient id="h-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(base, -0.35)}"/><stop offset="1" stop-color="${shade(base, 0.25)}"/></linearGradient>` +
      `<radialGradient id="h-shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="1920" height="540" fill="url(#h-bg)"/>` +
      `<path d="M0,540 L760,0 L1100,0 L340,540 Z" fill="#ffffff" opacity="0.06"/><path d="M500,540 L1260,0 L1380,0 L620,540 Z" fill="#ffffff" opacity="0.05"/>` +
      `<rect y="470" width="1920" height="70" fill="#000000" opacity="0.25"/>` +
      `<ellipse cx="1380" cy="480" rx="420" ry="22" fill="url(#h-shadow)"/>` +
      `<g transform="translate(930,84) scale(0.9)">${vehicle(body, paint, "h")}</g>`,
  );
}

/** The neutral picture for a missing image. */
export function notFoundPicture(width: number, height: number): string {
  return frameDocument(
    width,
    height,
    PHOTO_FRAME,
    `<rect width="1200" height="800" fill="#eceff1"/>` +
      `<g transform="translate(600,330)" fill="none" stroke="#9aa3ab" stroke-width="14" stroke-linejoin="round" stroke-linecap="round">` +
      `<rect x="-130" y="-95" width="260" height="190" rx="18"/><path d="M-110,75 L-40,0 L10,45 L50,10 L110,75"/><circle cx="55" cy="-40" r="20"/><path d="M-150,-115 L150,115"/></g>` +
      `<text x="600" y="540" font-family="${FONT}" font-size="54" fill="#6b7780" text-anchor="middle">${escapeXml("Image not found")}</text>`,
  );
}
