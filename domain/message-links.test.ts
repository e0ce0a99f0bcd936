import { describe, expect, it } from "vitest";
import { carMessage, mobileDigits, smsHref, whatsappHref } from "./message-links.ts";

describe("sms: and WhatsApp links", () => {
  const body = carMessage({ name: "2021 Yamaha MT-07", stocknum: "HMC1234" });

  it("take an Australian mobile in any form, and nothing else", () => {
    expect(mobileDigits("0412 345 678")).toBe("0412345678");
    expect(mobileDigits("+61 412 345 678")).toBe("0412345678");
    expect(mobileDigits("02 9412 5500")).toBeNull();
    expect(mobileDigits("")).toBeNull();
    expect(mobileDigits(null)).toBeNull();
  });

  it("carry the car in the first message", () => {
    expect(smsHref("0412 345 678", body)).toBe(`sms:0412345678?&body=${encodeURIComponent(body)}`);
    expect(whatsappHref("+61412345678", body)).toBe(`https://wa.me/61412345678?text=${encodeURIComponent(body)}`);
    expect(body).toBe("Hi, I'm interested in the 2021 Yamaha MT-07 (stock number HMC1234). Is it still available?");
  });

  it("are absent for a landline", () => {
    expect(smsHref("02 9412 5500", body)).toBeNull();
    expect(whatsappHref("1300 123 456", body)).toBeNull();
  });
});
