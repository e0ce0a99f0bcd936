// A method a route does not take is a 405 that names the methods it does
// take (Allow), and a resource route's answer says which method was refused,
// not "Unexpected Server Error" (server/method-not-allowed.ts).
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "../e2e/support/stock-api.ts";
import { raw } from "./raw-http.ts";

const site = "harbour-toyota";
// A form post from the site's own page (a cross-site one is refused before routing).
const formHeaders = { "content-type": "application/x-www-form-urlencoded", origin: `http://${site}.localhost:${E2E_PORT}` };

for (const [method, path, allow] of [
  ["POST", "/api/delivery?postcode=2000", "GET, HEAD"],
  ["PUT", "/api/account", "GET, HEAD"],
  ["DELETE", "/healthz", "GET, HEAD"],
  ["POST", "/feeds/stock.csv", "GET, HEAD"],
] as const) {
  test(`${method} ${path} is a 405 that names the methods the address takes`, async () => {
    // Node's client sends a DELETE's body with no length: only the others carry one.
    const answer = await raw(path, { method, site, headers: formHeaders, body: method === "DELETE" ? undefined : "a=1" });
    expect([answer.status, answer.headers.allow]).toEqual([405, allow]);
    expect(JSON.parse(answer.text)).toEqual({ message: `This address does not take ${method} requests (it takes ${allow}).`, status: 405 });
    expect(answer.text).not.toContain("Unexpected Server Error");
  });
}

test("a page that takes no form answers a POST with its 405 page and the methods it takes", async () => {
  const answer = await raw("/brands", { method: "POST", site, headers: formHeaders, body: "a=1" });
  expect([answer.status, answer.headers.allow]).toEqual([405, "GET, HEAD"]);
  expect(answer.headers["content-type"]).toContain("text/html");
});
