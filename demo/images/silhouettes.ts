// Side-on drawings of each body type, in a 1000 x 500 box with the ground at
// y = 440 and the front of the vehicle on the left. The paint colour tints the
// body; glass, tyres and trim stay neutral.
import type { BodySlug } from "../../domain/images/urls.ts";
import { roundedPath, shade, type Point } from "./svg.ts";

export const GROUND_Y = 440;

interface Wheel {
  x: number;
  r: number;
}

interface Profile {
  /** The painted shape, front bottom first, clockwise. */
  outline: Point[];
  glass: Point[][];
  wheels: Wheel[];
  /** Door seams (x) from the belt line down to the sill. */
  doors: number[];
  belt: number;
  sill: number;
  headlight: [x: number, y: number, w: number, h: number];
  taillight: [x: number, y: number, w: number, h: number];
  corner: number;
  /** Parts drawn over the body (trays, boxes, frames). */
  extras?: (paint: string, id: string) => string;
  /** Parts drawn behind the body. */
  behind?: (paint: string, id: string) => string;
}

const wheelsAt = (r: number, ...xs: number[]): Wheel[] => xs.map((x) => ({ x, r }));

const PROFILES: Record<BodySlug, Profile> = {
  sedan: {
    outline: [[60, 392], [48, 340], [62, 300], [110, 284], [300, 262], [405, 196], [560, 188], [640, 196], [735, 252], [915, 262], [948, 292], [950, 350], [940, 392]],
    glass: [[[322, 260], [410, 206], [505, 201], [505, 258]], [[520, 258], [520, 200], [600, 200], [625, 206], [705, 255]]],
    wheels: wheelsAt(66, 215, 775), doors: [512, 700], belt: 268, sill: 380,
    headlight: [58, 300, 46, 16], taillight: [920, 272, 28, 22], corner: 26,
  },
  hatch: {
    outline: [[70, 392], [58, 340], [72, 302], [120, 288], [300, 266], [410, 198], [650, 190], [760, 212], [850, 262], [882, 302], [880, 392]],
    glass: [[[325, 262], [415, 208], [520, 202], [520, 260]], [[535, 260], [535, 202], [645, 200], [720, 214], [790, 258]]],
    wheels: wheelsAt(64, 220, 760), doors: [528, 760], belt: 270, sill: 380,
    headlight: [66, 302, 46, 15], taillight: [846, 268, 30, 28], corner: 26,
  },
  suv: {
    outline: [[55, 380], [45, 300], [60, 262], [110, 246], [290, 228], [385, 160], [700, 150], [890, 158], [928, 200], [945, 300], [940, 380]],
    glass: [[[310, 226], [392, 170], [540, 166], [540, 224]], [[555, 224], [555, 165], [700, 160], [700, 222]], [[715, 222], [715, 160], [880, 166], [905, 220]]],
    wheels: wheelsAt(74, 225, 775), doors: [548, 708], belt: 234, sill: 366,
    headlight: [50, 262, 52, 18], taillight: [922, 214, 22, 44], corner: 28,
  },
  wagon: {
    outline: [[60, 392], [48, 340], [62, 300], [110, 284], [300, 262], [400, 198], [820, 188], [905, 214], [940, 270], [948, 340], [940, 392]],
    glass: [[[322, 260], [406, 208], [510, 203], [510, 258]], [[525, 258], [525, 202], [680, 198], [680, 256]], [[695, 256], [695, 198], [812, 196], [880, 222], [905, 256]]],
    wheels: wheelsAt(66, 215, 790), doors: [518, 688], belt: 266, sill: 380,
    headlight: [58, 300, 46, 16], taillight: [922, 262, 24, 30], corner: 24,
  },
  ute: {
    outline: [[50, 384], [40, 300], [56, 266], [110, 250], [280, 236], [372, 168], [600, 162], [628, 172], [640, 252], [955, 252], [962, 300], [955, 384]],
    glass: [[[300, 234], [380, 178], [470, 174], [470, 232]], [[485, 232], [485, 174], [592, 172], [612, 232]]],
    wheels: wheelsAt(72, 230, 800), doors: [478, 630], belt: 240, sill: 370,
    headlight: [46, 266, 50, 18], taillight: [944, 262, 16, 40], corner: 20,
    extras: (paint) => `<path d="M652,262 L950,262" stroke="${shade(paint, -0.45)}" stroke-width="6" stroke-linecap="round"/><path d="M660,270 L660,370" stroke="${shade(paint, -0.3)}" stroke-width="3"/>`,
  },
  "cab-chassis": {
    outline: [[50, 384], [40, 300], [56, 266], [110, 250], [280, 236], [372, 168], [600, 162], [628, 172], [640, 384]],
    glass: [[[300, 234], [380, 178], [470, 174], [470, 232]], [[485, 232], [485, 174], [592, 172], [612, 232]]],
    wheels: wheelsAt(72, 230, 820), doors: [478], belt: 240, sill: 370,
    headlight: [46, 266, 50, 18], taillight: [958, 312, 18, 20], corner: 20,
    behind: () => `<rect x="630" y="330" width="350" height="22" fill="#2b2d31"/>`,
    extras: () =>
      `<rect x="655" y="296" width="325" height="36" rx="4" fill="#b9bec4"/><rect x="655" y="296" width="325" height="8" fill="#dfe3e7"/>` +
      `<rect x="652" y="180" width="14" height="120" fill="#9aa0a6"/><path d="M666,190 L700,190 M666,215 L700,215 M666,240 L700,240" stroke="#9aa0a6" stroke-width="6"/>`,
  },
  van: {
    outline: [[40, 392], [30, 330], [45, 282], [120, 262], [210, 236], [300, 120], [900, 110], [960, 130], [965, 392]],
    glass: [[[228, 236], [306, 132], [420, 128], [420, 234]]],
    wheels: wheelsAt(64, 200, 800), doors: [430, 640, 940], belt: 240, sill: 380,
    headlight: [40, 280, 50, 18], taillight: [948, 150, 14, 60], corner: 22,
    extras: (paint) => `<rect x="660" y="300" width="40" height="8" rx="4" fill="${shade(paint, -0.35)}"/>`,
  },
  "people-mover": {
    outline: [[45, 392], [35, 330], [50, 290], [110, 272], [250, 248], [372, 150], [830, 140], [920, 160], [950, 250], [955, 392]],
    glass: [[[272, 246], [378, 162], [500, 156], [500, 244]], [[515, 244], [515, 156], [700, 150], [700, 242]], [[715, 242], [715, 150], [822, 152], [905, 172], [925, 240]]],
    wheels: wheelsAt(66, 210, 790), doors: [508, 708], belt: 252, sill: 380,
    headlight: [44, 290, 48, 16], taillight: [936, 180, 16, 50], corner: 26,
  },
  coupe: {
    outline: [[60, 392], [45, 345], [60, 306], [120, 292], [330, 268], [450, 205], [580, 200], [700, 228], [880, 262], [940, 290], [945, 392]],
    glass: [[[350, 266], [455, 214], [578, 210], [690, 236], [700, 264]]],
    wheels: wheelsAt(66, 220, 770), doors: [640], belt: 272, sill: 382,
    headlight: [55, 306, 50, 14], taillight: [916, 276, 28, 18], corner: 28,
  },
  convertible: {
    outline: [[60, 392], [45, 345], [60, 306], [120, 292], [340, 270], [930, 268], [948, 300], [945, 392]],
    glass: [],
    wheels: wheelsAt(64, 220, 770), doors: [600], belt: 278, sill: 382,
    headlight: [55, 306, 50, 14], taillight: [916, 276, 28, 18], corner: 24,
    behind: () => `<rect x="470" y="222" width="38" height="60" rx="12" fill="#2a2a2e"/><rect x="580" y="226" width="38" height="56" rx="12" fill="#2a2a2e"/>`,
    extras: () => `<path d="M342,272 L410,208" stroke="#22262c" stroke-width="9" stroke-linecap="round"/><path d="M700,268 Q760,246 820,268 Z" fill="#26282c"/>`,
  },
  truck: {
    outline: [[40, 372], [34, 200], [46, 124], [80, 100], [250, 100], [266, 122], [266, 372]],
    glass: [[[96, 124], [240, 124], [240, 212], [96, 212]]],
    wheels: wheelsAt(62, 150, 720, 850), doors: [252], belt: 224, sill: 360,
    headlight: [36, 300, 34, 24], taillight: [972, 330, 16, 26], corner: 18,
    behind: () => `<rect x="250" y="338" width="740" height="24" fill="#2b2d31"/>`,
    extras: () =>
      `<rect x="286" y="84" width="704" height="256" rx="8" fill="#eef0f2" stroke="#c9ced4" stroke-width="4"/>` +
      `<path d="M296,120 L980,120 M296,306 L980,306" stroke="#d3d7dc" stroke-width="3"/>`,
  },
  motorcycle: {
    // tank, seat unit and fairing: the painted parts
    outline: [[300, 250], [360, 205], [470, 196], [540, 214], [560, 250], [700, 246], [780, 226], [800, 242], [700, 280], [520, 292], [380, 290]],
    glass: [],
    wheels: wheelsAt(92, 240, 770), doors: [], belt: 0, sill: 0,
    headlight: [268, 236, 28, 22], taillight: [790, 228, 18, 14], corner: 18,
    behind: () =>
      `<path d="M240,348 L330,200 M330,200 L300,150 M300,150 L250,140" stroke="#3a3d42" stroke-width="14" stroke-linecap="round" fill="none"/>` +
      `<path d="M400,292 L470,350 L600,350 L770,348 M520,292 L600,350" stroke="#3a3d42" stroke-width="12" stroke-linecap="round" fill="none"/>` +
      `<rect x="430" y="290" width="150" height="70" rx="16" fill="#4a4d52"/><path d="M470,360 L700,392" stroke="#8a8f95" stroke-width="12" stroke-linecap="round"/>`,
    extras: () => `<path d="M540,238 L700,232 L770,224" stroke="#1f2024" stroke-width="20" stroke-linecap="round" fill="none"/>`,
  },
  bus: {
    // a light bus: a long box with a row of side windows and the door behind the front wheel
    outline: [[40, 380], [32, 160], [48, 104], [110, 86], [930, 86], [962, 112], [965, 380]],
    glass: [
      [[56, 118], [150, 106], [150, 232], [52, 232]],
      ...[200, 320, 440, 560, 680, 800].map((x): Point[] => [[x, 112], [x + 100, 112], [x + 100, 210], [x, 210]]),
    ],
    wheels: wheelsAt(60, 200, 800), doors: [165], belt: 238, sill: 368,
    headlight: [34, 300, 38, 20], taillight: [950, 290, 12, 44], corner: 20,
  },
  caravan: {
    outline: [[150, 360], [150, 150], [190, 100], [900, 100], [945, 150], [945, 360]],
    glass: [[[240, 170], [380, 170], [380, 240], [240, 240]], [[700, 170], [860, 170], [860, 240], [700, 240]]],
    wheels: wheelsAt(52, 600, 720), doors: [], belt: 0, sill: 0,
    headlight: [150, 320, 0, 0], taillight: [932, 300, 12, 30], corner: 30,
    behind: () => `<path d="M150,340 L30,372 L150,372" stroke="#44474c" stroke-width="10" fill="none" stroke-linejoin="round"/><rect x="54" y="372" width="10" height="40" fill="#44474c"/><circle cx="59" cy="420" r="18" fill="#1c1c1c"/>`,
    extras: (paint) =>
      `<rect x="150" y="272" width="795" height="26" fill="${paint}"/><rect x="150" y="300" width="795" height="8" fill="${shade(paint, -0.25)}"/>` +
      `<rect x="420" y="150" width="90" height="200" rx="8" fill="#e4e7ea" stroke="#b8bec5" stroke-width="4"/><rect x="432" y="170" width="66" height="60" rx="6" fill="#2c3642"/>` +
      `<rect x="190" y="112" width="120" height="24" rx="6" fill="#d7dbe0"/>`,
  },
};

