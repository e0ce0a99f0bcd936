// Finding 11: shopper text. One-line fields refuse line breaks and control
// characters (a forged "Bcc:" line in the plain-text email), comments allow
// line breaks only, category and subcategory come from fixed lists, and a
// lone surrogate is a field message, not a 500 or a false 503.
import { expect, test, type Page } from "@playwright/test";

const shopper = { name: "Ada", last_name: "Tester", email: "ada.shopper-text@example.com", phone: "0412 345 678", postcode: "2000" };

/**
 * Posts the general enquiry to the contact page's own action from the page (same origin, the page's CSRF
 * token), as JSON so that text no form encoding can carry (a lone surrogate) arrives as sent. A refusal
 * answers the page again, its messages beside the fields.
 */
async function postGeneral(page: Page, fields: Record<string, unknown>) {
  const token = await page.locator('form#contact-form input[name="csrf"]').inputValue();
  return page.evaluate(
    async ({ token, fields }) => {
      const response = await fetch("/contact-us", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-CSRF-Token": token },
        body: JSON.stringify(fields),
      });
      const html = new DOMParser().parseFromString(await response.text(), "text/html");
      const fieldErrors: Record<string, string> = {};
      for (const control of html.querySelectorAll("form#contact-form [name][aria-describedby]")) {
        const message = (control.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .filter((id) => id.endsWith("-error"))
          .map((id) => html.getElementById(id)?.textContent ?? "")
          .join("");
        if (message) fieldErrors[control.getAttribute("name")!] = message;
      }
      const page = html.querySelector("form#contact-form")?.textContent ?? "";
      return { status: response.status, body: { fieldErrors, page } };
    },
    { token, fields },
  );
}

test.beforeEach(async ({ page }) => {
  await page.goto("/contact-us");
});

test("a CR LF in a name cannot add a Bcc: line to the dealer's email", async ({ page }) => {
  const answer = await postGeneral(page, { ...shopper, category: "Sales", message: "Hello", name: "Ada\r\nBcc: victim@example.com" });
  expect(answer.status).toBe(400);
  expect(answer.body.fieldErrors.name).toBe("First Name must be one line of text, without line breaks or control characters.");
});

test("a lone surrogate in a name is a field message, not a 500 or a 503", async ({ page }) => {
  // JSON.stringify writes a lone surrogate as the escape \ud800, which the server's JSON.parse turns back into one.
  const answer = await postGeneral(page, { ...shopper, category: "Sales", message: "Hello", last_name: "Tester\ud800" });
  expect(answer.status).toBe(400);
  expect(answer.body.fieldErrors.last_name).toContain("one line of text");
});

test("comments keep their line breaks but refuse terminal escapes", async ({ page }) => {
  const answer = await postGeneral(page, { ...shopper, category: "Sales", message: "Hello\u001b]0;owned\u0007" });
  expect(answer.status).toBe(400);
  expect(answer.body.fieldErrors.message).toBe("Comments may hold line breaks, but no other control characters.");
});

test("category and subcategory come from the form's lists, never free text into the email subject", async ({ page }) => {
  const category = await postGeneral(page, { ...shopper, message: "Hello", category: "URGENT: wire the deposit" });
  expect(category.status).toBe(400);
  expect(category.body.fieldErrors.category).toBeTruthy();
  const subcategory = await postGeneral(page, { ...shopper, message: "Hello", category: "Sales", subcategory: "Call 1900 000 000" });
  expect(subcategory.status).toBe(400);
  // The general enquiry has no subcategory field: its message stands in the list of what to fix.
  expect(subcategory.body.fieldErrors.category).toBeUndefined();
  expect(subcategory.body.page).toContain("Please choose one of the options listed.");
});
