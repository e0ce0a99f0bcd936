import { useState } from "react";
import type { FinanceEstimate } from "../../../domain/finance/estimate.ts";
import { formatAud } from "../../../domain/money.ts";
import type { Quote } from "../../../domain/finance/quote-provider.ts";
import { DeferredPanel } from "./deferred-panel.tsx";
import { ToggleLink } from "./toggle-link.tsx";

const percent = (value: number) => `${value.toFixed(2)}% p.a.`;

/** The sidebar's finance estimate (domain/finance/estimate.ts) and the personalised quote, when the site quotes. */
export function FinanceEstimatePanel({
  estimate,
  quote,
  disclaimerExpanded,
  disclaimerHref,
}: {
  estimate: FinanceEstimate | null;
  /** The quote, or its promise while it streams in. */
  quote: Quote | null | Promise<Quote | null>;
  disclaimerExpanded: boolean;
  disclaimerHref: string;
}) {
  const [expanded, setExpanded] = useState(disclaimerExpanded);
  return (
    <div className="finance-panel">
      {estimate && (
        <div className="finance-panel__estimate">
          <p className="finance-panel__headline">
            <span className="finance-panel__label">Finance from</span> <strong>{estimate.weeklyText}</strong>
            <span className="finance-panel__unit">/wk</span>
          </p>
          <p className="finance-panel__rates">
            <span>Interest rate {percent(estimate.interestRate)}</span>
            <span>Comparison rate {percent(estimate.comparisonRate)}*</span>
          </p>
          <p className="finance-panel__terms">
            {estimate.monthlyText} monthly over {estimate.termYears} years with a {formatAud(estimate.deposit)} deposit and a{" "}
            {formatAud(estimate.finalPayment)} final payment. <a href="#finance-calculator">Calculate your repayments</a>
          </p>
          {estimate.disclaimer && (
            <div className="finance-panel__disclaimer" id="financeDisclaimer">
              <p>
                *{expanded ? estimate.disclaimer.full : estimate.disclaimer.collapsed}{" "}
                {estimate.disclaimer.truncated && (
                  <ToggleLink expanded={expanded} onToggle={() => setExpanded(!expanded)} href={disclaimerHref} controls="financeDisclaimer" />
                )}
              </p>
            </div>
          )}
        </div>
      )}
      {/* detail §8 "Quote failure: silent." */}
      <DeferredPanel data={quote} errorElement={null}>
        {(answer) => (answer ? <QuoteLine quote={answer} /> : null)}
      </DeferredPanel>
    </div>
  );
}

function QuoteLine({ quote }: { quote: Quote }) {
  return (
    <div className="finance-panel__quote" data-testid="finance-quote">
      <p className="finance-panel__headline">
        <span className="finance-panel__label">Your personalised estimate</span> <strong>{formatAud(quote.weeklyRepaymentAmount)}</strong>
        <span className="finance-panel__unit">/wk</span>
      </p>
      <p className="finance-panel__rates">
        <span>Advertised rate {percent(quote.advertisedRate)}</span>
        <span>Comparison rate {percent(quote.comparisonRate)}</span>
      </p>
      <p className="finance-panel__terms">
        Indicative weekly repayment on the full price over 5 years, with no deposit and no final payment, for a great credit history. Subject to the
        lender's approval.
      </p>
    </div>
  );
}
