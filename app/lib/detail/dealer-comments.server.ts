// Dealer comments arrive from stock feeds as plain text or as HTML, and now and
// then with markup that must never run on a dealer's site. Everything is
// sanitised here, on the server, with an allow-list: formatting survives,
// scripts, event handlers, images and links do not. The collapsed view is
// plain text cut at 400 characters (domain/dealer-comments.ts).
import sanitizeHtml from "sanitize-html";
import { dealerComments, type DEALER_COMMENTS_PENDING } from "../../../domain/dealer-comments.ts";

const FORMATTING: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "b", "strong", "i", "em", "u", "ul", "ol", "li", "h3", "h4", "h5", "blockquote"],
  allowedAttributes: {},
  // <script> and <style> go with their content; other unknown tags keep their text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object"],
};

export type DealerCommentsView =
  | { kind: "pending"; message: typeof DEALER_COMMENTS_PENDING }
  | {
      kind: "comments";
      /** Sanitised HTML of the whole comment. */
      html: string;
      /** Plain text, at most 400 characters, shown until Show More. */
      collapsed: string;
      truncated: boolean;
    };

const looksLikeHtml = (text: string) => /<\/?[a-z][^>]*>/i.test(text);

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Plain text becomes paragraphs at blank lines and line breaks within them. */
function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeText(block).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": " " };

/** The visible text of sanitised HTML: blocks and list items on their own lines. */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<li>/gi, "• ")
    .replace(/<\/(p|li|h3|h4|h5|blockquote|ul|ol)>/gi, "\n");
  return sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function sanitizeDealerComments(raw: string | null | undefined): string {
  const text = (raw ?? "").trim();
  if (text === "" || text.toLowerCase() === "null") return "";
  return looksLikeHtml(text) ? sanitizeHtml(text, FORMATTING).trim() : paragraphs(text);
}

export function dealerCommentsView(raw: string | null | undefined): DealerCommentsView {
  const html = sanitizeDealerComments(raw);
  const rule = dealerComments(htmlToText(html));
  if (rule.kind === "pending") return rule;
  return { kind: "comments", html, collapsed: rule.collapsed, truncated: rule.truncated };
}
