// Model-based tests of the index's building blocks: random operation
// sequences against plain Sets and sorted arrays.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { collectSlots, popcount, setBit, wordsFor } from "./bitset.ts";
import { GrowableU32 } from "./growable.ts";
import { compareFolded, RADIX_TEXT_LIMIT, sortSlotsByKey, sortTextsFolded, stableSortByKey } from "./key-sort.ts";
import { moveKept, SortedSlots } from "./sorted-slots.ts";
import { ValuePostings } from "./value-postings.ts";
import { smallestSorted } from "../query/select.ts";

const slotsOf = (postings: ValuePostings, id: number) => {
  const out: number[] = [];
  postings.forEachSlot(id, (slot) => out.push(slot));
  return out;
};

describe("ValuePostings", () => {
  it("holds exactly the slots added and not removed, through every shape change", () => {
    const capacity = 96; // 3 words: a value turns into a bitset past 3 documents
    const op = fc.record({ add: fc.boolean(), id: fc.integer({ min: 1, max: 3 }), slot: fc.nat(capacity - 1) });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300 }), (ops) => {
        const postings = new ValuePostings(wordsFor(capacity));
        const model = new Map<number, Set<number>>();
        for (const { add, id, slot } of ops) {
          const set = model.get(id) ?? new Set<number>();
          model.set(id, set);
          // The index never adds a slot twice to one value, nor removes one that is absent.
          if (add && !set.has(slot)) {
            postings.add(id, slot);
            set.add(slot);
          } else if (!add && set.has(slot)) {
            postings.remove(id, slot);
            set.delete(slot);
          }
          const expected = [...set].sort((a, b) => a - b);
          expect(slotsOf(postings, id)).toEqual(expected);
          expect(postings.count(id)).toBe(expected.length);
          const bits = new Uint32Array(wordsFor(capacity));
          postings.orInto(id, bits);
          const collected = new Uint32Array(capacity);
          expect(Array.from(collected.subarray(0, collectSlots(bits, bits.length, collected)))).toEqual(expected);
          for (const probe of [slot, (slot + 1) % capacity]) expect(postings.has(id, probe)).toBe(set.has(probe));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("keeps its contents when the capacity grows", () => {
    const postings = new ValuePostings(1);
    for (let slot = 0; slot < 32; slot++) postings.add(1, slot);
    postings.resize(4);
    postings.add(1, 100);
    expect(slotsOf(postings, 1)).toEqual([...Array.from({ length: 32 }, (_, i) => i), 100]);
  });
});

describe("SortedSlots", () => {
  it("says the ranks are worth making once they are kept, or at the second ask since the order last moved", () => {
    const keys = [5, 3, 9, 1];
    const sorted = new SortedSlots((a, b) => keys[a] - keys[b] || a - b);
    sorted.assignSorted(Uint32Array.from([3, 1, 0, 2]));
    expect(sorted.ranksWorthMaking(4)).toBe(false);
    expect(sorted.ranksWorthMaking(4)).toBe(true);
    expect(Array.from(sorted.ranks(4))).toEqual([2, 1, 3, 0]);
    expect(sorted.ranksWorthMaking(4)).toBe(true);
    sorted.remove(1);
    expect(sorted.ranksKept(4)).toBe(false);
    expect(sorted.ranksWorthMaking(4)).toBe(false);
    sorted.insert(1);
    expect(sorted.ranksWorthMaking(4)).toBe(false);
    expect(sorted.ranksWorthMaking(4)).toBe(true);
  });

  it("stays sorted by its order under random inserts and removals", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 60 }), fc.array(fc.nat(59), { maxLength: 80 }), (keys, toggles) => {
        const order = (a: number, b: number) => keys[a] - keys[b] || a - b;
        const sorted = new SortedSlots(order);
        const members = new Set<number>();
        for (const raw of toggles) {
          const slot = raw % keys.length;
          if (members.has(slot)) {
            sorted.remove(slot);
            members.delete(slot);
          } else {
            sorted.insert(slot);
            members.add(slot);
          }
          expect(Array.from(sorted.slots.view())).toEqual([...members].sort(order));
        }
        const ranks = sorted.ranks(keys.length);
        sorted.slots.view().forEach((slot, rank) => expect(ranks[slot]).toBe(rank));
      }),
    );
  });
});

