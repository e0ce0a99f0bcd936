import { useMemo, useRef, useState } from "react";
import { ANALYTICS_EVENTS } from "../../../domain/leads/analytics.ts";
import { trackEvent } from "../forms/analytics.ts";
import type { RepaymentFrequency } from "../../../domain/finance/calculator.ts";
import {
  calculatorComparisonRate,
  financeResult,
  FREQUENCY_LABELS,
  FREQUENCY_SUFFIX,
  readFinanceInput,
  type FinanceCalculatorSetup,
  type FinanceInputValues,
} from "../../lib/detail/calculator-input.ts";
import { toggleExpandedHref, type Expandable } from "../../lib/detail/expanded-sections.ts";
import { formatAud } from "../../../domain/money.ts";
import { UntilHydrated } from "../../lib/use-hydrated.ts";
import { ToggleLink } from "./toggle-link.tsx";
import { comparisonRangeText } from "../../../domain/finance/variants.ts";

type Field = "amount" | "deposit" | "residual" | "interest" | "term";
type Typed = Record<Field, string> & { frequency: RepaymentFrequency };

const asTyped = (input: FinanceInputValues): Typed => ({
  amount: String(input.amount),
  deposit: String(input.deposit),
  residual: String(input.residual),
  interest: String(input.interest),
  term: String(input.term),
  frequency: input.frequency,
});

