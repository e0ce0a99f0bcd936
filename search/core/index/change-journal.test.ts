// The change journal against a plain list of every change: what changed
// since a version is either every slot noted after it, or null once that is
// no longer kept.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ChangeJournal, JOURNAL_SLOTS } from "./change-journal.ts";

describe("change journal", () => {
  it("tells the slots changed since any version it still keeps", () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant("change" as const), slots: fc.array(fc.nat(1000), { maxLength: 30 }) }),
      fc.record({ kind: fc.constant("big" as const), size: fc.integer({ min: JOURNAL_SLOTS / 4, max: JOURNAL_SLOTS + 10 }) }),
      fc.record({ kind: fc.constant("load" as const) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
        const journal = new ChangeJournal();
        // Per version, the slots it changed (null: a load, which forgets).
        const history: (number[] | null)[] = [null];
        for (const a of actions) {
          const version = history.length;
          if (a.kind === "load") {
            journal.forget(version);
            history.push(null);
            continue;
          }
          const slots = a.kind === "change" ? a.slots : Array.from({ length: a.size }, (_, i) => i % 997);
          for (const slot of slots) journal.note(slot);
          journal.commit(version);
          history.push(slots);
        }
        const now = history.length - 1;
        for (let since = 0; since <= now; since++) {
          const told = journal.changesSince(since);
          const after = history.slice(since + 1);
          if (told === null) {
            // Forgotten only for a reason: a load after it, or more slots since than are kept.
            const kept = after.reduce((total, slots) => total + (slots?.length ?? 0), 0);
            expect(after.includes(null) || kept > JOURNAL_SLOTS - 30 || after.some((slots) => slots !== null && slots.length > JOURNAL_SLOTS)).toBe(true);
            continue;
          }
          expect(after.includes(null)).toBe(false);
          expect([...told]).toEqual(after.flatMap((slots) => slots!));
        }
      }),
      { numRuns: 200 },
    );
  });
});
