import { useState } from "react";
import { DELIVERY_EMPTY_POSTCODE, DELIVERY_NO_ESTIMATE, type DeliveryEstimate } from "../../../domain/delivery.ts";
import { formatAud } from "../../../domain/money.ts";

type DeliveryState = { kind: "idle" } | { kind: "loading" } | DeliveryEstimate;

/**
 * detail §4 "Delivery calculator: idle, loading, result or error": a
 * postcode looked up in the dealership's delivery table (GET /api/delivery).
 * Without JavaScript the form reloads the page with ?postcode= and the
 * server shows the same result.
 */
export function DeliveryCalculator({ carId, action, initialPostcode, initialResult }: { carId: number; action: string; initialPostcode: string; initialResult: DeliveryEstimate | null }) {
  const [postcode, setPostcode] = useState(initialPostcode);
  const [state, setState] = useState<DeliveryState>(initialResult ?? { kind: "idle" });

  const lookUp = async (event: React.FormEvent) => {
    event.preventDefault();
    const typed = postcode.trim();
    if (typed === "") {
      setState({ kind: "error", message: DELIVERY_EMPTY_POSTCODE });
      return;
    }
    setState({ kind: "loading" });
    try {
      const response = await fetch(`/api/delivery?${new URLSearchParams({ car_id: String(carId), postcode: typed })}`, { headers: { Accept: "application/json" } });
      const answer = (await response.json()) as { name?: string; price?: number; message?: string };
      if (response.ok && typeof answer.price === "number" && answer.name) {
        setState({ kind: "result", name: answer.name, price: answer.price, priceText: formatAud(answer.price) });
      } else {
        setState({ kind: "error", message: answer.message ?? DELIVERY_NO_ESTIMATE });
      }
    } catch {
      setState({ kind: "error", message: DELIVERY_NO_ESTIMATE });
    }
  };

  return (
    <section className="detail-section delivery-calculator" id="delivery-calculator" aria-labelledby="delivery-title">
      <h2 id="delivery-title">Delivery Calculator</h2>
      <p>Not local? We deliver. Enter your postcode for an estimate.</p>
      <form method="get" action={action} className="delivery-form" onSubmit={lookUp} noValidate>
        <label htmlFor="delivery-postcode">Postcode</label>
        <div className="delivery-form__row">
          <input
            id="delivery-postcode"
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={postcode}
            onChange={(event) => setPostcode(event.target.value)}
            aria-describedby="delivery-answer"
            aria-invalid={state.kind === "error"}
          />
          <button type="submit" className="button" disabled={state.kind === "loading"}>
            {state.kind === "loading" ? "Calculating…" : "Get Estimate"}
          </button>
        </div>
      </form>
      <div id="delivery-answer" className="delivery-answer" aria-live="polite" data-state={state.kind}>
        {state.kind === "result" && (
          <p>
            Delivery to <strong>{state.name}</strong>: <strong>{state.priceText}</strong>
          </p>
        )}
        {state.kind === "error" && <p className="calc-error">{state.message}</p>}
      </div>
    </section>
  );
}
