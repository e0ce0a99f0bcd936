// Rendered images on disk, named by a hash of what was asked for: the same
// request is drawn once per cache folder. Writes go to a temporary file first
// and are renamed into place, so a reader never sees half an image.
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createHash, randomBytes } from "node:crypto";
import { join } from "node:path";

/** Bump when the drawings change, so old renderings are not served again. */
const RENDER_VERSION = "1";

export function cacheKey(...parts: (string | number)[]): string {
  return createHash("sha256").update([RENDER_VERSION, ...parts].join("|")).digest("hex").slice(0, 40);
}

const fileFor = (dir: string, key: string, extension: string) => join(dir, key.slice(0, 2), `${key}.${extension}`);

export async function readCached(dir: string, key: string, extension: string): Promise<Buffer | null> {
  try {
    return await readFile(fileFor(dir, key, extension));
  } catch {
    return null;
  }
}

/** Best effort: a full disk or a read-only folder costs a re-render later, never a failed response. */
export async function writeCached(dir: string, key: string, extension: string, data: Buffer): Promise<void> {
  const target = fileFor(dir, key, extension);
  const temporary = `${target}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await mkdir(join(dir, key.slice(0, 2)), { recursive: true });
    await writeFile(temporary, data);
    await rename(temporary, target);
  } catch {
    /* see above */
  }
}
