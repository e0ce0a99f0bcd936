import type { ListingData } from "../../lib/listing/listing.server.ts";

const FIELDS = [
  ["amount", "Vehicle price ($)"],
  ["deposit", "Deposit or trade-in ($)"],
  ["term", "Loan term (years)"],
  ["interest", "Interest rate (% p.a.)"],
  ["residual", "Balloon / residual ($)"],
] as const;

/**
 * detail §9 "the listing calculator": $30,000 over 6 years by default. A plain GET form back to this listing
 * that the server works out (figures in `calculator.view`), so the listing's first-load JavaScript stays as it
 * was: no calculator code in the browser, with or without JavaScript.
 */
export function ListingCalculator({ calculator, href }: { calculator: NonNullable<ListingData["calculator"]>; href: string }) {
  const [path, query = ""] = href.split("?");
  const { setup, input, view } = calculator;
  return (
    <section className="detail-section finance-calculator listing-calculator" id="finance-calculator" aria-labelledby="finance-calculator-title">
      <h2 id="finance-calculator-title">What would my repayments be?</h2>
      <form method="get" action={`${path}#finance-calculator`} className="calc-form">
        {[...new URLSearchParams(query)].map(([name, value], i) => (
          <input key={i} type="hidden" name={name} value={value} />
        ))}
        <div className="calc-grid">
          {FIELDS.filter(([field]) => field !== "interest" || setup.interestMode !== "hidden").map(([field, label]) => (
            <div className="calc-field" key={field}>
              <label htmlFor={`finance-${field}`}>{label}</label>
              <input
                id={`finance-${field}`}
                name={field}
                type="number"
                inputMode="decimal"
                {...setup.fields.bounds[field]}
                defaultValue={input[field]}
                readOnly={field === "interest" && setup.interestMode === "locked"}
              />
            </div>
          ))}
          <div className="calc-field">
            <label htmlFor="finance-frequency">Repayments</label>
            <select id="finance-frequency" name="frequency" defaultValue={input.frequency}>
              <option value="week">Weekly</option>
              <option value="fortnight">Fortnightly</option>
              <option value="month">Monthly</option>
            </select>
          </div>
        </div>
        <button type="submit" className="button button--ghost calc-submit">
          Calculate
        </button>
        <div className="calc-result" data-testid="finance-result">
          <p className="calc-result__repayment">
            <span className="calc-result__label">{view.frequencyLabel} repayment</span>
            <strong data-testid="finance-repayment">{view.repayment}</strong>
          </p>
          {view.rates && <p className="calc-result__rates">{view.rates}</p>}
          <p className="calc-result__total">{view.total}</p>
        </div>
      </form>
    </section>
  );
}
