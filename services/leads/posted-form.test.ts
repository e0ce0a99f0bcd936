// readPostedForm on bodies no form sends (no database needed).
import { describe, expect, it } from "vitest";
import { readPostedForm } from "./receive-lead-form.ts";

const json = (body: string) => new Request("http://h.localhost/api/forms/enquiry", { method: "POST", headers: { "Content-Type": "application/json" }, body });

async function refusal(request: Request) {
  const thrown = await readPostedForm(request).then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return { status: response.status, body: (await response.json()) as { message: string } };
}

describe("the posted form", () => {
  it("reads text, numbers, yes/no and lists of them from JSON", async () => {
    await expect(readPostedForm(json('{"name":"Ada","car_id":12,"opt_in":true,"additional_services":["a","b"],"x":null}'))).resolves.toEqual({
      name: "Ada",
      car_id: "12",
      opt_in: "true",
      additional_services: ["a", "b"],
    });
  });

  it("refuses a field holding a 50,000-deep array with a 400 naming where, not a stack overflow", async () => {
    const { status, body } = await refusal(json(`{"name":${"[".repeat(50_000)}${"]".repeat(50_000)}}`));
    expect(status).toBe(400);
    expect(body.message).toBe("The form nests deeper than 32 levels (at character 40).");
  });

  it("refuses a field that is an object or a list of lists", async () => {
    expect((await refusal(json('{"name":{"first":"Ada"}}'))).body.message).toBe('The field "name" must be text or a list of text.');
    expect((await refusal(json('{"name":[["Ada"]]}'))).status).toBe(400);
  });
});
