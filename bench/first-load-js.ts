// First-load JavaScript of a page: every module the HTML makes the browser
// fetch before the page is interactive — <script type="module" src>,
// <link rel="modulepreload">, and the imports written inside inline module
// scripts (React Router's hydration script) — each counted once, gzipped.
import { gzipSync } from "node:zlib";

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag)?.slice(1).find((v) => v !== undefined);

const decode = (text: string) => text.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

/** The same-origin script addresses the HTML loads at start, in order of appearance, without repeats. */
export function firstLoadScriptUrls(html: string): string[] {
  const found: string[] = [];
  const add = (url: string | undefined) => {
    if (!url) return;
    const clean = decode(url.trim());
    if (clean.startsWith("/") && !clean.startsWith("//")) found.push(clean);
  };
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if ((attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/).includes("modulepreload")) add(attribute(tag, "href"));
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = `<script ${match[1]}>`;
    if ((attribute(tag, "type") ?? "").toLowerCase() !== "module") continue;
    const src = attribute(tag, "src");
    if (src) {
      add(src);
      continue;
    }
    for (const imported of match[2]!.matchAll(/(?:\bimport\s*\(\s*|\bimport\s+(?:[^"'();]*?\s+from\s+)?|\bfrom\s+)(["'])([^"']+)\1/g)) add(imported[2]);
  }
  return [...new Set(found)];
}

export interface ScriptSize {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export const gzipSize = (content: Uint8Array | string) => gzipSync(content, { level: 9 }).length;

/** Fetches each script and measures it; a script that fails to load is an error naming it. */
export async function measureScripts(urls: readonly string[], fetchScript: (url: string) => Promise<Uint8Array>): Promise<ScriptSize[]> {
  return Promise.all(
    urls.map(async (url) => {
      const body = await fetchScript(url);
      return { url, bytes: body.byteLength, gzipBytes: gzipSize(body) };
    }),
  );
}
