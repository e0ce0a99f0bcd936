import { Link } from "react-router";

/** detail §2 "Feature banner with three items: offers, service booking, sell your car" — above the footer, plain links. */
export function FeatureBanner({ labels }: { labels: { bookService: string } }) {
  const items = [
    { title: "Special offers", text: "This month's deals on new, demo and used stock.", href: "/special-offers", action: "See the offers" },
    { title: labels.bookService, text: "Pick a time that suits you, online in a minute.", href: "/service", action: labels.bookService },
    { title: "Sell your car", text: "A valuation today, whether or not you buy from us.", href: "/sell-your-car", action: "Get a valuation" },
  ];
  return (
    <section className="feature-banner" aria-label="How we can help">
      <ul className="container feature-banner__items">
        {items.map((item) => (
          <li key={item.href} className="feature-banner__item">
            <h2 className="feature-banner__title">{item.title}</h2>
            <p>{item.text}</p>
            <Link to={item.href} className="feature-banner__link">
              {item.action} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
