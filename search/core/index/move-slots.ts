// Moving records between slots after a bulk load (records of one partition
// brought side by side): every per-slot column is rewritten so that the value
// at slot from[j] ends up at slot to[j]. Slots in neither list keep theirs.
import { clearBit, hasBit, setBit } from "./bitset.ts";

export type SlotColumn = Uint8Array | Uint16Array | Uint32Array | Float64Array;

/** Where the loaded records go: record at from[j] moves to to[j] (`to` ascending; both lists hold the same slots). */
export interface SlotMoves {
  from: Uint32Array;
  to: Uint32Array;
  /** Which record of the load (counted in the order written) moves to to[j]. */
  arrivals: Uint32Array;
  /** Per slot, where its record goes (itself when it does not move). */
  destination: Uint32Array;
}

/**
 * column[to[j]] = column[from[j]] as it was before, for every j. One loop
 * per element type: a loop shared by four types reads and writes each
 * element through a lookup of the type (several times slower at a million
 * slots a column, some fifty columns).
 */
export function moveColumn(column: SlotColumn, moves: SlotMoves): void {
  if (column instanceof Float64Array) moveFloat64(column, column.slice(), moves.from, moves.to);
  else if (column instanceof Uint32Array) moveUint32(column, column.slice(), moves.from, moves.to);
  else if (column instanceof Uint16Array) moveUint16(column, column.slice(), moves.from, moves.to);
  else moveUint8(column, column.slice(), moves.from, moves.to);
}

function moveFloat64(column: Float64Array, before: Float64Array, from: Uint32Array, to: Uint32Array): void {
  for (let j = 0; j < from.length; j++) column[to[j]] = before[from[j]];
}

function moveUint32(column: Uint32Array, before: Uint32Array, from: Uint32Array, to: Uint32Array): void {
  for (let j = 0; j < from.length; j++) column[to[j]] = before[from[j]];
}

function moveUint16(column: Uint16Array, before: Uint16Array, from: Uint32Array, to: Uint32Array): void {
  for (let j = 0; j < from.length; j++) column[to[j]] = before[from[j]];
}

function moveUint8(column: Uint8Array, before: Uint8Array, from: Uint32Array, to: Uint32Array): void {
  for (let j = 0; j < from.length; j++) column[to[j]] = before[from[j]];
}

/** The same move for one bit per slot. */
export function moveBits(bits: Uint32Array, moves: SlotMoves): void {
  const before = bits.slice();
  const { from, to } = moves;
  for (let j = 0; j < to.length; j++) clearBit(bits, to[j]);
  for (let j = 0; j < from.length; j++) if (hasBit(before, from[j])) setBit(bits, to[j]);
}
