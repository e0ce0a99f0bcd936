// The two steps of sign-in (/sign-in): the mobile number, then the code sent
// to it. One schema per step, shared by the form in the browser (Conform) and
// the page's action. The browser only checks the shape; whether a number is
// an Australian mobile is decided on the server (libphonenumber-js in
// services/accounts), which answers with the same field message.
import { z } from "zod";
import { isAllowedText } from "./fields.ts";
import { SIGN_IN_MESSAGES } from "../accounts/messages.ts";
import { codeDigits, isCodeShaped } from "../accounts/sign-in-rules.ts";

/** What the shopper pressed: send a code, check a code, send another code. */
export const SIGN_IN_INTENTS = ["send-code", "verify-code", "resend-code"] as const;
export type SignInIntent = (typeof SIGN_IN_INTENTS)[number];
export const SIGN_IN_INTENT_FIELD = "intent";

/** Longer than any way of writing an Australian mobile ("+61 (0) 412 345 678"). */
export const PHONE_INPUT_MAX_LENGTH = 30;

const asText = (value: unknown) => (typeof value === "string" ? value.trim() : value === undefined || value === null ? "" : value);

export const mobileInput = () =>
  z.preprocess(
    asText,
    z
      .string(SIGN_IN_MESSAGES.phoneInvalid)
      .min(1, { message: SIGN_IN_MESSAGES.phoneRequired, abort: true })
      .max(PHONE_INPUT_MAX_LENGTH, { message: SIGN_IN_MESSAGES.phoneInvalid, abort: true })
      .refine((v) => isAllowedText(v) && /^\+?[\d\s.\-()]+$/.test(v), SIGN_IN_MESSAGES.phoneInvalid),
  );

export const codeInput = () =>
  z.preprocess(
    (value) => (typeof value === "string" ? codeDigits(value) : asText(value)),
    z.string(SIGN_IN_MESSAGES.codeRequired).min(1, { message: SIGN_IN_MESSAGES.codeRequired, abort: true }).refine(isCodeShaped, SIGN_IN_MESSAGES.codeShape),
  );

export const phoneStepSchema = z.object({ phone: mobileInput() });
export const codeStepSchema = z.object({ phone: mobileInput(), code: codeInput() });

/** The schema for what was pressed ("Send another code" needs no code). */
export function signInSchemaFor(intent: unknown) {
  return intent === "verify-code" ? codeStepSchema : phoneStepSchema;
}
