import { Link } from "react-router";
import type { BlogCardView, BlogListView, BlogPostView } from "../../lib/blog.ts";
import { ContentPage } from "./content-page.tsx";

function BlogCard({ card }: { card: BlogCardView }) {
  return (
    <li className="blog-card">
      {card.image && <img className="blog-card__image" src={`${card.image}?w=480`} alt="" width={480} height={320} loading="lazy" />}
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <span>{card.category}</span> · <time dateTime={card.date}>{card.dateText}</time>
        </p>
        <h2 className="blog-card__title">
          <Link to={card.path}>{card.title}</Link>
        </h2>
        <p className="blog-card__excerpt">{card.excerpt}</p>
      </div>
    </li>
  );
}

/** /blog and /blog/vehicle-reviews: cards with an 80-character excerpt, and page links. */
export function BlogList({ view }: { view: BlogListView }) {
  return (
    <ContentPage title={view.title} lead={view.pageCount > 1 ? `Page ${view.page} of ${view.pageCount}` : undefined}>
      <nav className="blog-tabs" aria-label="Blog sections">
        {view.tabs.map((tab) => (
          <Link key={tab.href} to={tab.href} aria-current={tab.current ? "page" : undefined} className={tab.current ? "blog-tabs__tab is-current" : "blog-tabs__tab"}>
            {tab.label}
          </Link>
        ))}
      </nav>
      <ul className="blog-grid">
        {view.cards.map((card) => (
          <BlogCard key={card.path} card={card} />
        ))}
      </ul>
      {view.pageCount > 1 && (
        <nav className="pagination" aria-label="Blog pages">
          {view.previous && (
            <Link to={view.previous} rel="prev">
              Previous
            </Link>
          )}
          {view.links.map((link, i) =>
            "gap" in link ? (
              <span key={`gap-${i}`} aria-hidden="true">
                …
              </span>
            ) : (
              <Link key={link.page} to={link.href} aria-current={link.current ? "page" : undefined} aria-label={`Page ${link.page}`}>
                {link.page}
              </Link>
            ),
          )}
          {view.next && (
            <Link to={view.next} rel="next">
              Next
            </Link>
          )}
        </nav>
      )}
    </ContentPage>
  );
}

/** One blog post: its sanitised Markdown, then more posts of its kind. */
export function BlogPostPage({ post }: { post: BlogPostView }) {
  return (
    <ContentPage
      title={post.title}
      lead={
        <>
          <Link to={post.categoryHref}>{post.category}</Link> · <time dateTime={post.date}>{post.dateText}</time>
          {post.author && <> · {post.author}</>}
        </>
      }
    >
      {post.image && <img className="blog-post__image" src={`${post.image}?w=960`} alt="" width={960} height={640} />}
      {/* Rendered from the site's Markdown at start-up and sanitised with an allow-list (sites/content.ts). */}
      <div className="site-content" dangerouslySetInnerHTML={{ __html: post.html }} />
      {post.more.length > 0 && (
        <section className="blog-more" aria-labelledby="blog-more-title">
          <h2 id="blog-more-title">More {post.category.toLowerCase()}</h2>
          <ul className="blog-grid">
            {post.more.map((card) => (
              <BlogCard key={card.path} card={card} />
            ))}
          </ul>
        </section>
      )}
      <p className="content-page__actions">
        <Link className="button button--ghost" to="/blog">
          All posts
        </Link>
      </p>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: post.jsonLd }} />
    </ContentPage>
  );
}
