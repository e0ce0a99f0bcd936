// A breadth-first crawl of one site over plain HTTP (Node does not resolve
// *.localhost, so each request names the site in its Host header): every
// same-site <a href> from the home page on, bounded, with families of near-
// identical addresses (car pages, listing filters) sampled rather than walked.
import http from "node:http";

export interface CrawlAnswer {
  path: string;
  status: number;
  location: string | null;
  from: string;
  /** A listing that answered with its no-results card: a link that leads nowhere a shopper wants. */
  emptyListing: boolean;
}

export function get(port: number, host: string, path: string): Promise<{ status: number; location: string | null; body: string; type: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, headers: { host, "user-agent": "forecourt-crawler", accept: "text/html" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          location: (response.headers.location as string | undefined) ?? null,
          body: Buffer.concat(chunks).toString("utf8"),
          type: String(response.headers["content-type"] ?? ""),
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout on ${path}`)));
  });
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

/** Same-site paths of every <a href> in a page. */
export function sameSiteLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    const href = match[1].replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]);
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    const path = href.split("#")[0];
    if (path && !path.startsWith("/img/")) links.push(path);
  }
  return links;
}

/** The family an address belongs to, and how many of it the crawl visits. */
function family(path: string): { key: string; limit: number } {
  const url = new URL(path, "http://x");
  const car = /^\/cars\/([^/]+)/.exec(url.pathname);
  if (car && car[1] !== "trade-in") return { key: "car-pages", limit: 320 };
  if (url.pathname.startsWith("/cars/") || url.pathname === "/print" || url.pathname === "/book-test-drive" || url.pathname === "/checkout-journey") {
    return { key: `car-helpers:${url.pathname.replace(/\/cars\/[^/]+/, "/cars/*")}`, limit: 8 };
  }
  if (url.search) return { key: `${url.pathname}?${[...new Set(url.searchParams.keys())].sort().join("&")}`, limit: 12 };
  return { key: url.pathname, limit: 1 };
}

export async function crawlSite(options: { port: number; host: string; maxPages: number; concurrency?: number }): Promise<CrawlAnswer[]> {
  const seen = new Set<string>(["/"]);
  const perFamily = new Map<string, number>();
  const queue: { path: string; from: string }[] = [{ path: "/", from: "(start)" }];
  const answers: CrawlAnswer[] = [];
  const enqueue = (path: string, from: string) => {
    if (seen.has(path) || seen.size >= options.maxPages) return;
    const { key, limit } = family(path);
    const count = perFamily.get(key) ?? 0;
    if (count >= limit) return;
    perFamily.set(key, count + 1);
    seen.add(path);
    queue.push({ path, from });
  };
  const worker = async () => {
    while (queue.length > 0) {
      const next = queue.shift()!;
      const answer = await get(options.port, options.host, next.path);
      answers.push({ path: next.path, status: answer.status, location: answer.location, from: next.from, emptyListing: answer.body.includes('class="no-results ') });
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        const target = new URL(answer.location, `http://${options.host}`);
        if (target.host === options.host || answer.location.startsWith("/")) enqueue(`${target.pathname}${target.search}`, next.path);
      } else if (answer.type.includes("text/html")) {
        for (const link of sameSiteLinks(answer.body)) enqueue(link, next.path);
      }
    }
  };
  // Workers stop when the queue is empty; restart them while a page still in flight may add more.
  while (queue.length > 0) await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return answers;
}
