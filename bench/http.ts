// Requests to the bench's own server on loopback, naming the site in the Host
// header ({site}.localhost), as a browser on *.localhost would.
import { request } from "node:http";

export interface HttpResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export const siteHost = (site: string, port: number) => `${site}.localhost:${port}`;

export function httpGet(port: number, site: string, path: string, timeoutMs = 30_000): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method: "GET", headers: { host: siteHost(site, port) }, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`GET ${path} on ${site} took longer than ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end();
  });
}
