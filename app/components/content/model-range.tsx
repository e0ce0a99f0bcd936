import { Link } from "react-router";
import type { ModelRangeView } from "../../lib/models.server.ts";
import { ContentPage } from "./content-page.tsx";

/** /models?body={body}: body chips, then a tile per model linking to its stock. */
export function ModelRange({ view }: { view: ModelRangeView }) {
  return (
    <ContentPage title={view.title} lead="Choose a model to see every one we have in stock.">
      <nav className="blog-tabs" aria-label="Body types">
        {view.bodies.map((b) => (
          <Link key={b.href} to={b.href} aria-current={b.current ? "page" : undefined} className={b.current ? "blog-tabs__tab is-current" : "blog-tabs__tab"}>
            {b.label}
          </Link>
        ))}
      </nav>
      <ul className="model-grid">
        {view.tiles.map((tile) => (
          <li key={tile.key} className="model-tile">
            <Link to={tile.href}>
              {tile.image && <img src={`${tile.image}?w=320`} alt="" width={320} height={213} loading="lazy" />}
              <span className="model-tile__name">
                {tile.make} {tile.name}
              </span>
              <span className="model-tile__body">{tile.body}</span>
            </Link>
            {tile.accessories && (
              <Link className="model-tile__accessories" to={tile.accessories}>
                {tile.name} accessories
              </Link>
            )}
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