describe("SortedSlots in batches", () => {
  it("holds its members in order after rounds of marked changes (keys changed, members leaving and arriving)", () => {
    // A big order and a small one, flushed in turn.
    const round = fc.array(fc.record({ slot: fc.nat(79), key: fc.integer({ min: 0, max: 6 }), member: fc.boolean() }), { maxLength: 40 });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 80, maxLength: 80 }), fc.array(fc.tuple(round, round), { maxLength: 12 }), (initial, rounds) => {
        const orders = [0, 1].map((which) => {
          const keys = [...initial];
          const order = (a: number, b: number) => keys[a] - keys[b] || a - b;
          const sorted = new SortedSlots(order);
          // The big order starts with every slot, the small one with a few.
          const members = new Set(initial.map((_, slot) => slot).filter((slot) => which === 0 || slot % 16 === 0));
          for (const slot of members) sorted.insert(slot);
          return { keys, order, sorted, members };
        });
        for (const changes of rounds) {
          orders.forEach(({ keys, sorted, members }, which) => {
            for (const { slot, key, member } of changes[which]) {
              sorted.markDirty(slot);
              keys[slot] = key;
              if (member) members.add(slot);
              else members.delete(slot);
            }
            sorted.flush(80, (slot) => members.has(slot));
          });
          for (const { order, sorted, members } of orders) {
            expect(Array.from(sorted.slots.view())).toEqual([...members].sort(order));
            const ranks = sorted.ranks(80);
            sorted.slots.view().forEach((slot, rank) => expect(ranks[slot]).toBe(rank));
          }
        }
      }),
    );
  });
});

describe("moveKept", () => {
  it("puts every kept slot where it stands once the leaving ones are out and one is put before each place", () => {
    const layout = fc.integer({ min: 0, max: 60 }).chain((length) =>
      fc.record({
        length: fc.constant(length),
        leaving: fc.uniqueArray(fc.nat(Math.max(0, length - 1)), { maxLength: length }),
        places: fc.array(fc.nat(length), { maxLength: 20 }),
      }),
    );
    fc.assert(
      fc.property(layout, ({ length, leaving, places }) => {
        const gone = new Set(length === 0 ? [] : leaving);
        const sortedPlaces = Uint32Array.from(places).sort();
        // The order written out plainly: a gap (-1) for each slot put before a place, the leaving slots dropped.
        const expected: number[] = [];
        for (let x = 0, j = 0; x <= length; x++) {
          for (; j < sortedPlaces.length && sortedPlaces[j] === x; j++) expected.push(-1);
          if (x < length && !gone.has(x)) expected.push(100 + x);
        }
        const data = new Uint32Array(length + sortedPlaces.length + 1);
        for (let x = 0; x < length; x++) data[x] = 100 + x;
        moveKept(data, length, Uint32Array.from(gone).sort(), sortedPlaces);
        expected.forEach((slot, at) => {
          if (slot !== -1) expect(data[at]).toBe(slot);
        });
      }),
    );
  });
});

describe("sortSlotsByKey", () => {
  it("sorts like a comparator on key then tie, with missing keys last", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant(NaN), fc.constantFrom(-0, 0, 1.5, -3, 1e9)), { maxLength: 200 }), (keys) => {
        const members = Uint32Array.from(keys.map((_, i) => i));
        const got = Array.from(sortSlotsByKey(members, (s) => keys[s], (s) => s, (s) => s));
        const expected = [...members].sort((a, b) => {
          const na = Number.isNaN(keys[a]);
          const nb = Number.isNaN(keys[b]);
          if (na !== nb) return na ? 1 : -1;
          return (na ? 0 : keys[a] - keys[b]) || a - b;
        });
        expect(got).toEqual(expected);
      }),
    );
  });
});

