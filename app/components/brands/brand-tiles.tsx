import { Link } from "react-router";
import { brandTileHref, type BrandTile } from "../../lib/brand-tiles.ts";

const GROUPS: { category: BrandTile["category"]; title: string }[] = [
  { category: "car", title: "Cars" },
  { category: "motorcycle", title: "Motorcycles" },
  { category: "truck", title: "Trucks" },
  { category: "caravan", title: "Caravans" },
  { category: "own", title: "Our own brands" },
];

const isExternal = (href: string) => /^https?:\/\//.test(href);

export function BrandTiles({ tiles, headingLevel = 2, title = "Our brands" }: { tiles: BrandTile[]; headingLevel?: 1 | 2; title?: string }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const GroupHeading = headingLevel === 1 ? "h2" : "h3";
  return (
    <section className="container brand-grid" aria-labelledby="brand-grid-title">
      <Heading id="brand-grid-title">{title}</Heading>
      {GROUPS.map(({ category, title: groupTitle }) => {
        const inGroup = tiles.filter((t) => t.category === category);
        if (inGroup.length === 0) return null;
        const id = `brand-group-${category}`;
        return (
          <section key={category} className="brand-grid__group" aria-labelledby={id}>
            <GroupHeading id={id} className="brand-grid__group-title">
              {groupTitle}
            </GroupHeading>
            <ul className="brand-grid__tiles">
              {inGroup.map((tile) => {
                const href = brandTileHref(tile);
                const body = (
                  <>
                    {tile.logoSrc && <img src={tile.logoSrc} alt="" width={120} height={48} loading="lazy" decoding="async" />}
                    <span className="brand-tile__title">{tile.title}</span>
                    {tile.description && <span className="brand-tile__description">{tile.description}</span>}
                  </>
                );
                return (
                  <li key={`${category}-${tile.slug}`}>
                    {isExternal(href) ? (
                      <a href={href} className="brand-tile" rel="noopener">
                        {body}
                      </a>
                    ) : (
                      <Link to={href} className="brand-tile" prefetch="intent">
                        {body}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
