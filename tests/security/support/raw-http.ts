// Raw HTTP/1.1 for attack reproductions: bytes a browser or fetch would never
// send (absolute-form targets, two Host headers, malformed percent-encoding),
// over node:net to the production server the specs run against.
import { connect } from "node:net";

export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const host = (slug: string) => `${slug}.localhost:${PORT}`;

export interface RawResponse {
  status: number;
  /** Lower-case names; a repeated header's values joined with ", ". */
  headers: Record<string, string>;
  body: string;
}

function parse(raw: Buffer): RawResponse {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.subarray(0, split === -1 ? raw.length : split).toString("latin1");
  let body = split === -1 ? Buffer.alloc(0) : raw.subarray(split + 4);
  const [statusLine, ...lines] = head.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(":");
    const name = line.slice(0, at).trim().toLowerCase();
    const value = line.slice(at + 1).trim();
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  if (headers["transfer-encoding"] === "chunked") {
    const parts: Buffer[] = [];
    let at = 0;
    for (;;) {
      const eol = body.indexOf("\r\n", at);
      if (eol === -1) break;
      const size = parseInt(body.subarray(at, eol).toString("latin1"), 16);
      if (!size) break;
      parts.push(body.subarray(eol + 2, eol + 2 + size));
      at = eol + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body: body.toString("utf8") };
}

/**
 * Sends `head` (request line and headers, CRLF-separated, without the blank
 * line) and then `body` chunks, with `Connection: close`, and reads the whole
 * answer. Stops writing if the server answers early (a 413 before the body).
 */
export function rawRequest(head: string, body: (string | Buffer)[] = [], timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(PORT, "127.0.0.1");
    const chunks: Buffer[] = [];
    let answered = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${head.split("\r\n")[0]}`));
    }, timeoutMs);
    socket.on("data", (chunk) => {
      answered = true;
      chunks.push(chunk);
    });
    // The server may close while we still write a body it refused (EPIPE, ECONNRESET): what it answered counts.
    let failure: Error | null = null;
    socket.on("error", (error) => (failure = error));
    socket.on("close", () => {
      clearTimeout(timer);
      if (chunks.length) resolve(parse(Buffer.concat(chunks)));
      else reject(failure ?? new Error(`connection closed without an answer to ${head.split("\r\n")[0]}`));
    });
    socket.on("connect", async () => {
      socket.write(`${head}\r\nConnection: close\r\n\r\n`);
      for (const part of body) {
        // A chunk at a time, as a slow uploader would: stop as soon as the server has answered.
        await new Promise((r) => setTimeout(r, 2));
        if (answered || socket.destroyed) break;
        if (!socket.write(part)) await new Promise((r) => socket.once("drain", r));
      }
    });
  });
}

/** A GET in origin form (or any target) with the given Host header and extra header lines. */
export const rawGet = (target: string, hostHeader: string, extra: string[] = []) =>
  rawRequest([`GET ${target} HTTP/1.1`, `Host: ${hostHeader}`, ...extra].join("\r\n"));
