// Reads a request body with a size limit and a deadline (no slow client can
// hold a handler forever), inflating gzip bodies as the Algolia client sends
// them, and parses it as JSON whatever the content type (browsers send
// text/plain to avoid a preflight).
import type { IncomingMessage } from "node:http";
import { gunzip, inflate } from "node:zlib";
import { promisify } from "node:util";
import { SearchError } from "../errors.ts";
import { jsonTooDeepAt, jsonTooDeepMessage } from "../../../domain/json-nesting.ts";

const gunzipAsync = promisify(gunzip);
const inflateAsync = promisify(inflate);

export const MAX_BODY_BYTES = 1024 * 1024;
const BODY_DEADLINE_MS = 10_000;

function readRaw(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error: Error | null, body?: Buffer) => {
      if (done) return;
      done = true;
      clearTimeout(deadline);
      if (error) reject(error);
      else resolve(body!);
    };
    const deadline = setTimeout(() => {
      finish(new SearchError("Request body took too long to arrive", 400));
      req.destroy();
    }, BODY_DEADLINE_MS);
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        finish(new SearchError(`Request body is too large (at most ${limit} bytes)`, 413));
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => finish(null, Buffer.concat(chunks)));
    req.on("error", (error) => finish(error));
  });
}

/** The body as a JSON object ({} when empty). */
export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  let body = await readRaw(req, limit);
  const encoding = String(req.headers["content-encoding"] ?? "").toLowerCase();
  try {
    if (encoding === "gzip") body = await gunzipAsync(body, { maxOutputLength: limit });
    else if (encoding === "deflate") body = await inflateAsync(body, { maxOutputLength: limit });
  } catch {
    throw new SearchError(`Request body is not valid ${encoding} (or inflates past ${limit} bytes)`, 400);
  }
  const text = body.toString("utf8").trim();
  if (text === "") return {};
  const tooDeep = jsonTooDeepAt(text);
  if (tooDeep !== null) throw new SearchError(jsonTooDeepMessage("The request body", tooDeep), 400);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new SearchError(`Invalid JSON in request body: ${(error as Error).message}`, 400);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new SearchError("Request body must be a JSON object", 400);
  }
  return parsed as Record<string, unknown>;
}
