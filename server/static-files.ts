// Serves the client build (hashed assets are immutable) and a few public files.
import { createReadStream, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".mp4": "video/mp4",
  ".pdf": "application/pdf",
  ".map": "application/json",
};

export function createStaticHandler(root: string) {
  const base = normalize(root + sep);
  return function serveStatic(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const pathname = decodeURIComponent((req.url ?? "/").split("?")[0]);
    if (pathname === "/" || pathname.endsWith("/")) return false;
    const file = normalize(join(root, pathname));
    if (!file.startsWith(base)) return false;
    let size: number;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) return false;
      size = stat.size;
    } catch {
      return false;
    }
    const immutable = pathname.startsWith("/assets/");
    res.writeHead(200, {
      "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
      "Content-Length": size,
      "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    });
    if (req.method === "HEAD") res.end();
    else createReadStream(file).pipe(res);
    return true;
  };
}
