// Finding 7 (open redirect): every redirect names a path on the same site.
import { expect, test } from "@playwright/test";
import { host, rawGet } from "./support/raw-http.ts";

const group = host("harbour-motor-group");

for (const target of ["/%5CEVIL.COM/overview", "/%2F%2FEVIL.COM/overview", "/%5C%5CEVIL.COM/overview", "/%09/EVIL.COM/overview"]) {
  test(`GET ${target} does not send the browser to evil.com`, async () => {
    const response = await rawGet(target, group);
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers["location"];
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, `http://${group}/`).host).toBe(group);
    } else {
      expect([400, 404]).toContain(response.status);
    }
  });
}

test("a brand written in capitals still redirects to its lower-case page", async () => {
  const response = await rawGet("/TOYOTA/overview?page=2", group);
  expect(response.status).toBe(301);
  expect(response.headers["location"]).toBe("/toyota/overview?page=2");
});
