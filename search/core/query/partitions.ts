// The partitions (tenants: a car site's dealerships) a filter confines its
// matches to. A set of records confined to some partitions changes only when a
// record of one of them does (the index versions each partition), so what is
// kept of the set (facet totals, value orders, rendered responses) may stand
// while other partitions change (decision 0097).
import type { FilterConjunction } from "../filters/ast.ts";

/**
 * The partitions every record the clauses match lies in: those of the
 * clause that names the fewest, among the clauses that are an OR of
 * `partition = value` and nothing else; null when no clause is (the records
 * may lie anywhere). `isPartition` says whether an attribute name (or alias)
 * is the partition attribute.
 */
export function confinedPartitions(clauses: FilterConjunction, isPartition: (attribute: string) => boolean): number[] | null {
  let fewest: number[] | null = null;
  for (const clause of clauses) {
    if (clause.length === 0 || (fewest !== null && clause.length >= fewest.length)) continue;
    let values: number[] | null = [];
    for (const literal of clause) {
      if (literal.type !== "numeric" || literal.negated || literal.operator !== "=" || !isPartition(literal.attribute)) {
        values = null;
        break;
      }
      values.push(literal.value);
    }
    if (values !== null) fewest = values;
  }
  return fewest;
}
