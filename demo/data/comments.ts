// Dealer comments as feeds deliver them: missing, empty, a line, several
// paragraphs, HTML, and now and then markup that must never run on the site.
import type { Random } from "./random.ts";
import { HOSTILE_COMMENTS, HTML_COMMENTS, LONG_COMMENT_CLOSINGS, LONG_COMMENT_MIDDLES, LONG_COMMENT_OPENINGS, SHORT_COMMENTS } from "./reference/vocabulary.ts";

export type CommentKind = "null" | "empty" | "short" | "long" | "html" | "script" | "img";

export function commentKind(r: Random): CommentKind {
  return r.weighted<CommentKind>([
    ["null", 7],
    ["empty", 4],
    ["short", 30],
    ["long", 42],
    ["html", 16.8],
    ["script", 0.1],
    ["img", 0.1],
  ]);
}

export interface CommentSubject {
  year: number;
  make: string;
  model: string;
  badge: string | null;
  body: string;
  colour: string;
}

function fill(template: string, subject: CommentSubject): string {
  return template
    .replace("{year}", String(subject.year))
    .replace("{make}", subject.make)
    .replace("{model}", subject.model)
    .replace("{badge}", subject.badge ?? "")
    .replace("{body}", subject.body.toLowerCase())
    .replace("{colour}", subject.colour)
    .replace(/ {2,}/g, " ");
}

export function dealerComment(r: Random, kind: CommentKind, subject: CommentSubject): string | null {
  switch (kind) {
    case "null":
      return null;
    case "empty":
      return "";
    case "short":
      return r.pick(SHORT_COMMENTS);
    case "long": {
      // Always past the 400-character "show more" cut.
      const middles = r.sample(LONG_COMMENT_MIDDLES, r.int(2, 4)).join(" ");
      return `${fill(r.pick(LONG_COMMENT_OPENINGS), subject)} ${middles}\n\n${r.pick(LONG_COMMENT_CLOSINGS)}`;
    }
    case "html":
      return r.pick(HTML_COMMENTS);
    case "script":
      return HOSTILE_COMMENTS[0];
    case "img":
      return HOSTILE_COMMENTS[1];
  }
}
