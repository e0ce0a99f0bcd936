// The compare page: one table, a column per car, a row per fact. Rows where the
// cars differ are highlighted, and say so in words for screen readers. On a
// phone the table scrolls sideways under sticky row labels. Every control is a
// link, so it works with JavaScript off; the address is the selection.
import type { ComparePageData } from "../../lib/compare/compare-page.server.ts";
import type { CompareRow } from "../../lib/compare/compare-view.ts";
import { VehicleImage } from "../stock/vehicle-image.tsx";
import { HydrationPart, lazyPart } from "../../lib/hydration-part.tsx";
import { loadAccountLive } from "../accounts/live-parts.tsx";
import { isGeneratedImage } from "../../../domain/images/urls.ts";

/** Keeps the browser's compare list the same as the address once the page runs (shortlist-live.tsx). */
const CompareAddressSync = lazyPart(() => loadAccountLive().then((m) => m.CompareAddressSync));

function Row({ row }: { row: CompareRow }) {
  return (
    <tr className={row.differs ? "compare-table__row compare-table__row--differs" : "compare-table__row"} data-row={row.key}>
      <th scope="row" className="compare-table__label">
        {row.label}
        {row.differs && <span className="compare-table__differs"> (differs)</span>}
      </th>
      {row.values.map((value, i) => (
        <td key={i} className="compare-table__value">
          {value ?? (
            <>
              <span aria-hidden="true">—</span>
              <span className="visually-hidden">Not listed</span>
            </>
          )}
        </td>
      ))}
    </tr>
  );
}

export function ComparePage({ data }: { data: ComparePageData }) {
  const { columns, rows, features } = data.table;
  // From the loader: the page's own code stays free of the storage rules (and their schema library).
  const COMPARE_LIMIT = data.limit;
  return (
    <div className="compare container">
      <h1 className="compare__title">Compare cars</h1>
      {data.missing > 0 && (
        <p className="compare__note" role="note">
          {`${data.missing === 1 ? "One car in this link is" : `${data.missing} cars in this link are`} no longer on this site.`}
        </p>
      )}
      {columns.length === 0 ? (
        <div className="compare__empty">
          <p>{`Choose up to ${COMPARE_LIMIT} cars to compare them side by side: press Compare on a car in our stock or on its page.`}</p>
          <p>
            <a className="button" href={data.stockHref}>
              Browse our stock
            </a>
          </p>
        </div>
      ) : (
        <>
          <p className="compare__intro">
            {columns.length === 1
              ? `Add up to ${COMPARE_LIMIT - 1} more cars to compare with this one.`
              : "Rows where the cars differ are highlighted and marked “differs”."}{" "}
            {columns.length < COMPARE_LIMIT && <a href={data.stockHref}>Add a car</a>}
          </p>
          {columns.length > 1 && (
            <p className="compare__view">
              <a href={data.toggleHref}>{data.onlyDifferences ? "Show every row" : "Show only the differences"}</a>
            </p>
          )}
          <div className="compare__scroller" role="region" aria-labelledby="compare-caption" tabIndex={0}>
            <table className="compare-table" style={{ ["--compare-columns" as string]: columns.length }}>
              <caption id="compare-caption" className="visually-hidden">
                {columns.map((column) => column.name).join(", ")} compared
              </caption>
              <thead>
                <tr>
                  <td className="compare-table__corner" />
                  {columns.map((column) => (
                    <th key={column.id} scope="col" className="compare-table__car" data-car-id={column.id}>
                      <a href={column.href} className="compare-table__photo" tabIndex={-1} aria-hidden="true">
                        <VehicleImage src={column.image ?? undefined} alt={isGeneratedImage(column.image) ? `Illustration: ${column.name}` : ""} />
                      </a>
                      <a href={column.href} className="compare-table__name">
                        {column.name}
                      </a>
                      <a href={column.removeHref} className="compare-table__remove">
                        Remove<span className="visually-hidden"> the {column.name}</span>
                      </a>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <Row key={row.key} row={row} />
                ))}
              </tbody>
              {features.length > 0 && (
                <tbody className="compare-table__features">
                  <tr>
                    <th scope="rowgroup" colSpan={columns.length + 1} className="compare-table__group">
                      Features
                    </th>
                  </tr>
                  {features.map((row) => (
                    <Row key={row.key} row={row} />
                  ))}
                </tbody>
              )}
            </table>
          </div>
        </>
      )}
      <HydrationPart>
        <CompareAddressSync cars={columns.map(({ id, name }) => ({ id, name }))} />
      </HydrationPart>
    </div>
  );
}