const percent = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}% p.a.` : "–");

/**
 * detail §5 "Finance calculator": amount, deposit or trade-in, term, interest,
 * residual and frequency, each clamped to its bounds; 'Enquire for Finance'
 * with a blank total for repayments of 25 or less; the comparison rate beside
 * the interest rate. Without JavaScript it is a GET form the server works out.
 */
export function FinanceCalculator({
  setup,
  initial,
  action,
  expanded: opened,
  carId,
  title = "Finance Calculator",
  hidden = [],
  footer,
  idPrefix = "finance",
}: {
  carId: number | null;
  /** Element ids start with it, so a second calculator on one page (the modal) keeps its own ids. */
  idPrefix?: string;
  /** "Finance Calculator"; the listing and modal calculators name themselves. */
  title?: string;
  /** Extra fields the no-JavaScript form sends along (the page's own query). */
  hidden?: readonly (readonly [string, string])[];
  /** Under the result: the modal's "Get Finance Now", worked out from the figures. */
  footer?: (input: FinanceInputValues) => React.ReactNode;
  setup: FinanceCalculatorSetup;
  initial: FinanceInputValues;
  action: string;
  expanded: readonly Expandable[];
}) {
  const [typed, setTyped] = useState<Typed>(() => asTyped(initial));
  const [disclaimerOpen, setDisclaimerOpen] = useState(opened.includes("disclaimer"));
  const { bounds } = setup.fields;

  const input = useMemo(() => readFinanceInput(new URLSearchParams(typed), setup), [typed, setup]);
  const result = financeResult(input, setup);
  const comparison = calculatorComparisonRate(input.interest, setup);

  const used = useRef(false);
  const change = (field: keyof Typed) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    // detail §7 event 26: the first use of the calculator on this page.
    if (!used.current) {
      used.current = true;
      trackEvent(ANALYTICS_EVENTS.financeCalculatorFirstUse, carId == null ? {} : { car_id: carId });
    }
    setTyped((current) => ({ ...current, [field]: event.target.value }));
  };
  // Out-of-range values are clamped once the shopper leaves the field, so typing is never fought.
  const settle = (field: Field) => () => setTyped((current) => ({ ...current, [field]: String(input[field]) }));

  const numberField = (field: Field, label: string, help?: string, readOnly = false) => (
    <div className="calc-field">
      <label htmlFor={`${idPrefix}-${field}`}>{label}</label>
      <input
        id={`${idPrefix}-${field}`}
        name={field}
        type="number"
        inputMode="decimal"
        min={bounds[field].min}
        max={bounds[field].max}
        step={bounds[field].step}
        value={typed[field]}
        readOnly={readOnly}
        onChange={change(field)}
        onBlur={settle(field)}
        aria-describedby={help ? `${idPrefix}-${field}-help` : undefined}
      />
      {help && (
        <p className="calc-field__help" id={`${idPrefix}-${field}-help`}>
          {help}
        </p>
      )}
    </div>
  );

  return (
    <section className="detail-section finance-calculator" id={`${idPrefix}-calculator`} aria-labelledby={`${idPrefix}-calculator-title`}>
      <h2 id={`${idPrefix}-calculator-title`}>{title}</h2>
      <form method="get" action={action} className="calc-form" onSubmit={(event) => event.preventDefault()} noValidate>
        {hidden.map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        <div className="calc-grid">
          {numberField("amount", "Vehicle price ($)", setup.fields.amountHelpText)}
          {numberField("deposit", "Deposit or trade-in ($)")}
          {numberField("term", "Loan term (years)")}
          {setup.interestMode === "hidden" ? (
            <input type="hidden" name="interest" value={typed.interest} />
          ) : (
            numberField("interest", "Interest rate (% p.a.)", setup.interestMode === "locked" ? "Set by our lender" : undefined, setup.interestMode === "locked")
          )}
          {numberField("residual", "Balloon / residual ($)")}
          <div className="calc-field">
            <label htmlFor={`${idPrefix}-frequency`}>Repayments</label>
            <select id={`${idPrefix}-frequency`} name="frequency" value={typed.frequency} onChange={change("frequency")}>
              {(Object.keys(FREQUENCY_LABELS) as RepaymentFrequency[]).map((frequency) => (
                <option key={frequency} value={frequency}>
                  {FREQUENCY_LABELS[frequency]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="calc-result" aria-live="polite" data-testid="finance-result">
          <p className="calc-result__repayment">
            <span className="calc-result__label">{FREQUENCY_LABELS[input.frequency]} repayment</span>
            <strong data-testid="finance-repayment">
              {result.repaymentText}
              {result.kind === "repayment" && <span className="calc-result__unit">{FREQUENCY_SUFFIX[input.frequency]}</span>}
            </strong>
          </p>
          {setup.interestMode !== "hidden" && (
            <p className="calc-result__rates">
              <span>
                Interest rate <strong>{percent(input.interest)}</strong>
              </span>
              <span>
                Comparison rate <strong data-testid="finance-comparison-rate">{percent(comparison)}</strong>
              </span>
            </p>
          )}
          {setup.interestMode !== "hidden" && setup.comparisonRange && (
            <p className="calc-result__range" data-testid="finance-comparison-range">
              {comparisonRangeText(setup.comparisonRange)}
            </p>
          )}
          {result.kind === "enquire" ? (
            <p className="calc-result__reason" data-testid="finance-enquire-reason">
              {result.reason}
            </p>
          ) : (
            <p className="calc-result__total">
              <span className="calc-result__label">Total repayable</span> <strong data-testid="finance-total">{result.totalText}</strong>
              {setup.fees.upfront > 0 && (
                <span className="calc-result__fees" data-testid="finance-fees">
                  {" "}
                  including {formatAud(setup.fees.upfront, { cents: !Number.isInteger(setup.fees.upfront) })} in fees financed with the loan
                  {setup.fees.monthly > 0 && ` and ${formatAud(setup.fees.monthly)} a month`}
                </span>
              )}
            </p>
          )}
          {result.kind === "repayment" && setup.feeItems.length > 1 && (
            <ul className="calc-result__fee-items" data-testid="finance-fee-items" aria-label="Fees included">
              {setup.feeItems.map((item) => (
                <li key={item.label}>
                  {item.label} {formatAud(item.amount, { cents: !Number.isInteger(item.amount) })}
                  {item.per === "month" ? " a month, in each repayment" : ", financed with the loan"}
                </li>
              ))}
            </ul>
          )}
          {footer?.(input)}
        </div>
        {/* Live once JavaScript runs; until then the server works the figures out. */}
        <UntilHydrated>
          <button type="submit" className="button button--ghost calc-submit without-js">
            Calculate
          </button>
        </UntilHydrated>
      </form>
      <div className="calc-disclaimer" id={`${idPrefix}-calculator-disclaimer`}>
        <p>
          {disclaimerOpen ? setup.disclaimer.full : setup.disclaimer.collapsed}{" "}
          {setup.disclaimer.truncated && (
            <ToggleLink
              expanded={disclaimerOpen}
              onToggle={() => setDisclaimerOpen(!disclaimerOpen)}
              href={toggleExpandedHref(opened, "disclaimer", `${idPrefix}-calculator-disclaimer`)}
              controls={`${idPrefix}-calculator-disclaimer`}
            />
          )}
        </p>
      </div>
    </section>
  );
}
