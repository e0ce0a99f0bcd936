import { useState } from "react";
import { DEFAULT_FUEL_PRICE_PER_LITRE, DEFAULT_KM_PER_WEEK, fuelCostFromInputs } from "../../../domain/fuel-calculator.ts";
import { formatAud } from "../../../domain/money.ts";
import type { FuelInputValues } from "../../lib/detail/calculator-input.ts";
import { UntilHydrated } from "../../lib/use-hydrated.ts";

/**
 * detail §5 "Fuel calculator": $ per litre and km per week (defaults 1.70 and
 * 250), the car's combined consumption (10 L/100km when unknown). Hidden for
 * electric cars by the page. A GET form without JavaScript, live with it.
 */
export function FuelCalculator({
  consumption,
  assumed = false,
  initial,
  action,
}: {
  consumption: number;
  /** No figure of the vehicle's own: the default is used, and said to be an assumption. */
  assumed?: boolean;
  initial: FuelInputValues;
  action: string;
}) {
  const [typed, setTyped] = useState(initial);
  const cost = fuelCostFromInputs({ pricePerLitre: typed.pricePerLitre, kmPerWeek: typed.kmPerWeek, variantConsumption: consumption });
  return (
    <section className="detail-section fuel-calculator" id="fuel-calculator" aria-labelledby="fuel-calculator-title">
      <h2 id="fuel-calculator-title">Fuel Calculator</h2>
      <form method="get" action={action} onSubmit={(event) => event.preventDefault()} className="calc-form" noValidate>
        <div className="calc-grid">
          <div className="calc-field">
            <label htmlFor="fuel-price">Fuel price ($ per litre)</label>
            <input
              id="fuel-price"
              name="fuel_price"
              inputMode="decimal"
              placeholder={DEFAULT_FUEL_PRICE_PER_LITRE.toFixed(2)}
              value={typed.pricePerLitre}
              onChange={(event) => setTyped({ ...typed, pricePerLitre: event.target.value })}
            />
          </div>
          <div className="calc-field">
            <label htmlFor="fuel-km">Distance (kms per week)</label>
            <input
              id="fuel-km"
              name="km_per_week"
              inputMode="numeric"
              placeholder={String(DEFAULT_KM_PER_WEEK)}
              value={typed.kmPerWeek}
              onChange={(event) => setTyped({ ...typed, kmPerWeek: event.target.value })}
            />
          </div>
          <div className="calc-field">
            <span className="calc-field__label">Fuel consumption</span>
            <p className="calc-field__value" data-testid="fuel-consumption">
              {assumed ? `${consumption} L/100km (assumed: we have no figure for this vehicle)` : `${consumption} L/100km (combined)`}
            </p>
          </div>
        </div>
        <UntilHydrated>
          <button type="submit" className="button button--ghost calc-submit without-js">
            Calculate
          </button>
        </UntilHydrated>
        <div className="calc-result" aria-live="polite">
          {cost ? (
            <p className="fuel-costs" data-testid="fuel-cost">
              <span>
                <strong>{formatAud(cost.weekly, { cents: true })}</strong> a week
              </span>
              <span>
                <strong>{formatAud(cost.monthly, { cents: true })}</strong> a month
              </span>
              <span>
                <strong>{formatAud(cost.yearly, { cents: true })}</strong> a year
              </span>
            </p>
          ) : (
            <p className="calc-error">Please enter the fuel price and distance as numbers.</p>
          )}
        </div>
      </form>
    </section>
  );
}
