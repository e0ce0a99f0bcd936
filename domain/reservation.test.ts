import { describe, expect, it } from "vitest";
import {
  isReservationHeld,
  reservationExpiresAt,
  reservationTerms,
  reserveDeposit,
} from "./reservation.ts";

describe("reserve deposit", () => {
  it("defaults to $200", () => {
    expect(reserveDeposit([])).toBe(200);
    expect(reserveDeposit(null)).toBe(200);
  });

  it("is taken from the car's payment processor when present", () => {
    expect(reserveDeposit([{ name: "Stripe", reserveAmount: 500 }])).toBe(500);
  });

  it("has no amount when the processor gives none, and the terms then name none", () => {
    expect(reserveDeposit([{ name: "Stripe", reserveAmount: null }])).toBeNull();
    const terms = reservationTerms({ deposit: reserveDeposit([{ name: "Stripe", reserveAmount: 0 }]) });
    expect(terms).toBe("Secure this car online. We'll hold it for 48 hours, and any deposit is fully refundable.");
  });
});

describe("reservation hold", () => {
  const reservedAt = new Date("2026-07-15T10:00:00+10:00");

  it("holds the car for 48 hours", () => {
    expect(reservationExpiresAt(reservedAt).toISOString()).toBe("2026-07-17T00:00:00.000Z");
    expect(isReservationHeld(reservedAt, new Date("2026-07-17T09:59:59+10:00"))).toBe(true);
    expect(isReservationHeld(reservedAt, new Date("2026-07-17T10:00:00+10:00"))).toBe(false);
  });

  it("uses the site's hold when it differs", () => {
    expect(reservationExpiresAt(reservedAt, 24).toISOString()).toBe("2026-07-16T00:00:00.000Z");
  });
});

describe("refundable wording", () => {
  it("says the deposit is fully refundable by default", () => {
    expect(reservationTerms({ deposit: 200 })).toBe(
      "Secure this car with a $200 deposit. We'll hold it for 48 hours, and your deposit is fully refundable.",
    );
  });

  it("uses the site's wording and leaves out a missing amount", () => {
    expect(reservationTerms({ deposit: null, refundableWording: "100% refundable" })).toBe(
      "Secure this car online. We'll hold it for 48 hours, and any deposit is 100% refundable.",
    );
  });
});
