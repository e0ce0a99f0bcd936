// /compare?ids=… (issue 12): the cars of the address that this site may show,
// in the address's order. The address is the selection, so the page is the
// same for everyone who opens it and is cached like a listing. Ids that are
// not numbers are ignored, at most 4 are read, and a car of another site or
// one the site's stock visibility hides is simply left out (the detail page's
// own lookup, visible-car.server.ts).
import { COMPARE_LIMIT, compareHref, compareIdsParam } from "../../../domain/shortlist.ts";
import { defaultListingPath } from "../../../domain/listing/search-url.ts";
import type { Services } from "../../../services/services.ts";
import type { Site } from "../../../sites/registry.ts";
import { buildDetailPage } from "../detail/detail-page.server.ts";
import { findVisibleCar } from "../detail/visible-car.server.ts";
import { compareTable, type CompareTable } from "./compare-view.ts";

export interface ComparePageData {
  siteName: string;
  table: CompareTable;
  /** Cars the address named that are not shown (sold long ago, another site's, unknown). */
  missing: number;
  stockHref: string;
  /** How many cars may be compared (4). */
  limit: number;
  /** `only=differences`: the rows where the cars differ (with two cars or more). */
  onlyDifferences: boolean;
  /** The same selection with the other view (all rows, or only the differences). */
  toggleHref: string;
}

export async function loadComparePage(services: Pick<Services, "db">, site: Site, request: Request, now: Date = new Date()): Promise<ComparePageData> {
  const params = new URL(request.url).searchParams;
  const ids = compareIdsParam(params.get("ids"));
  const found = await Promise.all(ids.map((id) => findVisibleCar(services, site, { id }, now)));
  const pages = found.flatMap((car) => (car ? [buildDetailPage(car, site, request, now)] : []));
  const table = compareTable(pages);
  const onlyDifferences = params.get("only") === "differences" && pages.length > 1;
  const shown = compareHref(pages.map((page) => page.car.id));
  return {
    siteName: site.name,
    table: onlyDifferences ? { ...table, rows: table.rows.filter((row) => row.differs), features: table.features.filter((row) => row.differs) } : table,
    limit: COMPARE_LIMIT,
    onlyDifferences,
    toggleHref: onlyDifferences || pages.length < 2 ? shown : `${shown}&only=differences`,
    missing: ids.length - pages.length,
    stockHref: defaultListingPath({ prefix: site.searchPrefix, usedOnly: site.usedOnly }),
  };
}