describe("stableSortByKey", () => {
  it("sorts by key, missing keys last, keeping the given order among equals", () => {
    const key = fc.oneof(fc.constant(NaN), fc.integer({ min: -5, max: 5 }), fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom(1.5, -0, 1e12));
    fc.assert(
      fc.property(fc.array(key, { maxLength: 300 }), fc.boolean(), (keys, shuffle) => {
        const members = Uint32Array.from(keys.map((_, i) => i));
        if (shuffle) members.reverse();
        const position = new Map(Array.from(members).map((slot, i) => [slot, i]));
        const expected = [...members].sort((a, b) => {
          const na = Number.isNaN(keys[a]);
          const nb = Number.isNaN(keys[b]);
          if (na !== nb) return na ? 1 : -1;
          return (na ? 0 : keys[a] - keys[b]) || position.get(a)! - position.get(b)!;
        });
        expect(Array.from(stableSortByKey(members, (s) => keys[s]))).toEqual(expected);
      }),
    );
  });
});

describe("sortTextsFolded", () => {
  // A–Z fold to a–z; the rest compare as UTF-16 code units, a text before any longer one it begins (JavaScript's < on strings).
  const reference = (texts: string[]) => {
    const folded = texts.map((t) => t.replace(/[A-Z]/g, (c) => c.toLowerCase()));
    return texts.map((_, i) => i).sort((a, b) => (folded[a] < folded[b] ? -1 : folded[a] > folded[b] ? 1 : a - b));
  };
  // Narrow texts take two characters a pass, wider ones one: both kinds, and the edges of each.
  const narrow = ["A", "a", "Z", "z", "@", "[", "`", "{", "0", "9", "-", "\u0000", "é", "\u00fe"];
  const widest = [...narrow, "\u00ff"]; // the first character a pair cannot hold
  const wide = [...widest, "Ā", "\ud83d", "\ude97", "\ufffe", "\uffff"];
  const textOf = (chars: string[]) => fc.array(fc.constantFrom(...chars), { maxLength: 9 }).map((cs) => cs.join(""));

  it("orders texts as the identifier comparison does, equal texts in their given order", () => {
    fc.assert(
      fc.property(fc.constantFrom(narrow, widest, wide).chain((chars) => fc.array(textOf(chars), { maxLength: 300 })), (texts) => {
        const order = sortTextsFolded(texts);
        expect(order && Array.from(order)).toEqual(reference(texts));
        expect(order && Array.from(order)).toEqual(texts.map((_, i) => i).sort((a, b) => compareFolded(texts[a], texts[b]) || a - b));
      }),
    );
  });

  it("declines texts longer than the radix limit", () => {
    expect(sortTextsFolded(["b", "a".repeat(RADIX_TEXT_LIMIT)])).toEqual(Uint32Array.from([0, 1]).reverse());
    expect(sortTextsFolded(["b", "a".repeat(RADIX_TEXT_LIMIT + 1)])).toBeNull();
  });
});

describe("smallestSorted", () => {
  it("returns the k smallest keys in order", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 400 }), fc.nat(450), (values, k) => {
        const keys = Float64Array.from(values);
        expect(Array.from(smallestSorted(keys, keys.length, k))).toEqual([...values].sort((a, b) => a - b).slice(0, k));
      }),
    );
  });
});

describe("bitsets and growable lists", () => {
  it("counts and lists the set bits", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(300)), (slots) => {
        const bits = new Uint32Array(wordsFor(301));
        for (const slot of slots) setBit(bits, slot);
        expect(popcount(bits)).toBe(slots.length);
        const out = new Uint32Array(301);
        expect(Array.from(out.subarray(0, collectSlots(bits, bits.length, out)))).toEqual([...slots].sort((a, b) => a - b));
      }),
    );
  });

  it("keeps a sorted list sorted", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.nat(40)), { maxLength: 200 }), (ops) => {
        const list = new GrowableU32(1);
        const model: number[] = [];
        for (const [insert, value] of ops) {
          if (insert) {
            list.insertSorted(value);
            model.push(value);
            model.sort((a, b) => a - b);
          } else {
            const i = model.indexOf(value);
            expect(list.removeSorted(value)).toBe(i >= 0);
            if (i >= 0) model.splice(i, 1);
          }
          expect(Array.from(list.view())).toEqual(model);
        }
      }),
    );
  });
});
