import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  SIGN_IN_REASONS,
  gateFor,
  isSafeRedirectPath,
  isSignedIn,
  parseSignInParams,
  signInUrl,
  watchlistAccess,
} from "./gating.ts";

describe("gated routes", () => {
  it("always gates /spin-to-win, /online-payment, /my-garage and the garage pages", () => {
    expect(gateFor("/spin-to-win")).toBe("spin-to-win");
    expect(gateFor("/online-payment?car_id=5")).toBe("online-payment");
    expect(gateFor("/my-garage")).toBe("my-garage");
    expect(gateFor("/my-garage/cars/12")).toBe("my-garage");
    for (const garage of ["/mymotorama", "/mybigboxcars", "/myblinkr", "/myservco/"]) expect(gateFor(garage)).toBe("my-garage");
  });

  it("gates checkout only when the site gates it", () => {
    expect(gateFor("/cars/corolla-u1234/checkout")).toBeNull();
    expect(gateFor("/cars/corolla-u1234/checkout", { checkoutGated: true })).toBe("checkout");
    expect(gateFor("/cars/corolla-u1234/buy-online", { checkoutGated: true })).toBe("checkout");
    expect(gateFor("/checkout-journey?car_id=corolla-u1234", { checkoutGated: true })).toBe("checkout");
  });

  it("gates finance for the personalised flow", () => {
    expect(gateFor("/personalised/finance")).toBeNull();
    expect(gateFor("/personalised/finance", { personalisedFinance: true })).toBe("finance");
    expect(gateFor("/personalised/finance?car_id=88", { personalisedFinance: true })).toBe("car-finance");
    expect(gateFor("/finance", { personalisedFinance: true })).toBeNull();
  });

  it("never gates trade-in and sell-my-car", () => {
    const all = { checkoutGated: true, personalisedFinance: true };
    for (const path of ["/cars/trade-in?car_id=5", "/trade-in", "/sell-my-car", "/sell-your-car"]) {
      expect(gateFor(path, all), path).toBeNull();
    }
  });

  it("does not gate pages that merely start with the same letters", () => {
    expect(gateFor("/my-garage-sale")).toBeNull();
    expect(gateFor("/cars/checkout-tips")).toBeNull();
  });
});

describe("signed-in state", () => {
  it("means the user has an id", () => {
    expect(isSignedIn({ id: 7 })).toBe(true);
    expect(isSignedIn({})).toBe(false);
    expect(isSignedIn(null)).toBe(false);
  });

  it("saves to the watchlist only with a phone number, else sends to sign-in with type=watchlist", () => {
    expect(watchlistAccess({ id: 7, phone: "0412345678" }, "/cars/x")).toEqual({ allowed: true, phone: "0412345678" });
    expect(watchlistAccess({ id: 7, phone: "" }, "/cars/x")).toEqual({
      allowed: false,
      signInUrl: "/sign-in?type=watchlist&redirect=%2Fcars%2Fx&back=%2Fcars%2Fx",
    });
    expect(watchlistAccess(null, "/cars/x")).toMatchObject({ allowed: false });
  });
});

describe("sign-in address", () => {
  it("is /sign-in?type=..&redirect=..&back=..", () => {
    const url = signInUrl("checkout", "/cars/corolla/checkout?step=2", "/cars/corolla");
    expect(url).toBe("/sign-in?type=checkout&redirect=%2Fcars%2Fcorolla%2Fcheckout%3Fstep%3D2&back=%2Fcars%2Fcorolla");
    const params = new URL(url, "https://x.test").searchParams;
    expect(params.get("redirect")).toBe("/cars/corolla/checkout?step=2");
  });

  it("knows every sign-in reason of the spec", () => {
    expect(SIGN_IN_REASONS).toEqual([
      "watchlist", "trade-in", "checkout", "finance", "spin-to-win", "car-finance", "online-payment", "my-garage",
    ]);
  });

  it("rejects //evil.com, https: addresses and backslashes", () => {
    for (const bad of [
      "//evil.com",
      "https://evil.com",
      "http:evil.com",
      "javascript:alert(1)",
      "/\\evil.com",
      "\\\\evil.com",
      "/\t/evil.com",
      "/\n/evil.com",
      "/..//evil.com",
      " /cars",
      "cars/x",
      "",
    ]) {
      expect(isSafeRedirectPath(bad), JSON.stringify(bad)).toBe(false);
      expect(new URL(signInUrl("finance", bad, bad), "https://x.test").searchParams.get("redirect")).toBe("/");
    }
  });

  it("only ever sends the shopper back to a page of this site", () => {
    const hostile = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.string().map((s) => `//${s}`),
      fc.string().map((s) => `/${s}`),
      fc.string().map((s) => `/\\${s}`),
      fc.constantFrom("/%2F%2Fevil.com", "/./evil", "/..//evil.com", "/.//", "/\u0000//evil.com"),
    );
    fc.assert(
      fc.property(hostile, hostile, (redirect, back) => {
        const params = new URL(signInUrl("watchlist", redirect, back), "https://shop.test").searchParams;
        return [params.get("redirect"), params.get("back")].every((path) => {
          if (path === null || !path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return false;
          const resolved = new URL(path, "https://shop.test");
          return resolved.origin === "https://shop.test" && !resolved.pathname.startsWith("//");
        });
      }),
    );
  });

  it("keeps every safe path exactly as given", () => {
    // Dot segments can fold a path into "//host" ("/.//" → "//"); those are rightly refused.
    const onOrigin = (p: string) =>
      p.startsWith("/") && !p.startsWith("//") && !new URL(p, "https://shop.test").pathname.startsWith("//");
    fc.assert(
      fc.property(fc.webPath().filter(onOrigin), (path) => {
        const params = new URL(signInUrl("my-garage", path), "https://shop.test").searchParams;
        return params.get("redirect") === path;
      }),
    );
  });

  it("reads its own query back, dropping unknown reasons and unsafe paths", () => {
    expect(parseSignInParams(new URLSearchParams("type=finance&redirect=%2Ffinance&back=https%3A%2F%2Fevil.com"))).toEqual({
      type: "finance",
      redirect: "/finance",
      back: "/",
    });
    expect(parseSignInParams(new URLSearchParams("type=admin")).type).toBeNull();
  });
});
