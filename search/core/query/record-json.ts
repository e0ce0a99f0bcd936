// JSON text kept per slot for the record it holds (a changed record has a new
// stamp: its position in the record store): the record itself, and its
// highlight for queries without words. Bounded: the oldest entries go first.
import type { HighlightResult } from "../types.ts";

const LIMIT = 20_000;

export class RecordJsonCache {
  private readonly records = new Map<number, { stamp: number; json: string }>();
  private readonly highlights = new Map<number, { stamp: number; key: string; json: string }>();

  record(slot: number, stamp: number, render: () => string): string {
    const cached = this.records.get(slot);
    if (cached && cached.stamp === stamp) return cached.json;
    const json = render();
    if (!cached && this.records.size >= LIMIT) this.records.delete(this.records.keys().next().value as number);
    this.records.set(slot, { stamp, json });
    return json;
  }

  /** The record's highlight JSON for settings `key`, made by `build` when not cached. */
  plainHighlight(slot: number, stamp: number, key: string, build: () => HighlightResult): string {
    const cached = this.highlights.get(slot);
    if (cached && cached.stamp === stamp && cached.key === key) return cached.json;
    const json = JSON.stringify(build());
    if (!cached && this.highlights.size >= LIMIT) this.highlights.delete(this.highlights.keys().next().value as number);
    this.highlights.set(slot, { stamp, key, json });
    return json;
  }
}

/** Rendered responses by request, valid for one index version; least recently used go first. */
export class ResponseCache {
  private readonly entries = new Map<string, { version: number; body: string; enough: boolean }>();

  constructor(public limit: number) {}

  resize(limit: number): void {
    this.limit = Math.max(0, Math.floor(limit));
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
  }

  get(key: string, version: number): { body: string; enough: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) return undefined;
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, version: number, value: { body: string; enough: boolean }): void {
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { version, ...value });
  }
}
