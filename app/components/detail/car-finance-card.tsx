import { Link } from "react-router";
import type { FinanceEstimate } from "../../../domain/finance/estimate.ts";

/** detail §2 "Car Finance card with Get Pre-Approved button". */
export function CarFinanceCard({ estimate, financeHref, noun = "Car" }: { estimate: FinanceEstimate | null; financeHref: string; noun?: string }) {
  return (
    <section className="detail-section car-finance-card" aria-labelledby="car-finance-title">
      <div>
        <h2 id="car-finance-title">{noun} Finance</h2>
        <p>
          {estimate
            ? `Take it home from ${estimate.weeklyText} a week. Get pre-approved in minutes, with no effect on your credit score.`
            : `Fast, competitive ${noun.toLowerCase()} finance arranged by our team. Get pre-approved in minutes, with no effect on your credit score.`}
        </p>
      </div>
      <Link className="button" to={financeHref}>
        Get Pre-Approved
      </Link>
    </section>
  );
}

/** listing §2 "Finance calculator or Request a Quote": where the dealer quotes instead of showing finance. */
export function RequestQuoteCard({ href, dealershipName }: { href: string; dealershipName: string }) {
  return (
    <section className="detail-section car-finance-card" id="request-quote" aria-labelledby="request-quote-title">
      <div>
        <h2 id="request-quote-title">Request a Quote</h2>
        <p>{dealershipName} prices finance and drive-away costs for each buyer. Ask for a quote and the team will reply with figures for you.</p>
      </div>
      <Link className="button" to={href}>
        Request a Quote
      </Link>
    </section>
  );
}
