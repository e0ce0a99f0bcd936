import { describe, expect, it } from "vitest";
import { SIGN_IN_MESSAGES } from "../accounts/messages.ts";
import { codeStepSchema, phoneStepSchema, signInSchemaFor } from "./sign-in-form.ts";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe("the sign-in form", () => {
  it("asks for a mobile number", () => {
    expect(messages(phoneStepSchema.safeParse({ phone: "" }))).toEqual([SIGN_IN_MESSAGES.phoneRequired]);
    expect(messages(phoneStepSchema.safeParse({}))).toEqual([SIGN_IN_MESSAGES.phoneRequired]);
    expect(messages(phoneStepSchema.safeParse({ phone: "call me" }))).toEqual([SIGN_IN_MESSAGES.phoneInvalid]);
    expect(messages(phoneStepSchema.safeParse({ phone: "0412\n345 678" }))).toEqual([SIGN_IN_MESSAGES.phoneInvalid]);
    expect(phoneStepSchema.safeParse({ phone: " 0412 345 678 " }).data).toEqual({ phone: "0412 345 678" });
  });

  it("then for the six-digit code", () => {
    expect(messages(codeStepSchema.safeParse({ phone: "0412345678", code: "" }))).toEqual([SIGN_IN_MESSAGES.codeRequired]);
    expect(messages(codeStepSchema.safeParse({ phone: "0412345678", code: "12a456" }))).toEqual([SIGN_IN_MESSAGES.codeShape]);
    expect(codeStepSchema.safeParse({ phone: "0412345678", code: "123 456" }).data).toEqual({ phone: "0412345678", code: "123456" });
  });

  it("checks the code only when the code is sent", () => {
    expect(signInSchemaFor("verify-code")).toBe(codeStepSchema);
    expect(signInSchemaFor("resend-code")).toBe(phoneStepSchema);
    expect(signInSchemaFor("send-code")).toBe(phoneStepSchema);
  });
});
