// Rendered images on disk, named by a hash of what was asked for: the same
// request is drawn once per cache folder. Writes go to a temporary file first
// and are renamed into place, so a reader never sees half an image. The folder
// is bounded by bytes (IMAGE_CACHE_MB): the least recently used file is
// deleted first. What is on disk from an earlier run is counted at start-up,
// oldest first.
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { createHash, randomBytes } from "node:crypto";
import { join } from "node:path";
import { LRUCache } from "lru-cache";

/** Bump when the drawings change, so old renderings are not served again. */
const RENDER_VERSION = "1";

export function cacheKey(...parts: (string | number)[]): string {
  return createHash("sha256").update([RENDER_VERSION, ...parts].join("|")).digest("hex").slice(0, 40);
}

const fileFor = (dir: string, key: string, extension: string) => join(dir, key.slice(0, 2), `${key}.${extension}`);

export class ImageDiskCache {
  /** File → bytes, in order of use. */
  private readonly files: LRUCache<string, number> | null;
  private readonly counted: Promise<void>;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {
    this.files =
      maxBytes > 0
        ? new LRUCache<string, number>({
            maxSize: maxBytes,
            sizeCalculation: (bytes) => Math.max(1, bytes),
            dispose: (_bytes, file, reason) => {
              if (reason === "evict") void unlink(file).catch(() => undefined);
            },
          })
        : null;
    this.counted = this.files ? this.countExisting() : Promise.resolve();
  }

  /** Bytes of the files kept (as far as this process knows). */
  get usedBytes(): number {
    return this.files?.calculatedSize ?? 0;
  }

  async read(key: string, extension: string): Promise<Buffer | null> {
    if (!this.files) return null;
    const file = fileFor(this.dir, key, extension);
    try {
      const data = await readFile(file);
      if (this.files.get(file) === undefined) this.files.set(file, data.length); // marks it recently used
      return data;
    } catch {
      this.files.delete(file);
      return null;
    }
  }

  /** Best effort: a full disk or a read-only folder costs a re-render later, never a failed response. */
  async write(key: string, extension: string, data: Buffer): Promise<void> {
    if (!this.files || data.length > this.maxBytes) return;
    await this.counted;
    const target = fileFor(this.dir, key, extension);
    const temporary = `${target}.${randomBytes(4).toString("hex")}.tmp`;
    try {
      await mkdir(join(this.dir, key.slice(0, 2)), { recursive: true });
      await writeFile(temporary, data);
      await rename(temporary, target);
      this.files.set(target, data.length); // may delete the least recently used files
    } catch {
      await unlink(temporary).catch(() => undefined);
    }
  }

  /** Counts the files an earlier run left, oldest first, so they are the first to go; drops half-written ones. */
  private async countExisting(): Promise<void> {
    const found: { file: string; bytes: number; at: number }[] = [];
    try {
      for (const shard of await readdir(this.dir)) {
        const shardDir = join(this.dir, shard);
        const names = await readdir(shardDir).catch(() => [] as string[]);
        for (const name of names) {
          const file = join(shardDir, name);
          if (name.endsWith(".tmp")) {
            await unlink(file).catch(() => undefined);
            continue;
          }
          const info = await stat(file).catch(() => null);
          if (info?.isFile()) found.push({ file, bytes: info.size, at: info.mtimeMs });
        }
      }
    } catch {
      return; // no folder yet
    }
    found.sort((a, b) => a.at - b.at);
    for (const { file, bytes } of found) if (!this.files!.has(file)) this.files!.set(file, bytes);
  }
}
