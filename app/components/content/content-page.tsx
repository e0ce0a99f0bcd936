import type { ReactNode } from "react";

/** The frame of a plain content page: a heading, an optional lead paragraph, then the text. */
export function ContentPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <article className="container content-page">
      <header className="content-page__header">
        <h1>{title}</h1>
        {lead && <p className="content-page__lead">{lead}</p>}
      </header>
      <div className="content-page__body">{children}</div>
    </article>
  );
}
