// A column of value ids per slot (facet values, 0 = none), kept in the
// narrowest typed array its largest id fits: most facets have a few dozen
// values, and counting one reads a byte per match instead of four, so a
// million-slot column stays in cache (decision 0066). It widens, once and for
// good, when an id outgrows it.
export type IdColumn = Uint8Array | Uint16Array | Uint32Array;

export function emptyIdColumn(capacity: number): IdColumn {
  return new Uint8Array(capacity);
}

/** The largest id the column holds as it is. */
function idLimit(column: IdColumn): number {
  return column instanceof Uint8Array ? 0xff : column instanceof Uint16Array ? 0xffff : 0xffffffff;
}

/** The column itself when `id` fits; otherwise a wider copy. */
export function widenedFor(column: IdColumn, id: number): IdColumn {
  if (id <= idLimit(column)) return column;
  const wider = id <= 0xffff ? new Uint16Array(column.length) : new Uint32Array(column.length);
  wider.set(column);
  return wider;
}

/** The same width over `capacity` slots, the first ones kept. */
export function resizedIdColumn(column: IdColumn, capacity: number): IdColumn {
  const next = column instanceof Uint8Array ? new Uint8Array(capacity) : column instanceof Uint16Array ? new Uint16Array(capacity) : new Uint32Array(capacity);
  next.set(column.subarray(0, Math.min(column.length, capacity)));
  return next;
}
