// The two steps of sign-in as forms that post to the page (so they work with
// JavaScript off) with Conform checking each step's shared schema in the
// browser. "Send me a code" and "Send another code" post through React Router
// and show the answer in place; "Sign in" is a plain post, so the browser
// takes the session cookie with a full page load of where the shopper was going.
import { FormProvider, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { SIGN_IN_INTENT_FIELD, signInSchemaFor } from "../../../domain/forms/sign-in-form.ts";
import type { SignInAnswer, SignInPage } from "../../lib/accounts/sign-in.server.ts";
import { TextField } from "../forms/fields.tsx";
import { FormBanner, SubmitButton } from "../forms/form-feedback.tsx";

export function SignInForm({ page, answer }: { page: SignInPage; answer: SignInAnswer | undefined }) {
  const step = answer?.step ?? "phone";
  const submit = useSubmit();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const sendingIntent = sending ? navigation.formData?.get(SIGN_IN_INTENT_FIELD) : null;
  const [form] = useForm({
    id: `sign-in-${step}`,
    lastResult: answer?.reply ?? null,
    defaultValue: { phone: answer?.phone ?? "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchemaFor(formData.get(SIGN_IN_INTENT_FIELD)), disableAutoCoercion: true }),
    onSubmit(event, { formData }) {
      // The code: a plain post (reloadDocument), so the next page loads afresh with the new session.
      if (formData.get(SIGN_IN_INTENT_FIELD) === "verify-code") return;
      event.preventDefault();
      if (!sending) void submit(formData, { method: "post", action: page.action });
    },
  });
  const formMessage = form.errors?.[0] ?? null;
  const bannerRef = useRef<HTMLDivElement>(null);
  const stepHeading = useRef<HTMLParagraphElement>(null);
  // A new step or a refusal from the server: focus what the shopper should read next.
  useEffect(() => {
    if (formMessage) bannerRef.current?.focus();
    else if (answer?.step === "code" && !answer.reply) stepHeading.current?.focus();
  }, [answer, formMessage]);

  return (
    <Form method="post" action={page.action} id={form.id} noValidate onSubmit={form.onSubmit} className="sign-in-form" reloadDocument={step === "code"}>
      <input type="hidden" name="csrf" value={page.csrf} />
      <FormProvider context={form.context}>
        {step === "phone" ? (
          <>
            <TextField
              name="phone"
              label="Mobile number"
              type="tel"
              required
              autoComplete="tel"
              inputMode="tel"
              maxLength={30}
              hint="An Australian mobile, e.g. 0412 345 678. We'll text you a 6-digit code."
            />
            <FormBanner message={formMessage} ref={bannerRef} />
            <SubmitButton submitting={sendingIntent === "send-code"} name={SIGN_IN_INTENT_FIELD} value="send-code">
              Send me a code
            </SubmitButton>
          </>
        ) : (
          <>
            <p className="sign-in-form__sent" tabIndex={-1} ref={stepHeading} role="status">
              {answer?.notice ??
                (answer?.shownPhone
                  ? `We've sent a 6-digit code to ${answer.shownPhone}. It expires in ${page.codeMinutes} minutes.`
                  : `Enter the 6-digit code we sent to ${answer?.phone ?? "your mobile"}.`)}
            </p>
            <input type="hidden" name="phone" value={answer?.phone ?? ""} />
            <TextField
              name="code"
              label="Code"
              type="text"
              required
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              className="sign-in-form__code"
            />
            <FormBanner message={formMessage} ref={bannerRef} />
            <div className="sign-in-form__actions">
              <SubmitButton submitting={false} name={SIGN_IN_INTENT_FIELD} value="verify-code">
                Sign in
              </SubmitButton>
              <button type="submit" className="button button--ghost" name={SIGN_IN_INTENT_FIELD} value="resend-code" formNoValidate disabled={sendingIntent === "resend-code"}>
                Send another code
              </button>
            </div>
            <p className="sign-in-form__other">
              <Link to={page.action} reloadDocument>
                Use a different number
              </Link>
            </p>
          </>
        )}
      </FormProvider>
    </Form>
  );
}
