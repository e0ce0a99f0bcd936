// The request id: in X-Request-Id on every answer, and on error pages for the shopper to quote.
import { expect, test } from "@playwright/test";
import { host, rawGet } from "./support/raw-http.ts";

test("every answer carries an X-Request-Id of our own, and the error page shows it", async () => {
  const response = await rawGet("/cars/no-such-car-0000", host("harbour-toyota"), ["X-Request-Id: forged-by-client"]);
  expect(response.status).toBe(404);
  const id = response.headers["x-request-id"];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.body).toContain(`data-testid="request-id">${id}<`);
  expect(response.body).not.toContain("forged-by-client");
});

test("an error page in the browser shows the reference", async ({ page }) => {
  const response = await page.goto("/cars/no-such-car-0000");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("request-id")).toHaveText(response!.headers()["x-request-id"]!);
});
