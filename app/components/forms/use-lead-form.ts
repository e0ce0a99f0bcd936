// A form's state on Conform, sent through React Router (docs/decisions/0026).
// Without JavaScript the browser posts the form to its page and the action
// answers with a redirect or the page again (messages and typed values, the
// `reply`). With JavaScript, Conform checks the form with its shared zod
// schema (the whole form on submit; once messages show, as the shopper
// corrects them, on input) and React Router posts the same fields to the same
// action; the answer comes back as the same `reply`. The inputs are
// uncontrolled, so nothing typed is lost: idle → submitting (spinner) →
// success, or failed with the button back to normal and the messages.
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigation, useSubmit } from "react-router";
import type { z } from "zod";
import { ENHANCED_FIELD, type FormReply } from "../../lib/forms/form-answer.ts";
import { readSavedDetails } from "./browser-storage.ts";
import { formMessages } from "./form-feedback.tsx";
import { landingUrl, visitedPages } from "./visit-trail.ts";

/** The name Conform gives its own submissions (checking a field as the shopper types). */
export const CONFORM_INTENT = "__intent__";

export interface LeadFormOptions {
  id: string;
  /** The form's shared schema, or the one for what was pressed (a step's "Next"); null: nothing to check (a confirm button). */
  schema: z.ZodType | ((formData: FormData) => z.ZodType) | null;
  /** The page's answer to the last post when it refused it. */
  reply: FormReply | null | undefined;
  /** Values to start from (query parameters, the car's defaults, the ticked opt-in). */
  defaultValue?: Record<string, string | string[]>;
  /** A valid submit the form handles in place (a step's "Next" or "Back"): true when it did, and nothing is sent. */
  handleInPlace?: (formData: FormData) => boolean;
}

/** Fields the page adds to what is sent: the tab's trail of pages and the landing address (lead_attributes). */
function addTrail(formData: FormData): void {
  formData.set("visited_pages", JSON.stringify(visitedPages()));
  const landing = landingUrl();
  if (landing) formData.set("landing_url", landing);
}

export function useLeadForm({ id, schema, reply, defaultValue, handleInPlace }: LeadFormOptions) {
  const submit = useSubmit();
  const sending = useNavigation().state === "submitting";
  const [checkOnInput, setCheckOnInput] = useState(false);
  const [form] = useForm({
    id,
    lastResult: reply ?? null,
    defaultValue,
    shouldValidate: "onSubmit",
    // Once field messages are showing, they follow the shopper's corrections as
    // they type (not on blur: a message disappearing on blur moves the button
    // under the pointer between mousedown and mouseup, and the click is lost).
    // Before that, and while only the form-level message shows, typing checks nothing.
    shouldRevalidate: checkOnInput ? "onInput" : "onSubmit",
    onValidate: schema
      ? ({ formData }) => parseWithZod(formData, { schema: typeof schema === "function" ? schema(formData) : schema, disableAutoCoercion: true })
      : undefined,
    onSubmit(event, { formData }) {
      event.preventDefault();
      if (sending || handleInPlace?.(formData)) return;
      addTrail(formData);
      formData.set(ENHANCED_FIELD, "1");
      void submit(formData, { method: "post" });
    },
  });
  const messages = formMessages(form.allErrors);
  const fieldMessagesShowing = messages.fields.length > 0;
  if (fieldMessagesShowing !== checkOnInput) setCheckOnInput(fieldMessagesShowing);

  // After a failed submit or a refused post (only then: never while the
  // shopper moves between fields), focus moves to what went wrong: the list,
  // else the form-level message. Conform has focused the first field with a
  // message; the list links to each. A page's answer shows once Conform has
  // taken it in (a render later), so the focus waits for the messages.
  const summaryRef = useRef<HTMLDivElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const [submits, setSubmits] = useState(0);
  const [firstReply] = useState(reply);
  const focusPending = useRef(false);
  useEffect(() => {
    if (submits > 0 || reply !== firstReply) focusPending.current = true;
  }, [submits, reply, firstReply]);
  useEffect(() => {
    const target = focusPending.current ? (summaryRef.current ?? bannerRef.current) : null;
    if (!target) return;
    focusPending.current = false;
    target.focus();
  });

  // The saved details go into the empty contact fields once the page has loaded (detail §3).
  useEffect(() => {
    const element = document.forms.namedItem(id);
    const saved = firstReply ? null : readSavedDetails();
    if (!element || !saved) return;
    for (const [name, value] of Object.entries(saved)) {
      const input = element.elements.namedItem(name);
      if (input instanceof HTMLInputElement && input.value === "" && value) input.value = value;
    }
  }, [id, firstReply]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    form.onSubmit(event);
    if (submitter?.name !== CONFORM_INTENT) setSubmits((n) => n + 1);
  };

  return { form, messages, sending, summaryRef, bannerRef, onSubmit };
}

export type LeadFormState = ReturnType<typeof useLeadForm>;
