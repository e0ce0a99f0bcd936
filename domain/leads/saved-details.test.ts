import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_FORM_STATE, detailsToSave, initialFormValues, parseSavedDetails } from "./saved-details.ts";

const full = { name: "Ada", last_name: "Lovelace", email: "ada@example.com", phone: "0412345678", postcode: "4000" };

describe("saved user details", () => {
  it("saves name, last_name, email, phone and postcode", () => {
    expect(detailsToSave({ ...full, message: "not saved" } as never)).toEqual(full);
  });

  it("saves only when name, email and phone are all present", () => {
    expect(detailsToSave({ ...full, name: " " })).toBeNull();
    expect(detailsToSave({ ...full, email: "" })).toBeNull();
    expect(detailsToSave({ ...full, phone: undefined })).toBeNull();
    expect(detailsToSave({ name: "Ada", email: "a@b.co", phone: "0412345678" })).toEqual({
      name: "Ada", last_name: "", email: "a@b.co", phone: "0412345678", postcode: "",
    });
  });

  it("reads back what it saved", () => {
    expect(parseSavedDetails(JSON.stringify(full))).toEqual(full);
    expect(parseSavedDetails(full)).toEqual(full);
  });

  it("ignores whatever else storage holds", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue()), (stored) => {
        const details = parseSavedDetails(stored);
        return details === null || (details.name !== "" && details.email !== "" && details.phone !== "");
      }),
    );
    expect(parseSavedDetails("{not json")).toBeNull();
    expect(parseSavedDetails({ name: "Ada" })).toBeNull();
  });

  it("starts forms with the saved details and the state on qld", () => {
    expect(DEFAULT_FORM_STATE).toBe("qld");
    expect(initialFormValues(null)).toEqual({
      name: "", last_name: "", email: "", phone: "", postcode: "", regoState: "qld",
    });
    expect(initialFormValues(full)).toEqual({ ...full, regoState: "qld" });
  });
});
