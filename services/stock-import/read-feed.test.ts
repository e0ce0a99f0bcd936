import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readCsvFastOnly, readCsvReference, readFeed, FeedFileError } from "./read-feed.ts";

/** What reading gives: the rows and row errors, or the whole-file error's message. */
function outcome(read: () => unknown): unknown {
  try {
    return read();
  } catch (error) {
    if (error instanceof FeedFileError) return { fileError: error.message };
    return { otherError: (error as Error).message };
  }
}

const HEADER = "stock_number,year,make,model,car_type,description";

describe("reading a CSV feed", () => {
  it("reads a plain file on the fast path, with csv-parse's line numbers (the line a record ends on)", () => {
    const text = `${HEADER}\r\nA1,2024,Mazda,CX-5,new,"Two\r\nlines, and a ""quote"""\r\n\r\nA2,2023,Mazda,3,used,\r\n`;
    const fast = readCsvFastOnly(text);
    expect(fast).not.toBeNull();
    expect(fast!.records.map((r) => [r.line, r.record.stock_number, r.record.description])).toEqual([
      [4, "A1", 'Two\r\nlines, and a "quote"'],
      [6, "A2", ""],
    ]);
    expect(fast).toEqual(readCsvReference(text));
  });

  it("hands a file with a bare quote, a short row or mixed line breaks to csv-parse, which refuses the row with its line", () => {
    for (const text of [
      `${HEADER}\nA1,2024,Mazda,CX-5,new,17" wheels\nA2,2023,Mazda,3,used,ok\n`,
      `${HEADER}\nA1,2024,Mazda,CX-5,new\nA2,2023,Mazda,3,used,ok\n`,
      `${HEADER}\r\nA1,2024,Mazda,CX-5,new,x\nA2,2023,Mazda,3,used,ok\r\n`,
    ]) {
      expect(readCsvFastOnly(text)).toBeNull();
      expect(readFeed(text, "csv")).toEqual(readCsvReference(text));
    }
    expect(readFeed(`${HEADER}\nA1,2024,Mazda,CX-5,new\nA2,2023,Mazda,3,used,ok\n`, "csv").errors).toEqual([{ line: 2, column: "", reason: "cannot be read as CSV (columns length is 6, got 5)" }]);
  });

  it("refuses a whole file where a quoted cell is not closed where it should be: the rows after it could not be told apart", () => {
    // "Toy"ota: csv-parse lost the next row without a word and refused the one after it (a full feed would mark the lost car sold).
    const closing = `${HEADER}\nA1,2024,Mazda,CX-5,new,ok\nA2,2024,"Maz"da,CX-5,new,ok\nA3,2023,Mazda,3,used,ok\nA4,2023,Mazda,3,used,ok\n`;
    expect(() => readFeed(closing, "csv")).toThrow(new FeedFileError('Line 3: a quoted cell is not closed where it should be (a quote inside a quoted cell is written twice, ""), so the rows after it cannot be told apart. Nothing was applied.'));
    const unclosed = `${HEADER}\nA1,2024,Mazda,CX-5,new,ok\nA2,2024,"Mazda,CX-5,new,ok\nA3,2023,Mazda,3,used,ok\n`;
    expect(() => readFeed(unclosed, "csv")).toThrow(FeedFileError);
    // A bare quote inside an unquoted cell loses nothing: only its row is refused, and the rows after it are read.
    const bare = readFeed(`${HEADER}\nA1,2024,Mazda,CX-5,new,17" wheels\nA2,2023,Mazda,3,used,ok\nA3,2023,Mazda,3,used,ok\n`, "csv");
    expect(bare.records.map((r) => r.line)).toEqual([3, 4]);
    expect(bare.errors.map((e) => e.line)).toEqual([2]);
  });

  it("gives what csv-parse gives on any file the fast path takes (generated files with quotes, commas and line breaks)", () => {
    const cell = fc.oneof(
      fc.stringMatching(/^[a-z0-9 ]{0,6}$/),
      fc.stringMatching(/^([a-z,"\n ]|\r\n){0,6}$/).map((s) => `"${s.replace(/"/g, '""')}"`),
      fc.stringMatching(/^[a-z,"\n\r ]{0,4}$/),
    );
    const row = fc.array(cell, { minLength: 5, maxLength: 7 }).map((cells) => cells.join(","));
    const file = fc.tuple(fc.array(fc.oneof(row, fc.constant("")), { maxLength: 8 }), fc.constantFrom("\n", "\r\n"), fc.boolean(), fc.boolean()).map(
      ([rows, newline, bom, trailing]) => (bom ? "\uFEFF" : "") + [HEADER, ...rows].join(newline) + (trailing ? newline : ""),
    );
    let fastTaken = 0;
    fc.assert(
      fc.property(file, (text) => {
        const fast = outcome(() => readCsvFastOnly(text));
        if (fast === null) return;
        fastTaken++;
        expect(fast).toEqual(outcome(() => readCsvReference(text)));
      }),
      { numRuns: 1500 },
    );
    expect(fastTaken).toBeGreaterThan(100);
  });
});
