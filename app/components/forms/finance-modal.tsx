import { useEffect, useRef } from "react";
import { FinanceCalculator } from "../detail/finance-calculator.tsx";
import type { FinanceCalculatorSetup, FinanceInputValues } from "../../lib/detail/calculator-input.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

/** The finance form's address with the calculator's amount: the form it opens sends event 9 (finance modal form). */
export function financeModalFormHref(path: string, amount: number): string {
  const query = new URLSearchParams({ from: "calculator" });
  if (amount > 0) query.set("vehiclePriceBudget", String(amount));
  return `${path}?${query}#finance-form`;
}

/**
 * detail §5 / §9 "the modal calculator": amount up to $250,000, 8.5% a year, 5 years. A dialog over the
 * finance page; "Get Finance Now" takes its amount to the finance form. Without JavaScript the button is
 * a link to `?calculator=open`, where the server draws the dialog open and works the figures out.
 */
export function FinanceModal({
  path,
  calculator,
  open,
}: {
  path: string;
  calculator: { setup: FinanceCalculatorSetup; input: FinanceInputValues };
  open: boolean;
}) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    // Opened by the address (no JavaScript on the way here): make it a real modal once JavaScript runs.
    const el = dialog.current;
    if (open && el && !el.matches(":modal")) {
      el.close();
      el.showModal();
    }
  }, [open]);
  return (
    <div className="finance-modal">
      <a
        className="button button--ghost"
        href={`${path}?calculator=open#finance-modal`}
        aria-haspopup={hydrated ? "dialog" : undefined}
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          dialog.current?.showModal();
        }}
      >
        Finance calculator
      </a>
      <dialog ref={dialog} id="finance-modal" className="finance-modal__dialog" open={open || undefined} aria-label="Finance calculator">
        <a
          className="finance-modal__close"
          href={`${path}#finance-form`}
          aria-label="Close the calculator"
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            dialog.current?.close();
          }}
        >
          ×
        </a>
        <FinanceCalculator
          carId={null}
          title="Finance calculator"
          setup={calculator.setup}
          initial={calculator.input}
          action={`${path}#finance-modal`}
          hidden={[["calculator", "open"]]}
          expanded={[]}
          footer={(input) => (
            <p className="finance-modal__next">
              <a className="button" href={financeModalFormHref(path, input.amount)} data-testid="finance-modal-apply">
                Get Finance Now
              </a>
            </p>
          )}
        />
      </dialog>
    </div>
  );
}
