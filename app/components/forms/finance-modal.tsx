import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { FinanceCalculator } from "../detail/finance-calculator.tsx";
import type {
  FinanceCalculatorSetup,
  FinanceInputValues,
} from "../../lib/detail/calculator-input.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

/**
 * The finance form's address with the calculator's amount: the form it opens sends event 9 (finance modal form).
 * `financeHref` is the finance page (`/finance`), or a car's finance link with its dealership, car and VIN
 * (detail §2), whose budget the calculator's amount replaces.
 */
export function financeModalFormHref(
  financeHref: string,
  amount: number,
): string {
  const [withoutHash] = financeHref.split("#");
  const [path, search = ""] = withoutHash.split("?");
  const query = new URLSearchParams(search);
  query.delete("vehiclePriceBudget");
  query.set("from", "calculator");
  if (amount > 0) query.set("vehiclePriceBudget", String(amount));
  return `${path}?${query}#finance-form`;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab go round the dialog's own controls (a modal <dialog> already makes the page behind it inert). */
function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE),
  ].filter((el) => el.getClientRects().length > 0);
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * detail §5 / §9 "the modal calculator": amount up to $250,000, 8.5% a year, 5 years. A dialog over the finance
 * page, or over a car's page beside its estimate (where it starts on the car's price); "Get Finance Now" takes its
 * amount to the finance form. Keyboard: focus moves into the dialog and stays there, Escape closes it, and focus
 * returns to the button. Without JavaScript the button is a link to `?calculator=open`, where the server draws
 * the dialog open and works the figures out.
 */
export function FinanceModal({
  path,
  calculator,
  open,
  financeHref = path,
  buttonLabel = "Finance calculator",
  buttonClassName = "button button--ghost",
}: {
  /** The page the dialog is on (its form posts back here). */
  path: string;
  calculator: { setup: FinanceCalculatorSetup; input: FinanceInputValues };
  open: boolean;
  /** Where "Get Finance Now" goes (the finance page, or the car's finance link). */
  financeHref?: string;
  buttonLabel?: string;
  buttonClassName?: string;
}) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  // The calculator inside is drawn once the dialog first opens: a closed dialog holds no second set of fields.
  const [shown, setShown] = useState(open);
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
        ref={opener}
        className={buttonClassName}
        href={`${path}?calculator=open#finance-modal`}
        aria-haspopup={hydrated ? "dialog" : undefined}
        data-testid="finance-modal-open"
        onClick={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          setShown(true);
          dialog.current?.showModal();
        }}
      >
        {buttonLabel}
      </a>
      <dialog
        ref={dialog}
        id="finance-modal"
        className="finance-modal__dialog"
        open={open || undefined}
        aria-label="Finance calculator"
        onKeyDown={trapFocus}
        // Escape (the dialog's own cancel) and the close button both end here: focus goes back to the button.
        onClose={() => opener.current?.focus()}
      >
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
        {shown && (
          <FinanceCalculator
            idPrefix="finance-modal"
            carId={null}
            title="Finance calculator"
            setup={calculator.setup}
            initial={calculator.input}
            action={`${path}#finance-modal`}
            hidden={[["calculator", "open"]]}
            expanded={[]}
            footer={(input) => (
              <p className="finance-modal__next">
                <a
                  className="button"
                  href={financeModalFormHref(financeHref, input.amount)}
                  data-testid="finance-modal-apply"
                >
                  Get Finance Now
                </a>
              </p>
            )}
          />
        )}
      </dialog>
    </div>
  );
}
