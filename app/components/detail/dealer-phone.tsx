import { useEffect, useState } from "react";
import { ANALYTICS_EVENTS } from "../../../domain/leads/analytics.ts";
import type { DealerPhone as Phone } from "../../lib/detail/detail-page.server.ts";
import { pushDataLayer, trackEvent } from "../forms/analytics.ts";

export interface RevealContext {
  carId: number;
  dealershipId: number;
  siteSlug: string;
}

/** detail §7 "Phone reveal log": car_id, dealership_id, website_id; a failure is logged only. */
export function logPhoneReveal(context: RevealContext): void {
  fetch("/api/phone-reveal", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ car_id: context.carId, dealership_id: context.dealershipId, website_id: context.siteSlug }),
  })
    .then((response) => {
      if (!response.ok) console.warn(`Phone reveal was not logged (HTTP ${response.status})`);
    })
    .catch((error: unknown) => console.warn("Phone reveal was not logged:", error));
}

/**
 * The dealer's number, masked after its first 5 characters until clicked
 * (detail §4). The first click reveals it and logs the reveal; after that
 * (and always without JavaScript) it is a plain tel: link.
 */
export function DealerPhone({ phone, label, context, className = "dealer-phone" }: { phone: Phone | null; label: string; context: RevealContext; className?: string }) {
  const [revealed, setRevealed] = useState(phone?.masked == null);
  useEffect(() => {
    // detail §8: "Missing phone number: console warning and no call button number."
    if (!phone) console.warn(`No phone number for dealership ${context.dealershipId}: the call button has no number.`);
  }, [phone, context.dealershipId]);
  if (!phone) return null;
  return (
    <a
      className={className}
      href={phone.tel}
      data-revealed={revealed}
      onClick={(event) => {
        if (revealed) {
          // detail §7 event 25: the call itself, whether the number was revealed first or shown from the start.
          trackEvent(ANALYTICS_EVENTS.callDealerClick, { car_id: context.carId });
          return;
        }
        event.preventDefault();
        setRevealed(true);
        // The reveal is stored as event 25 by /api/phone-reveal; the dealer's tag manager hears of it here.
        pushDataLayer(ANALYTICS_EVENTS.callDealerClick, { car_id: context.carId });
        logPhoneReveal(context);
      }}
    >
      <PhoneIcon />
      <span className="visually-hidden">{label}: </span>
      <span className="dealer-phone__number">{revealed ? phone.display : phone.masked}</span>
      {!revealed && <span className="dealer-phone__hint">Show number</span>}
    </a>
  );
}

export function PhoneIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}
