import { Link } from "react-router";
import type { SiteFile } from "../../../sites/schema.ts";

type Tile = SiteFile["brandTiles"][number];

const GROUPS: { category: Tile["category"]; title: string }[] = [
  { category: "car", title: "Cars" },
  { category: "motorcycle", title: "Motorcycles" },
  { category: "truck", title: "Trucks" },
  { category: "own", title: "Our own brands" },
];

/** A tile links to /{brand}/overview, or, when it skips its page, to its own address. */
export function brandTileHref(tile: Tile): string {
  return tile.skipPage && tile.href ? tile.href : `/${tile.slug}/overview`;
}

export function BrandTiles({ tiles, headingLevel = 2 }: { tiles: Tile[]; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="container brand-grid" aria-labelledby="brand-grid-title">
      <Heading id="brand-grid-title">Our brands</Heading>
      {GROUPS.map(({ category, title }) => {
        const inGroup = tiles.filter((t) => t.category === category);
        if (inGroup.length === 0) return null;
        return (
          <div key={category} className="brand-grid__group">
            <h3>{title}</h3>
            <ul className="brand-grid__tiles">
              {inGroup.map((tile) => (
                <li key={tile.slug}>
                  <Link to={brandTileHref(tile)} className="brand-tile">
                    {tile.logoSrc && <img src={tile.logoSrc} alt="" width={120} height={48} loading="lazy" />}
                    <span className="brand-tile__title">{tile.title}</span>
                    {tile.description && <span className="brand-tile__description">{tile.description}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
