import { useState } from "react";
import { formatAud } from "../../../domain/money.ts";
import type { HomePageData } from "../../lib/home/home-page.server.ts";

/**
 * The hero's quick search: make, model and a maximum price. A plain GET form
 * to the site's listing (works without JavaScript: the listing reads the
 * fields and redirects to its canonical address). With JavaScript the model
 * list narrows to the chosen make.
 */
export function HeroSearch({ search }: { search: HomePageData["quickSearch"] }) {
  const [make, setMake] = useState("");
  const shownMakes = make ? search.makes.filter((m) => m.make === make) : search.makes;
  return (
    <form className="hero-search" method="get" action={search.action} role="search" aria-label="Quick search">
      <div className="hero-search__field">
        <label htmlFor="quick-make">Make</label>
        <select id="quick-make" name="make" value={make} onChange={(event) => setMake(event.target.value)}>
          <option value="">Any make</option>
          {search.makes.map((m) => (
            <option key={m.make} value={m.make}>
              {m.make}
            </option>
          ))}
        </select>
      </div>
      <div className="hero-search__field">
        <label htmlFor="quick-model">Model</label>
        <select id="quick-model" name="model" defaultValue="" key={make}>
          <option value="">Any model</option>
          {shownMakes.map((m) =>
            shownMakes.length === 1 ? (
              m.models.map((model) => (
                <option key={model} value={model}>
                  {model}
                </option>
              ))
            ) : (
              <optgroup key={m.make} label={m.make}>
                {m.models.map((model) => (
                  <option key={model} value={model}>
                    {model}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </select>
      </div>
      <div className="hero-search__field">
        <label htmlFor="quick-price">Max price</label>
        <select id="quick-price" name="range[price][max]" defaultValue="">
          <option value="">Any price</option>
          {search.prices.map((price) => (
            <option key={price} value={price}>
              {formatAud(price)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--accent hero-search__submit">
        Search
      </button>
    </form>
  );
}
