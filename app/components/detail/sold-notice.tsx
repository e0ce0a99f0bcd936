import { Link } from "react-router";

/** detail §4: a sold car shows SOLD with a find-similar prompt instead of price and buying actions. */
export function SoldNotice({ sold, findSimilarHref, label, similarEnquiryHref }: { sold: boolean; findSimilarHref: string; label: string; similarEnquiryHref: string }) {
  return (
    <div className="sold-notice" role="status">
      <p className="sold-notice__badge">{sold ? "SOLD" : "No longer available"}</p>
      <p>This vehicle has found a new home. We have others like it.</p>
      <Link className="button" to={findSimilarHref}>
        {label}
      </Link>
      {/* detail §4: "Find Me Something Similar (and a similar-car enquiry)". */}
      <Link className="button button--ghost" to={similarEnquiryHref}>
        Ask us to find one like it
      </Link>
    </div>
  );
}
