import { useState } from "react";
import { toggleExpandedHref, type Expandable } from "../../lib/detail/expanded-sections.ts";
import type { DealerCommentsView } from "../../lib/detail/dealer-comments.server.ts";
import { ToggleLink } from "./toggle-link.tsx";

/**
 * detail §2/§4: Our Comments (franchise and used templates) or Dealer
 * Comments (group): 400 characters, then Show More / Show Less. The HTML was
 * sanitised on the server (app/lib/detail/dealer-comments.server.ts).
 */
export function DealerComments({ comments, title, expanded: opened }: { comments: DealerCommentsView; title: string; expanded: readonly Expandable[] }) {
  const [expanded, setExpanded] = useState(opened.includes("comments"));
  return (
    <section className="detail-section" id="dealer-comments" aria-labelledby="dealer-comments-title">
      <h2 id="dealer-comments-title">{title}</h2>
      {comments.kind === "pending" ? (
        <p className="dealer-comments__pending">{comments.message}</p>
      ) : (
        <>
          <div className="dealer-comments" id="dealer-comments-text">
            {comments.truncated && !expanded ? (
              <p className="dealer-comments__collapsed">{comments.collapsed}</p>
            ) : (
              <div dangerouslySetInnerHTML={{ __html: comments.html }} />
            )}
          </div>
          {comments.truncated && (
            <ToggleLink
              expanded={expanded}
              onToggle={() => setExpanded(!expanded)}
              href={toggleExpandedHref(opened, "comments", "dealer-comments")}
              controls="dealer-comments-text"
            />
          )}
        </>
      )}
    </section>
  );
}
