// @vitest-environment jsdom
// What a lead form is before any JavaScript runs: a real form that posts to
// its page, carries the security fields, labels every control, and after a
// refused post shows the messages with what the shopper typed.
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { FORM_ERRORS_HEADING, INVALID_POSTCODE, LEAD_UNEXPECTED_ERROR, TERMS_REQUIRED_SHORT } from "../../../domain/forms/messages.ts";
import { multiStepEnquirySteps } from "../../../domain/forms/schemas.ts";
import { CSRF_FIELD as SERVER_CSRF_FIELD, IDEMPOTENCY_FIELD as SERVER_IDEMPOTENCY_FIELD } from "../../../services/security/index.ts";
import { FORM_KINDS } from "../../../domain/forms/lead-form-schemas.ts";
import { refusalReply } from "../../lib/forms/form-answer.ts";
import { FORM_SLUGS, formKindFromSlug, type FormCar, type LeadFormSetup } from "../../lib/forms/form-setup.ts";
import { CSRF_FIELD, IDEMPOTENCY_FIELD } from "./security-fields.tsx";
import { stepOfFirstError } from "./multi-step-enquiry.tsx";
import { successPath } from "../../lib/forms/success.ts";
import { bannerMessage, formMessages, orderedFieldErrors } from "./form-feedback.tsx";
import { EnquiryForm } from "./vehicle-lead-form.tsx";
import { GeneralEnquiryForm } from "./site-lead-form.tsx";

const car: FormCar = {
  id: 4512,
  slug: "2021-toyota-corolla-u1234",
  name: "2021 Toyota Corolla Ascent Sport",
  car_type: "used",
  item_type: "car",
  tag: null,
  priceText: "$24,990",
  priceType: "Drive Away",
  price: 24990,
  stocknum: "U1234",
  km: 45000,
  image: null,
  dealershipName: "Harbour Toyota",
  locationName: "Harbour Toyota Artarmon",
};

const setup = (overrides: Partial<LeadFormSetup> = {}): LeadFormSetup => ({
  kind: "enquiry",
  csrf: "token-abc",
  idempotencyKey: "0b7d1f7e-5c7e-4d16-a1a6-1f1e2d3c4b5a",
  options: { enquiryMessageRequired: true, termsCheckbox: "none" },
  dealerships: [],
  locations: [],
  categories: ["Sales", "Service"],
  quickPicks: [],
  ...overrides,
});

function render(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: "/", element }], { initialEntries: ["/"] });
  const html = renderToString(<RouterProvider router={router} />);
  return new DOMParser().parseFromString(html, "text/html");
}

describe("a lead form without JavaScript", () => {
  it("is a form that posts to its page, unchecked by the browser so the server's messages show", () => {
    const form = render(<EnquiryForm setup={setup()} car={car} />).querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/");
    expect(form.hasAttribute("novalidate")).toBe(true);
  });

  it("carries the CSRF token, this render's idempotency key and the car", () => {
    const form = render(<EnquiryForm setup={setup()} car={car} />).querySelector("form")!;
    const hidden = (name: string) => form.querySelector<HTMLInputElement>(`input[type=hidden][name="${name}"]`)?.value;
    expect(hidden(CSRF_FIELD)).toBe("token-abc");
    expect(hidden(IDEMPOTENCY_FIELD)).toBe("0b7d1f7e-5c7e-4d16-a1a6-1f1e2d3c4b5a");
    expect(hidden("car_id")).toBe("4512");
  });

  it("hides the honeypot from people and assistive technology", () => {
    const honeypot = render(<EnquiryForm setup={setup()} car={car} />).querySelector<HTMLInputElement>('input[name="company_website"]')!;
    expect(honeypot.closest("[aria-hidden=true]")).not.toBeNull();
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute("autocomplete")).toBe("off");
  });

  it("labels every control the shopper fills in", () => {
    const doc = render(<EnquiryForm setup={setup({ options: { termsCheckbox: "short" } })} car={car} />);
    const controls = [...doc.querySelectorAll<HTMLInputElement>("form input:not([type=hidden]), form textarea, form select")].filter(
      (c) => c.name !== "company_website",
    );
    expect(controls.map((c) => c.name)).toEqual(["name", "last_name", "email", "phone", "postcode", "message", "opt_in", "terms_conditions"]);
    for (const control of controls) expect(doc.querySelector(`label[for="${control.id}"]`), control.name).not.toBeNull();
  });

  it("limits the postcode to 4 characters and asks for digits", () => {
    const postcode = render(<EnquiryForm setup={setup()} car={car} />).querySelector<HTMLInputElement>('input[name="postcode"]')!;
    expect(postcode.maxLength).toBe(4);
    expect(postcode.getAttribute("inputmode")).toBe("numeric");
  });

  it("shows the terms checkbox only on sites that have it", () => {
    expect(render(<EnquiryForm setup={setup()} car={car} />).querySelector('input[name="terms_conditions"]')).toBeNull();
    expect(render(<EnquiryForm setup={setup({ options: { termsCheckbox: "long" } })} car={car} />).querySelector('input[name="terms_conditions"]')).not.toBeNull();
  });

  it("after a refused post, lists the messages under the spec's heading and keeps what was typed", () => {
    const refused = refusalReply({
      message: FORM_ERRORS_HEADING,
      fieldErrors: { postcode: INVALID_POSTCODE, terms_conditions: TERMS_REQUIRED_SHORT },
      formErrors: [],
      values: { name: "Ada", email: "ada@example.com", postcode: "40000", message: "<script>alert(1)</script>" },
    });
    const doc = render(<EnquiryForm setup={setup({ options: { termsCheckbox: "short" } })} car={car} reply={refused} />);
    const summary = doc.querySelector(".form-errors")!;
    expect(summary.getAttribute("role")).toBe("alert");
    expect(summary.textContent).toContain(FORM_ERRORS_HEADING);
    expect([...summary.querySelectorAll("li")].map((li) => li.textContent)).toEqual([INVALID_POSTCODE, TERMS_REQUIRED_SHORT]);
    expect(summary.querySelector("a")!.getAttribute("href")).toBe("#enquire-postcode");
    const postcode = doc.querySelector<HTMLInputElement>("#enquire-postcode")!;
    expect(postcode.value).toBe("40000");
    expect(postcode.getAttribute("aria-invalid")).toBe("true");
    expect(doc.getElementById(postcode.getAttribute("aria-describedby")!.split(" ").at(-1)!)!.textContent).toBe(INVALID_POSTCODE);
    expect(doc.querySelector<HTMLInputElement>("#enquire-name")!.value).toBe("Ada");
    // Typed text comes back as text, never as markup.
    expect(doc.querySelector("textarea")!.textContent).toBe("<script>alert(1)</script>");
    expect(doc.querySelector("script")).toBeNull();
  });

  it("after a server failure, shows the server's message in the form-level banner", () => {
    const doc = render(
      <EnquiryForm setup={setup()} car={car} reply={refusalReply({ message: "", fieldErrors: {}, formErrors: [], values: { name: "Ada" } })} />,
    );
    expect(doc.querySelector(".form-banner")!.textContent).toBe(LEAD_UNEXPECTED_ERROR);
    expect(doc.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe("Ada");
  });

  it("offers the category select on the general enquiry and the dealership select only with more than one dealership", () => {
    const one = render(<GeneralEnquiryForm setup={setup({ kind: "general", dealerships: [{ value: "a", label: "A" }], options: { dealershipSlugs: ["a"] } })} />);
    expect(one.querySelector('select[name="category"]')).not.toBeNull();
    expect(one.querySelector('select[name="dealership_slug"]')).toBeNull();
    const two = render(
      <GeneralEnquiryForm
        setup={setup({ kind: "general", dealerships: [{ value: "a", label: "A" }, { value: "b", label: "B" }], options: { dealershipSlugs: ["a", "b"] } })}
      />,
    );
    expect([...two.querySelectorAll('select[name="dealership_slug"] option')].map((o) => o.textContent)).toEqual(["Please select", "A", "B"]);
  });
});

