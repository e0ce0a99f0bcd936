// Serves the client build (hashed assets are immutable) and a few public files
// with sirv: the file list is read once at start-up (no stat per request),
// answers carry an ETag (If-None-Match → 304) and Range requests get 206, so
// the walkaround video can be sought. A text file goes out as the brotli or gzip
// copy the build made of it, when the browser accepts one (decision 0071). A
// path whose percent-encoding is broken (`/%E0%A4%A`) is the client's mistake:
// 400, never a 500.
import type { IncomingMessage, ServerResponse } from "node:http";
import sirv from "sirv";
import { decodes } from "./http-guards.ts";

function badRequest(res: ServerResponse): true {
  res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end("Bad request: the address is not valid percent-encoding");
  return true;
}


export function createStaticHandler(root: string) {
  const files = sirv(root, {
    dev: false,
    etag: true,
    extensions: [],
    dotfiles: false,
    // The build writes name.br and name.gz beside each text file (vite.config.ts): sent when the browser accepts them.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      res.setHeader("X-Content-Type-Options", "nosniff");
    },
  });
  return function serveStatic(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    // The decoded path is used (not only tried), so a bundler cannot drop the decoding as unused.
    const pathname = decodes((req.url ?? "/").split("?")[0]);
    if (pathname === null) return badRequest(res);
    if (pathname === "/" || pathname.endsWith("/")) return false;
    // sirv answers synchronously from its list, or calls next() when it has no such file.
    let found = true;
    files(req, res, () => {
      found = false;
    });
    return found;
  };
}
