import { useRef } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { BODY_TILES_SHOWN, BUDGET_TERM_YEARS, DEFAULT_REPAYMENT, PAYMENTS_PER_YEAR, type RepaymentPeriod } from "../../../domain/budget-finder.ts";
import { formatAud } from "../../../domain/money.ts";
import type { BudgetFinderData } from "../../lib/buyer-tools.server.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useDebouncedCallback } from "../listing/use-debounced-callback.ts";

/** detail §2 "Other screens": the budget finder. A GET form the server works out; with JavaScript it updates as the shopper types. */
export function BudgetFinder({ data }: { data: BudgetFinderData }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const update = useDebouncedCallback(() => form.current && submit(form.current, { replace: true, preventScrollReset: true }), 400);
  const busy = navigation.state === "loading" && navigation.location.pathname === "/budget-finder";
  const { inputs, button } = data;
  const perPeriod = inputs.period === "weekly" ? "week" : "month";

  // A repayment still at one period's default follows the other period's default when the shopper switches.
  const switchPeriod = (next: RepaymentPeriod) => {
    const field = form.current?.elements.namedItem("repayment") as HTMLInputElement | null;
    const previous: RepaymentPeriod = next === "weekly" ? "monthly" : "weekly";
    if (field && Number(field.value.replace(/[$,\s]/g, "")) === DEFAULT_REPAYMENT[previous]) field.value = String(DEFAULT_REPAYMENT[next]);
    update.flush();
    update.schedule();
  };

  const tile = (body: BudgetFinderData["bodies"][number]) => (
    <label key={body.value} className="body-tile">
      <input type="checkbox" name="body" value={body.value} defaultChecked={body.selected} onChange={() => update.schedule()} />
      <span className="body-tile__name">{body.value}</span>
      <span className="body-tile__count">{body.count}</span>
    </label>
  );

  return (
    <div className="container buyer-tool">
      <h1>Find cars for your budget</h1>
      <Form ref={form} method="get" action="/budget-finder" className="buyer-tool__form" onChange={() => update.schedule()} preventScrollReset>
        <input type="hidden" name="from" value={data.from} />
        {data.bodies.length > 0 && (
          <fieldset className="body-tiles">
            <legend>Select your preferred car types</legend>
            <div className="body-tiles__grid">{data.bodies.slice(0, BODY_TILES_SHOWN).map(tile)}</div>
            {data.bodies.length > BODY_TILES_SHOWN && (
              <details className="body-tiles__more" open={data.bodies.slice(BODY_TILES_SHOWN).some((body) => body.selected)}>
                <summary>More body types</summary>
                <div className="body-tiles__grid">{data.bodies.slice(BODY_TILES_SHOWN).map(tile)}</div>
              </details>
            )}
          </fieldset>
        )}
        <fieldset className="buyer-tool__period">
          <legend>How often would you like to pay?</legend>
          {(["weekly", "monthly"] as const).map((period) => (
            <label key={period} className="radio-pill">
              <input type="radio" name="period" value={period} defaultChecked={inputs.period === period} onChange={() => switchPeriod(period)} />
              {period === "weekly" ? "Weekly" : "Monthly"}
            </label>
          ))}
        </fieldset>
        <div className="buyer-tool__fields">
          <label className="calc-field">
            <span>Repayment ($ a {perPeriod})</span>
            <input name="repayment" inputMode="numeric" defaultValue={inputs.repayment} key={`r${inputs.repayment}`} autoComplete="off" />
          </label>
          <label className="calc-field">
            <span>Deposit ($)</span>
            <input name="deposit" inputMode="numeric" defaultValue={inputs.deposit} key={`d${inputs.deposit}`} autoComplete="off" />
          </label>
        </div>
        {!hydrated && (
          <button type="submit" className="button button--ghost without-js">
            Update my budget
          </button>
        )}
      </Form>
      <section className="buyer-tool__result" aria-live="polite" aria-busy={busy} data-busy={busy || undefined}>
        <p className="buyer-tool__budget">
          Your budget: <strong data-testid="budget-amount">{formatAud(data.budget)}</strong>
        </p>
        <p className="buyer-tool__note">
          Indicative only: {formatAud(inputs.repayment)} × {PAYMENTS_PER_YEAR[inputs.period]} {inputs.period === "weekly" ? "weeks" : "months"} × {BUDGET_TERM_YEARS}{" "}
          years plus your {formatAud(inputs.deposit)} deposit. It ignores interest, fees and any balloon payment; our finance team can tell you what
          you can borrow.
        </p>
        {button.href ? (
          <Link className="button buyer-tool__results" to={button.href} data-testid="budget-results">
            {button.label}
          </Link>
        ) : (
          <>
            <span className="button buyer-tool__results buyer-tool__results--disabled" role="link" aria-disabled="true" data-testid="budget-results">
              {button.label}
            </span>
            <p className="buyer-tool__error" role="status">
              {button.error}
              {data.lowestPrice !== null && `: our lowest-priced ${data.type} in this search is ${formatAud(data.lowestPrice)}.`}
            </p>
          </>
        )}
      </section>
    </div>
  );
}
