// Finding 9: the per-site cap (300 leads a minute, shared by everyone) let
// strangers switch off a dealer's leads: 300 junk submissions from many
// addresses, and a genuine shopper from a new address got 429. Now the site's
// cap only flags: the shopper's lead is taken and marked as suspected spam for
// the dealer; each client keeps its own limits (docs/decisions/0028-lead-floods.md).
import { expect, test } from "@playwright/test";
import { waitForMails } from "../e2e/support/lead-mail.ts";
import { firstChoice, generalEnquiry, openForm, postForm } from "./support.ts";

const SITE = "harbour-used";
const FLOOD = 300; // the site's shared rate (DEFAULT_SUBMISSION_RULES)
const CLIENTS = 60;

test("a flood from many addresses does not stop a genuine shopper's lead", async () => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  // Each flooding client opens the form like a browser, then sends its share of junk.
  const clients = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => `127.0.0.${i + 2}`).map(async (from) => ({ from, session: await openForm(SITE, "/contact", from) })));
  const statuses: number[] = [];
  let sample = "";
  for (let round = 0; round < FLOOD / CLIENTS; round++) {
    const answers = await Promise.all(
      clients.map(({ from, session }) =>
        postForm(SITE, "/contact", session, { ...generalEnquiry(`junk ${run} ${from} ${round}`), email: `junk-${run}@example.com`, dealership_slug: firstChoice(session.html, "dealership_slug") }, from),
      ),
    );
    statuses.push(...answers.map((a) => a.status));
    sample ||= answers.find((a) => a.status !== 303)?.body ?? "";
  }
  // Every one stored (303 to the success page), however many came.
  expect(statuses.filter((s) => s === 303), sample.slice(0, 500)).toHaveLength(FLOOD);

  // A shopper from an address the site has never seen.
  const genuine = "127.0.0.250";
  const session = await openForm(SITE, "/contact", genuine);
  const email = `genuine-${run}@example.com`;
  const answer = await postForm(SITE, "/contact", session, { ...generalEnquiry("Is the white Corolla still there?"), email, dealership_slug: firstChoice(session.html, "dealership_slug") }, genuine);
  expect(answer.status, answer.body.slice(0, 500)).toBe(303);
  expect(answer.headers.location).toMatch(/^\/success\?form=/);
  // Delivered to the dealer, marked so they can tell it from the flood.
  const [mail] = await waitForMails(email, 1, { timeoutMs: 30_000, settleMs: 0 });
  // "[Suspected spam] …", as a MIME encoded word when the rest of the subject is not ASCII.
  expect(mail).toMatch(/^Subject: (\[Suspected spam\] |=\?UTF-8\?Q\?=5BSuspected_spam=5D_)/m);
});
