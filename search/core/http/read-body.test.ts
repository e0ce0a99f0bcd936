import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readJsonBody } from "./read-body.ts";

const body = (text: string) => Object.assign(Readable.from([Buffer.from(text)]), { headers: {} }) as unknown as IncomingMessage;

describe("reading a JSON body", () => {
  it("refuses a 100,000-deep body with a 400 naming where it went too deep", async () => {
    const deep = '{"requests":' + "[".repeat(100_000) + "]".repeat(100_000) + "}";
    await expect(readJsonBody(body(deep))).rejects.toMatchObject({ status: 400, message: "The request body nests deeper than 32 levels (at character 44)" });
  });

  it("reads an ordinary body", async () => {
    await expect(readJsonBody(body('{"requests":[{"indexName":"Car_production"}]}'))).resolves.toEqual({ requests: [{ indexName: "Car_production" }] });
  });
});
