// A feed may come compressed: a dealer management system's full feed of
// 60 MB of CSV is a few megabytes as gzip. A pushed body's Content-Encoding
// (gzip, deflate or br) and an imported file's name (.gz) say so. It is
// inflated by node:zlib on its thread pool (the event loop goes on serving
// pages meanwhile), and never past the feed limit: a small body that would
// inflate to more is refused when the limit is reached, without the memory
// being spent. What inflates is then read as any feed (its charset, its rows).
import { promisify } from "node:util";
import { brotliDecompress, gunzip, inflate, type ZlibOptions } from "node:zlib";

type Inflate = (bytes: Buffer, options: ZlibOptions) => Promise<Buffer>;

/** The content codings read, by their names in Content-Encoding ("deflate" is HTTP's: zlib-wrapped). */
const gunzipped = promisify(gunzip) as Inflate;
const INFLATERS: Record<string, Inflate> = {
  gzip: gunzipped,
  "x-gzip": gunzipped,
  deflate: promisify(inflate) as Inflate,
  br: promisify(brotliDecompress) as Inflate,
};

const READ_ENCODINGS = "gzip, deflate or br";

export type FeedBytes = { bytes: Buffer } | { status: 400 | 413 | 415; message: string };

/**
 * The feed's bytes as sent before compression. `encoding`: the
 * Content-Encoding header (none or identity: the bytes as they are).
 * 415 for a coding not read here (or several in a row), 413 when the feed
 * is larger than `maxBytes` once inflated, 400 when the bytes are not in
 * the coding named (cut short, say).
 */
export async function inflateFeed(bytes: Buffer, encoding: string | undefined, maxBytes: number): Promise<FeedBytes> {
  const coding = (encoding ?? "").trim().toLowerCase();
  if (coding === "" || coding === "identity") return { bytes };
  const refused = unreadEncoding(encoding);
  if (refused) return { status: 415, message: refused };
  const inflater = INFLATERS[coding];
  try {
    return { bytes: await inflater(bytes, { maxOutputLength: maxBytes }) };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "ERR_BUFFER_TOO_LARGE") return { status: 413, message: `The feed is larger than ${maxBytes} bytes once uncompressed: split it, or send deltas.` };
    return { status: 400, message: `The body is not ${coding} data (${code === "Z_BUF_ERROR" ? "it ends too soon" : "its bytes are not in that coding"}): send it again, or uncompressed.` };
  }
}

/** Why a Content-Encoding is not read here (a 415's message), or null when it is: checked before the body is read. */
export function unreadEncoding(encoding: string | undefined): string | null {
  const coding = (encoding ?? "").trim().toLowerCase();
  if (coding === "" || coding === "identity" || Object.hasOwn(INFLATERS, coding)) return null;
  return `Content-Encoding ${coding} is not read here: send the feed uncompressed, or as ${READ_ENCODINGS}.`;
}

/** A file's compression by its name: gzip for .gz, else none; and the name without that ending (which tells the format). */
export function fileEncoding(name: string): { encoding: "gzip" | undefined; inner: string } {
  return /\.gz$/i.test(name) ? { encoding: "gzip", inner: name.slice(0, -3) } : { encoding: undefined, inner: name };
}