function wheel({ x, r }: Wheel, y: number): string {
  const rim = r * 0.62;
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const angle = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    return `M${x},${y} L${(x + Math.cos(angle) * rim * 0.92).toFixed(1)},${(y + Math.sin(angle) * rim * 0.92).toFixed(1)}`;
  }).join(" ");
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#18191b"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.92}" fill="none" stroke="#2c2d30" stroke-width="${r * 0.08}"/>` +
    `<circle cx="${x}" cy="${y}" r="${rim}" fill="#c3c7cc"/><circle cx="${x}" cy="${y}" r="${rim * 0.8}" fill="#8d939a"/>` +
    `<path d="${spokes}" stroke="#d9dde1" stroke-width="${r * 0.14}" stroke-linecap="round"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.14}" fill="#5d636a"/>`
  );
}

/** The vehicle as an SVG group in the 1000 x 500 box. `id` keeps gradient ids unique in a document. */
export function vehicle(body: BodySlug, paint: string, id = "v"): string {
  const p = PROFILES[body];
  const isCaravan = body === "caravan";
  const bodyFill = isCaravan ? "#f4f5f6" : paint;
  const outline = roundedPath(p.outline, p.corner);
  const glass = p.glass.map((g) => `<path d="${roundedPath(g, 8)}" fill="url(#${id}-glass)"/>`).join("");
  const doors = p.doors.map((x) => `<path d="M${x},${p.belt} L${x},${p.sill}" stroke="${shade(bodyFill, -0.35)}" stroke-width="3"/>`).join("");
  const handles = p.doors.slice(0, 2).map((x) => `<rect x="${x - 56}" y="${p.belt + 18}" width="34" height="8" rx="4" fill="${shade(bodyFill, -0.3)}"/>`).join("");
  const [hx, hy, hw, hh] = p.headlight;
  const [tx, ty, tw, th] = p.taillight;
  const arches = p.wheels.map((w) => `<circle cx="${w.x}" cy="${GROUND_Y - w.r}" r="${w.r + 9}" fill="#141416"/>`).join("");
  return (
    `<defs>` +
    `<linearGradient id="${id}-paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(bodyFill, 0.3)}"/><stop offset="0.45" stop-color="${bodyFill}"/><stop offset="1" stop-color="${shade(bodyFill, -0.35)}"/></linearGradient>` +
    `<linearGradient id="${id}-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4b5a6b"/><stop offset="0.5" stop-color="#1e2731"/><stop offset="1" stop-color="#303d4b"/></linearGradient>` +
    `<clipPath id="${id}-clip"><path d="${outline}"/></clipPath>` +
    `</defs>` +
    (p.behind?.(paint, id) ?? "") +
    `<path d="${outline}" fill="url(#${id}-paint)" stroke="${shade(bodyFill, -0.45)}" stroke-width="2"/>` +
    `<g clip-path="url(#${id}-clip)">${arches}${doors}${handles}` +
    // the shoulder's highlight, kept inside the paint
    (p.belt ? `<path d="M0,${p.belt - 8} L1000,${p.belt - 14}" stroke="#ffffff" stroke-opacity="0.3" stroke-width="4"/>` : "") +
    `</g>` +
    glass +
    (hw ? `<rect x="${hx}" y="${hy}" width="${hw}" height="${hh}" rx="6" fill="#f3f1e4" stroke="#9aa0a6" stroke-width="2"/>` : "") +
    `<rect x="${tx}" y="${ty}" width="${tw}" height="${th}" rx="5" fill="#c2182b"/>` +
    (p.extras?.(paint, id) ?? "") +
    p.wheels.map((w) => wheel(w, GROUND_Y - w.r)).join("")
  );
}

/** Horizontal extent of the drawing, for framing close-ups. */
export function wheelPositions(body: BodySlug): number[] {
  return PROFILES[body].wheels.map((w) => w.x);
}
