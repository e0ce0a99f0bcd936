import { useState } from "react";
import { FEATURES_SHOWN, firstShown, KEY_INFORMATION_SHOWN, type SpecRow } from "../../../domain/specifications.ts";
import { toggleExpandedHref, type Expandable } from "../../lib/detail/expanded-sections.ts";
import { ToggleLink } from "./toggle-link.tsx";

function useExpanded(expanded: readonly Expandable[], name: Expandable) {
  return useState(expanded.includes(name));
}

function SpecGrid({ rows, id }: { rows: readonly SpecRow[]; id: string }) {
  return (
    <dl className="spec-grid" id={id}>
      {rows.map((row) => (
        <div className="spec-grid__item" key={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** detail §2 "Key information (spec grid, 4 specs before Show More/Less)". */
export function KeyInformation({ rows, expanded: opened }: { rows: readonly SpecRow[]; expanded: readonly Expandable[] }) {
  const [expanded, setExpanded] = useExpanded(opened, "keyinfo");
  if (rows.length === 0) return null;
  const list = firstShown(rows, KEY_INFORMATION_SHOWN, expanded);
  return (
    <section className="detail-section" id="key-information" aria-labelledby="key-information-title">
      <h2 id="key-information-title">Key Information</h2>
      <SpecGrid rows={list.shown} id="key-information-grid" />
      {list.canToggle && (
        <ToggleLink expanded={expanded} onToggle={() => setExpanded(!expanded)} href={toggleExpandedHref(opened, "keyinfo", "key-information")} controls="key-information-grid" />
      )}
    </section>
  );
}

/** detail §2 "All Specifications" (show or hide); empty, null or 'null' rows never reach here. */
export function AllSpecifications({ rows, expanded: opened }: { rows: readonly SpecRow[]; expanded: readonly Expandable[] }) {
  const [expanded, setExpanded] = useExpanded(opened, "specs");
  if (rows.length === 0) return null;
  return (
    <section className="detail-section" id="all-specifications" aria-labelledby="all-specifications-title">
      <h2 id="all-specifications-title">All Specifications</h2>
      {expanded && <SpecGrid rows={rows} id="all-specifications-grid" />}
      <ToggleLink
        expanded={expanded}
        onToggle={() => setExpanded(!expanded)}
        href={toggleExpandedHref(opened, "specs", "all-specifications")}
        controls="all-specifications-grid"
        moreLabel="Show Specifications"
        lessLabel="Hide Specifications"
      />
    </section>
  );
}

/** detail §2 "Features (only if the car has standardEquipment; list limit default 8 with Show All/Hide)". */
export function FeaturesList({ features, expanded: opened }: { features: readonly string[]; expanded: readonly Expandable[] }) {
  const [expanded, setExpanded] = useExpanded(opened, "features");
  if (features.length === 0) return null;
  const list = firstShown(features, FEATURES_SHOWN, expanded);
  return (
    <section className="detail-section" id="features" aria-labelledby="features-title">
      <h2 id="features-title">Features</h2>
      <ul className="features-list" id="features-list">
        {list.shown.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {list.canToggle && (
        <ToggleLink
          expanded={expanded}
          onToggle={() => setExpanded(!expanded)}
          href={toggleExpandedHref(opened, "features", "features")}
          controls="features-list"
          moreLabel={`Show All (${list.total})`}
          lessLabel="Hide"
        />
      )}
    </section>
  );
}
