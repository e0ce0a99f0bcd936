// The change journal against a plain list of every change: what changed since
// a version is every slot noted after it, in order; null exactly when a load
// (or a change larger than the ring) came after it, when the ring has written
// over some of those slots, when more versions came after it than are kept,
// or when there are more than the caller's limit.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ChangeJournal, JOURNAL_SLOTS, JOURNAL_VERSIONS } from "./change-journal.ts";

/** What the journal should say, from the whole history (null: a forget). */
function expected(history: (number[] | null)[], since: number, limit: number): number[] | null {
  const now = history.length - 1;
  const after = history.slice(since + 1);
  if (after.some((slots) => slots === null)) return null;
  // Since the last forget, a version stays known while its slots are all still in the ring.
  let lastForget = 0;
  for (let v = 0; v <= now; v++) if (history[v] === null) lastForget = v;
  let written = 0;
  for (let v = lastForget + 1; v <= now; v++) written += history[v]!.length;
  let start = written;
  for (let v = now; v > since; v--) start -= history[v]!.length;
  if (start < written - JOURNAL_SLOTS) return null;
  const slots = after.flatMap((s) => s!);
  return slots.length > limit ? null : slots;
}

describe("change journal", () => {
  it("tells the slots changed since any version it still keeps, and null for the others", () => {
    const action = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          kind: fc.constant("change" as const),
          slots: fc.array(fc.nat(1000), { maxLength: 30 }),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant("big" as const),
          size: fc.integer({ min: JOURNAL_SLOTS / 4, max: JOURNAL_SLOTS + 10 }),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({ kind: fc.constant("load" as const) }),
      },
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), fc.option(fc.nat(200), { nil: undefined }), (actions, limit) => {
        const journal = new ChangeJournal();
        // Per version, the slots it changed (null: a forget).
        const history: (number[] | null)[] = [null];
        for (const a of actions) {
          const version = history.length;
          if (a.kind === "load") {
            journal.forget(version);
            history.push(null);
            continue;
          }
          const slots = a.kind === "change" ? a.slots : Array.from({ length: a.size }, (_, i) => (i * 7) % 997);
          for (const slot of slots) journal.note(slot);
          journal.commit(version);
          // A change larger than the ring is forgotten whole.
          history.push(slots.length > JOURNAL_SLOTS ? null : slots);
        }
        for (let since = 0; since < history.length; since++) {
          const told = journal.changesSince(since, limit);
          const want = expected(history, since, limit ?? Infinity);
          expect(told === null ? null : [...told]).toEqual(want);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("keeps exactly a ring of slots, across its end", () => {
    const journal = new ChangeJournal();
    for (let i = 0; i < 100; i++) journal.note(i);
    journal.commit(1);
    for (let i = 100; i < JOURNAL_SLOTS; i++) journal.note(i);
    journal.commit(2);
    expect([...journal.changesSince(0)!]).toEqual(Array.from({ length: JOURNAL_SLOTS }, (_, i) => i));
    journal.note(7);
    journal.commit(3);
    expect(journal.changesSince(0)).toBeNull();
    expect([...journal.changesSince(1)!]).toEqual([...Array.from({ length: JOURNAL_SLOTS - 100 }, (_, i) => 100 + i), 7]);
  });

  it("answers null, not slots written over, after notes that were never committed (a change that threw)", () => {
    const journal = new ChangeJournal();
    for (let i = 0; i < 60_000; i++) journal.note(i);
    journal.commit(1);
    for (let i = 0; i < 10_000; i++) journal.note(1_000_000 + i);
    expect(journal.changesSince(0)).toBeNull();
  });

  it("keeps at most JOURNAL_VERSIONS versions, however small", () => {
    const journal = new ChangeJournal();
    const versions = JOURNAL_VERSIONS + 500;
    for (let v = 1; v <= versions; v++) {
      journal.note(v);
      journal.commit(v);
    }
    const oldestKept = versions - JOURNAL_VERSIONS;
    expect(journal.changesSince(oldestKept - 1)).toBeNull();
    expect([...journal.changesSince(oldestKept)!]).toEqual(Array.from({ length: JOURNAL_VERSIONS }, (_, i) => oldestKept + 1 + i));
    expect([...journal.changesSince(versions - 2)!]).toEqual([versions - 1, versions]);
    expect(journal.changesSince(versions)!.length).toBe(0);
  });
});
