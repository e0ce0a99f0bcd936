// Value ids of a string attribute, by the value compared without regard to
// case (as facetKey() compares): a hash table on typed arrays whose entries
// are value ids, the key of each being the spelling it was first seen in.
// A Map keyed by the lower-cased text would keep a second string per value
// and hash every value twice (as given, then lower-cased): for a million stock
// numbers, a million-entry Map and two million strings for the garbage
// collector to trace, and most of the time of building the attribute.
import { facetKey } from "../text/normalize.ts";

/** The character as facetKey() lower-cases it, for ASCII (anything else goes through toLowerCase). */
function foldAscii(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

/** FNV-1a over the text's code units as facetKey() would give them. */
export function foldedHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x80) return hashOf(facetKey(text));
    hash = Math.imul(hash ^ foldAscii(code), 0x01000193);
  }
  return hash >>> 0;
}

function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Whether two texts are the same value to facetKey() (without allocating for ASCII texts). */
export function sameFolded(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return facetKey(a) === facetKey(b);
  for (let i = 0; i < a.length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x >= 0x80 || y >= 0x80) return facetKey(a) === facetKey(b);
    if (foldAscii(x) !== foldAscii(y)) return false;
  }
  return true;
}

export class FoldedIds {
  /** Per cell: the value id (0: empty) and its key's hash. */
  private ids = new Uint32Array(64);
  private hashes = new Uint32Array(64);
  private mask = 63;
  private size = 0;

  /** `spelling(id)`: the text a value id stands for. */
  constructor(private readonly spelling: (id: number) => string) {}

  /** The id of the value, or 0 when it has none. */
  get(value: string, hash = foldedHash(value)): number {
    const { ids, hashes, mask } = this;
    for (let i = hash & mask; ; i = (i + 1) & mask) {
      const id = ids[i];
      if (id === 0) return 0;
      if (hashes[i] === hash && sameFolded(this.spelling(id), value)) return id;
    }
  }

  /** Gives a value not present yet its id. */
  add(hash: number, id: number): void {
    if ((this.size + 1) * 2 > this.ids.length) this.grow();
    const { ids, hashes, mask } = this;
    let i = hash & mask;
    while (ids[i] !== 0) i = (i + 1) & mask;
    ids[i] = id;
    hashes[i] = hash;
    this.size++;
  }

  private grow(): void {
    const oldIds = this.ids;
    const oldHashes = this.hashes;
    this.ids = new Uint32Array(oldIds.length * 2);
    this.hashes = new Uint32Array(oldIds.length * 2);
    this.mask = this.ids.length - 1;
    this.size = 0;
    for (let i = 0; i < oldIds.length; i++) if (oldIds[i] !== 0) this.add(oldHashes[i], oldIds[i]);
  }

  bytes(): number {
    return this.ids.byteLength + this.hashes.byteLength;
  }
}
