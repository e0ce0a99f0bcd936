// _highlightResult for a hit: each highlighted attribute's text with the
// words that matched the query wrapped in the highlight tags, how many query
// words it matched (none, partial, full) and which.
import type { BaseRecord } from "../schema.ts";
import type { RecordIndex } from "../index/record-index.ts";
import { tokensWithOffsets } from "../text/normalize.ts";
import type { HighlightField, HighlightResult } from "../types.ts";
import { identifierMatches } from "./text-match.ts";
import type { WordPlan } from "./text-match.ts";

interface TermMatch {
  /** Index of the query word. */
  word: number;
  /** Letters to highlight when the term extends the query word (prefix match). */
  prefixLength: number | null;
}

export class Highlighter {
  private readonly terms = new Map<string, TermMatch[]>();
  /** Searchable attributes matched whole (codes), not word by word. */
  private readonly identifiers: Set<string>;

  constructor(
    index: RecordIndex,
    private readonly plans: WordPlan[],
    private readonly preTag: string,
    private readonly postTag: string,
  ) {
    this.identifiers = new Set(index.schema.identifierAttributes.map(({ spec }) => spec.name));
    plans.forEach((plan, word) => {
      const { termIds, typos } = plan.expansion;
      termIds.forEach((id, i) => {
        const term = index.text.terms[id];
        const prefixLength = plan.isLast && typos[i] === 0 && term !== plan.word && term.startsWith(plan.word) ? plan.word.length : null;
        const list = this.terms.get(term) ?? [];
        list.push({ word, prefixLength });
        this.terms.set(term, list);
      });
    });
  }

  private field(text: string, attribute: string): HighlightField {
    const matched = new Set<number>();
    if (this.plans.length === 0) return { value: text, matchLevel: "none", matchedWords: [] };
    if (this.identifiers.has(attribute)) {
      this.plans.forEach((plan, word) => {
        if (identifierMatches(text, plan.word, plan.isLast)) matched.add(word);
      });
      if (matched.size === 0) return { value: text, matchLevel: "none", matchedWords: [] };
      return this.result(`${this.preTag}${text}${this.postTag}`, matched, true);
    }
    let out = "";
    let last = 0;
    let highlightedAll = true;
    const tokens = tokensWithOffsets(text);
    for (const token of tokens) {
      const matches = this.terms.get(token.word);
      if (!matches) {
        highlightedAll = false;
        continue;
      }
      for (const match of matches) matched.add(match.word);
      // A prefix match lights up only the typed letters, when they line up
      // with the original spelling.
      const prefix = matches.every((m) => m.prefixLength !== null) ? Math.max(...matches.map((m) => m.prefixLength!)) : null;
      const originalLength = token.end - token.start;
      const end = prefix !== null && originalLength === token.word.length ? token.start + prefix : token.end;
      if (end < token.end) highlightedAll = false;
      out += text.slice(last, token.start) + this.preTag + text.slice(token.start, end) + this.postTag;
      last = end;
    }
    out += text.slice(last);
    if (matched.size === 0) return { value: text, matchLevel: "none", matchedWords: [] };
    return this.result(out, matched, highlightedAll && tokens.length > 0);
  }

  private result(value: string, matched: Set<number>, fully: boolean): HighlightField {
    const full = matched.size === this.plans.length;
    const field: HighlightField = {
      value,
      matchLevel: full ? "full" : "partial",
      matchedWords: [...matched].sort((a, b) => a - b).map((i) => this.plans[i].word),
    };
    if (full) field.fullyHighlighted = fully;
    return field;
  }

  highlight(doc: BaseRecord, attributes: readonly string[]): HighlightResult {
    const result: HighlightResult = {};
    for (const attribute of attributes) {
      const value = (doc as unknown as Record<string, unknown>)[attribute];
      if (typeof value === "string") result[attribute] = this.field(value, attribute);
      else if (Array.isArray(value)) {
        result[attribute] = value.filter((item): item is string => typeof item === "string").map((item) => this.field(item, attribute));
      }
    }
    return result;
  }
}