describe("form plumbing", () => {
  it("uses the server's names for the CSRF and idempotency fields", () => {
    expect(CSRF_FIELD).toBe(SERVER_CSRF_FIELD);
    expect(IDEMPOTENCY_FIELD).toBe(SERVER_IDEMPOTENCY_FIELD);
  });

  it("gives every form kind a name in the success page's address that leads back to it", () => {
    for (const kind of FORM_KINDS) expect(formKindFromSlug(FORM_SLUGS[kind])).toBe(kind);
    expect(formKindFromSlug("nope")).toBeNull();
    expect(formKindFromSlug(undefined)).toBeNull();
  });

  it("sends the success page the form and the car", () => {
    expect(successPath("testDrive", { id: 9 })).toBe("/success?form=test-drive&car_id=9");
    expect(successPath("tradeIn", null, { offer: "accepted" })).toBe("/success?form=trade-in&offer=accepted");
  });

  it("shows field messages as the list, and anything else as the banner with the spec's fallback", () => {
    const listed = formMessages(refusalReply({ message: FORM_ERRORS_HEADING, fieldErrors: { name: "x" }, formErrors: [] }).error as Record<string, string[]>);
    expect(listed).toEqual({ fields: [["name", "x"]], form: [] });
    expect(bannerMessage(listed)).toBeNull();
    const banner = (message: string) =>
      bannerMessage(formMessages(refusalReply({ message, fieldErrors: {}, formErrors: [] }).error as Record<string, string[]>));
    expect(banner("Slow down")).toBe("Slow down");
    expect(banner(" ")).toBe(LEAD_UNEXPECTED_ERROR);
  });

  it("keeps what was typed in a refusal, for the form to show again", () => {
    expect(refusalReply({ message: "", fieldErrors: {}, formErrors: [], values: { name: "Ada", additional_services: ["Finance"] } }).initialValue).toEqual({
      name: "Ada",
      additional_services: ["Finance"],
    });
  });

  it("lists field messages in the order the fields show, the rest in the schema's order", () => {
    const errors: [string, string][] = [
      ["name", "a"],
      ["category", "b"],
      ["message", "c"],
      ["terms_conditions", "d"],
    ];
    expect(orderedFieldErrors(errors, ["category"]).map(([field]) => field)).toEqual(["category", "name", "message", "terms_conditions"]);
    expect(orderedFieldErrors(errors).map(([field]) => field)).toEqual(["name", "category", "message", "terms_conditions"]);
  });

  it("shows a multi-step failure on the step that holds the first message", () => {
    const steps = multiStepEnquirySteps({ termsCheckbox: "short" });
    expect(stepOfFirstError(steps, { email: "bad" })).toBe(1);
    expect(stepOfFirstError(steps, { terms_conditions: "tick", message: "x" })).toBe(0);
    expect(stepOfFirstError(steps, {})).toBeNull();
  });
});
