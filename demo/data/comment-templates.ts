// Dealer comment templates per vehicle type and condition (issue #14 §2):
// a motorcycle never gets wiper blades or autonomous emergency braking, a
// caravan never a fuel tank or a test drive, a new vehicle never a service
// history or a 150-point inspection, a used one never runout pricing, and no
// comment makes a guarantee (the page's one guarantee is the site's).
import type { CarType, ItemType } from "../../domain/entities.ts";

interface Template {
  text: string;
  /** The vehicle types it fits; all when absent. */
  types?: readonly ItemType[];
  /** The conditions it fits; all when absent. */
  conditions?: readonly CarType[];
}

const MOTORISED: readonly ItemType[] = ["car", "truck", "motorcycle"];
const FOUR_WHEELS: readonly ItemType[] = ["car", "truck"];
const PRE_OWNED: readonly CarType[] = ["used"];
const NOT_USED: readonly CarType[] = ["new", "demo"];

const SHORT: readonly Template[] = [
  { text: "One owner, full service history.", conditions: PRE_OWNED },
  { text: "Log books and two keys.", conditions: PRE_OWNED, types: MOTORISED },
  { text: "Low kms for the year. Inspection welcome.", conditions: ["used", "demo"], types: MOTORISED },
  { text: "Fresh service and new tyres.", conditions: PRE_OWNED, types: MOTORISED },
  { text: "Immaculate inside and out." },
  { text: "Finance available, trade-ins welcome." },
  { text: "Drives beautifully. Ready to go.", types: FOUR_WHEELS },
  { text: "Rides beautifully. Ready to go.", types: ["motorcycle"] },
  { text: "Tows straight and true. Ready for the road trip.", types: ["caravan"] },
  { text: "Brand new and in stock now.", conditions: ["new"] },
  { text: "Balance of factory warranty.", conditions: ["demo"] },
];

const OPENINGS: readonly Template[] = [
  { text: "This {year} {make} {model} {badge} has just arrived and it will not last long." },
  { text: "Looking for a reliable {body} that ticks every box? This {make} {model} is the one.", types: FOUR_WHEELS },
  { text: "Looking for a {body} that is as much fun on the weekend as on the commute? This {make} {model} is the one.", types: ["motorcycle"] },
  { text: "Ready for the lap of Australia? This {make} {model} {badge} is set up for it.", types: ["caravan"] },
  { text: "Presented in {colour}, this {make} {model} {badge} is a credit to its previous owner.", conditions: PRE_OWNED },
  { text: "Presented in {colour}, this {make} {model} {badge} is ready for its first owner.", conditions: NOT_USED },
  { text: "Be quick to secure this {make} {model} at a very sharp price." },
];

const MIDDLES: readonly Template[] = [
  {
    text: "It comes with a comprehensive service history, two keys and the owner's manuals, and has passed our 150-point inspection with flying colours.",
    types: FOUR_WHEELS,
    conditions: PRE_OWNED,
  },
  { text: "Inside you will find a spacious, comfortable cabin with smartphone mirroring, a reversing camera and plenty of room for the weekend gear.", types: ["car"] },
  { text: "The cab is quiet and comfortable, with smartphone mirroring, a reversing camera and room for the crew's gear.", types: ["truck"] },
  { text: "Our qualified technicians have serviced it, fitted new wiper blades and given it a full detail, so it is ready for its next owner today.", types: FOUR_WHEELS, conditions: PRE_OWNED },
  { text: "Our technicians have serviced it, adjusted the chain and checked the tyres and brakes, so it is ready to ride away today.", types: ["motorcycle"], conditions: PRE_OWNED },
  { text: "The gas and electrical systems have been checked, the wheel bearings repacked and the brakes adjusted, so it is ready to tow away.", types: ["caravan"], conditions: PRE_OWNED },
  { text: "The efficient drivetrain keeps running costs low, while the modern safety suite, including autonomous emergency braking, gives real peace of mind.", types: ["car"] },
  { text: "A strong, proven driveline and a generous payload make it ready for work from day one.", types: ["truck"] },
  { text: "ABS, traction control and a slipper clutch make it confidence-inspiring in the wet and under brakes.", types: ["motorcycle"] },
  { text: "The riding position suits the daily commute and long weekends alike, and the controls fall easily to hand.", types: ["motorcycle"] },
  { text: "Inside there is a comfortable island bed, a full kitchen with cooktop and fridge, an ensuite and plenty of storage.", types: ["caravan"] },
  { text: "Solar panels, lithium batteries and twin water tanks mean you can stay off-grid for days.", types: ["caravan"] },
  { text: "The independent suspension and off-road hitch take corrugated roads in their stride.", types: ["caravan"] },
  { text: "It has been pre-delivered by our team and is covered by the full factory warranty.", conditions: ["new"] },
  { text: "It has been driven only by our team, serviced and detailed, with the balance of the factory warranty.", conditions: ["demo"], types: MOTORISED },
  { text: "It has been used only on our display days, cleaned and checked, with the balance of the factory warranty.", conditions: ["demo"], types: ["caravan"] },
  { text: "A free PPSR report comes with it, so you know it is clear of debts and write-offs.", conditions: PRE_OWNED },
  { text: "Competitive finance can be arranged on site, with approval often the same day." },
  { text: "Bring your current vehicle in for a free trade-in appraisal while you are here." },
];

