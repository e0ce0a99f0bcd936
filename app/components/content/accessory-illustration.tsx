import type { ReactNode } from "react";
import type { AccessoryIllustration as Kind } from "../../../sites/accessories.ts";

// Line drawings of each kind of accessory, for dealers without a photo of the
// part. They are marked as illustrations wherever they show (model-accessories.tsx).
const DRAWINGS: Record<Kind, ReactNode> = {
  "roof-racks": (
    <>
      <path d="M20 78h120M28 78l8-22h70l18 22" />
      <path d="M30 50h100M40 50v6M120 50v6M36 44h88" strokeWidth="5" />
      <circle cx="46" cy="82" r="8" />
      <circle cx="116" cy="82" r="8" />
    </>
  ),
  "floor-mats": (
    <>
      <path d="M40 20h44l6 62H34z" />
      <path d="M46 30h32M46 42h32M45 54h34M44 66h36" />
      <path d="M98 36h30l4 46H94z" />
      <path d="M102 46h22M101 58h24M100 70h26" />
    </>
  ),
  "cargo-liner": (
    <>
      <path d="M24 30h112l-10 50H34z" />
      <path d="M34 40h92l-8 32H42z" />
      <path d="M50 48l-4 18M70 48l-2 18M90 48v18M110 48l2 18" />
    </>
  ),
  towbar: (
    <>
      <path d="M20 40h120v14H20z" />
      <path d="M80 54v14h22" />
      <circle cx="112" cy="68" r="9" />
      <path d="M60 54l-8 20M100 54l8 20" />
    </>
  ),
  weathershields: (
    <>
      <path d="M20 80l24-40h84l12 40z" />
      <path d="M40 46l10-16h66l14 16" strokeWidth="5" />
      <path d="M84 40v40" />
    </>
  ),
  "bonnet-protector": (
    <>
      <path d="M16 70c20-30 108-30 128 0" />
      <path d="M30 56c24-16 76-16 100 0" strokeWidth="6" />
      <path d="M16 70h128v10H16z" />
    </>
  ),
  "mud-flaps": (
    <>
      <circle cx="50" cy="48" r="22" />
      <circle cx="50" cy="48" r="10" />
      <path d="M78 30h22v52H80z" />
      <path d="M84 70h10" />
    </>
  ),
  "nudge-bar": (
    <>
      <path d="M30 80V40c0-12 100-12 100 0v40" strokeWidth="5" />
      <path d="M30 56h100" strokeWidth="4" />
      <circle cx="56" cy="36" r="8" />
      <circle cx="104" cy="36" r="8" />
    </>
  ),
  "tonneau-cover": (
    <>
      <path d="M20 48h120v24H20z" />
      <path d="M16 44h128" strokeWidth="5" />
      <path d="M74 58h12" />
      <circle cx="40" cy="80" r="8" />
      <circle cx="120" cy="80" r="8" />
    </>
  ),
  "seat-covers": (
    <>
      <path d="M56 20h34c6 0 8 4 8 10l-4 40H54l-6-40c0-6 2-10 8-10z" />
      <path d="M50 70h52l6 14H44z" />
      <path d="M62 32h22M60 46h26" />
    </>
  ),
  "dash-camera": (
    <>
      <rect x="44" y="34" width="72" height="40" rx="6" />
      <circle cx="80" cy="54" r="13" />
      <circle cx="80" cy="54" r="5" />
      <path d="M72 34l4-12h8l4 12" />
    </>
  ),
  "alloy-wheels": (
    <>
      <circle cx="80" cy="52" r="34" />
      <circle cx="80" cy="52" r="26" />
      <circle cx="80" cy="52" r="7" />
      <path d="M80 45V26M87 50l18-6M84 59l11 16M76 59l-11 16M73 50l-18-6" />
    </>
  ),
};

/** A drawing of the kind of accessory, labelled as an illustration for screen readers. */
export function AccessoryIllustration({ kind, name }: { kind: Kind; name: string }) {
  return (
    <svg className="accessory-card__drawing" viewBox="0 0 160 104" role="img" aria-label={`Illustration of ${name.toLowerCase()}`} fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
      {DRAWINGS[kind]}
    </svg>
  );
}
