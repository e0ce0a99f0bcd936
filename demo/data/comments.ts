// Dealer comments as feeds deliver them: missing, empty, a line, several
// paragraphs, HTML, and now and then markup that must never run on the site.
import type { Random } from "./random.ts";
import type { CarType, ItemType } from "../../domain/entities.ts";
import { commentTemplates } from "./comment-templates.ts";
import { HOSTILE_COMMENTS } from "./reference/vocabulary.ts";

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
  /** The comment's words fit the vehicle type and condition (comment-templates.ts). */
  itemType: ItemType;
  carType: CarType;
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
  const t = commentTemplates(subject);
  switch (kind) {
    case "null":
      return null;
    case "empty":
      return "";
    case "short":
      return r.pick(t.short);
    case "long": {
      // Always past the 400-character "show more" cut.
      const middles = r.sample(t.middles, r.int(2, 4)).join(" ");
      return `${fill(r.pick(t.openings), subject)} ${middles}\n\n${r.pick(t.closings)}`;
    }
    case "html":
      return r.pick(t.html);
    case "script":
      return HOSTILE_COMMENTS[0];
    case "img":
      return HOSTILE_COMMENTS[1];
  }
}