const CLOSINGS: readonly Template[] = [
  { text: "Trade-ins are welcome and we can arrange delivery anywhere in Australia. Call our friendly team today to book a test drive.", types: FOUR_WHEELS },
  { text: "Trade-ins are welcome and we can arrange delivery anywhere in Australia. Call our friendly team today to book a test ride.", types: ["motorcycle"] },
  { text: "Trade-ins are welcome and we can arrange delivery anywhere in Australia. Call our friendly team today to arrange a viewing.", types: ["caravan"] },
  { text: "Contact us now to arrange an inspection; weekend appointments are available." },
  { text: "Don't miss out: enquire online or call us to secure it with a small fully refundable deposit." },
];

const HTML: readonly Template[] = [
  {
    text: "<p><b>Highlights:</b></p><ul><li>One owner</li><li>Full dealer service history</li><li>Balance of factory warranty</li></ul><p>Call us today to book a <b>test drive</b>.</p>",
    types: FOUR_WHEELS,
    conditions: PRE_OWNED,
  },
  {
    text: "<p>This car has just been <b>fully detailed</b> and serviced.</p><p>Features include:</p><ul><li>Reversing camera</li><li>Apple CarPlay</li><li>Alloy wheels</li></ul>",
    types: ["car"],
    conditions: PRE_OWNED,
  },
  { text: "<p><b>Runout pricing</b> on the last of this model year.</p><ul><li>Drive away, no more to pay</li><li>5 year warranty</li></ul>", conditions: ["new"] },
  { text: "<p><b>Brand new</b> and ready for delivery.</p><ul><li>Full factory warranty</li><li>Finance available</li></ul>", conditions: ["new"] },
  { text: "<p><b>Demonstrator</b> special.</p><ul><li>Balance of factory warranty</li><li>Low kilometres</li></ul>", conditions: ["demo"], types: MOTORISED },
  { text: "<p><b>Display model</b> special.</p><ul><li>Balance of factory warranty</li><li>Never towed off our yard</li></ul>", conditions: ["demo"], types: ["caravan"] },
  { text: "<p>Features include:</p><ul><li>ABS</li><li>LED lighting</li><li>USB charging</li></ul>", types: ["motorcycle"] },
  { text: "<p>Features include:</p><ul><li>Solar panels</li><li>Ensuite</li><li>Diesel heater</li></ul>", types: ["caravan"] },
  { text: "<p>Features include:</p><ul><li>Tray body</li><li>Tow bar</li><li>Reversing camera</li></ul>", types: ["truck"] },
  { text: "<p>Just <b>fully detailed</b>.</p><p>Finance and trade-ins welcome: call us today.</p>" },
];

export interface CommentFit {
  itemType: ItemType;
  carType: CarType;
}

const fits = (template: Template, fit: CommentFit) =>
  (!template.types || template.types.includes(fit.itemType)) && (!template.conditions || template.conditions.includes(fit.carType));

const only = (templates: readonly Template[], fit: CommentFit): string[] => templates.filter((t) => fits(t, fit)).map((t) => t.text);

/** The templates that fit one vehicle type and condition. */
export function commentTemplates(fit: CommentFit) {
  return {
    short: only(SHORT, fit),
    openings: only(OPENINGS, fit),
    middles: only(MIDDLES, fit),
    closings: only(CLOSINGS, fit),
    html: only(HTML, fit),
  };
}

/** Every template text, for tests that look for words that must not appear. */
export const ALL_TEMPLATES = { SHORT, OPENINGS, MIDDLES, CLOSINGS, HTML } as const;
