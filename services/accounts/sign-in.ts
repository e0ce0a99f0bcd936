// Sign-in by SMS code. Step one sends a code to an Australian mobile; step two
// checks it and opens a session. Every answer reads the same whether or not
// the number already has an account (no account enumeration): the account is
// only made when a code is confirmed. Limits: per number (a code every 30 s,
// 5 an hour, 10 a day; from the codes table, so they hold across processes),
// per code (10 minutes, single use, 5 wrong attempts), and per client (the
// in-memory sliding windows the lead forms use).
import {
  attemptsLeft,
  codeCheck,
  codeRequestDecision,
  CODE_TTL_MS,
  MAX_WRONG_ATTEMPTS,
} from "../../domain/accounts/sign-in-rules.ts";
import {
  resendTooSoonMessage,
  signInSms,
  SIGN_IN_MESSAGES,
  tooManyCodesMessage,
  wrongCodeMessage,
} from "../../domain/accounts/messages.ts";
import {
  challengeTimes,
  countWrongAttempt,
  dropChallenge,
  latestChallenge,
  openChallenge,
  spendChallenge,
} from "../../db/repositories/accounts.ts";
import { log } from "../log.ts";
import { newSignInCode, signInCodeHash, signInCodeMatches } from "./codes.ts";
import type { AccountDeps, AccountSite } from "./deps.ts";
import { displayMobile, parseAustralianMobile } from "./mobile-number.ts";
import { openSession, type OpenedSession } from "./sessions.ts";

export type SignInRefusal = {
  ok: false;
  status: number;
  /** For the phone or code field; null: about the form as a whole. */
  field: "phone" | "code" | null;
  message: string;
  retryAfterSeconds?: number;
};

export type CodeSent = { ok: true; phone: string; shownPhone: string; resendAfterSeconds: number };

const DAY_MS = 86_400_000;

/** Step one: a new code by SMS to the number (also "Send another code"). */
export async function requestSignInCode(
  deps: AccountDeps,
  input: { site: AccountSite; phone: string; client: string },
): Promise<CodeSent | SignInRefusal> {
  const mobile = parseAustralianMobile(input.phone);
  if (!mobile.ok) return { ok: false, status: 400, field: "phone", message: SIGN_IN_MESSAGES.phoneInvalid };
  const byClient = deps.codeLimiter.hit({ client: input.client, site: input.site.slug });
  if (!byClient.allowed) {
    return { ok: false, status: 429, field: null, message: SIGN_IN_MESSAGES.clientLimited, retryAfterSeconds: byClient.retryAfterSeconds };
  }
  const now = deps.clock();
  const groupId = input.site.dealerGroupId;
  const decision = codeRequestDecision(await challengeTimes(deps.db, groupId, mobile.e164, new Date(now.getTime() - DAY_MS)), now);
  if (!decision.allowed) {
    const message = decision.reason === "too-soon" ? resendTooSoonMessage(decision.retryAfterSeconds) : tooManyCodesMessage(decision.retryAfterSeconds);
    return { ok: false, status: 429, field: null, message, retryAfterSeconds: decision.retryAfterSeconds };
  }
  const code = newSignInCode();
  const challenge = await openChallenge(deps.db, {
    groupId,
    phone: mobile.e164,
    codeHash: signInCodeHash(deps.secret, groupId, mobile.e164, code),
    siteSlug: input.site.slug,
    now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  try {
    await deps.sms.send({ to: mobile.e164, text: signInSms(code, input.site.name, CODE_TTL_MS / 60_000) });
  } catch (error) {
    await dropChallenge(deps.db, challenge.id);
    log.warn(`Sign-in SMS not sent (${deps.sms.name}): ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, status: 503, field: null, message: SIGN_IN_MESSAGES.smsFailed, retryAfterSeconds: 30 };
  }
  return { ok: true, phone: mobile.e164, shownPhone: displayMobile(mobile.e164), resendAfterSeconds: 30 };
}

/** Step two: the code sent to the number. Right: the group's user (made now if new) and a new session. */
export async function confirmSignInCode(
  deps: AccountDeps,
  input: { site: AccountSite; phone: string; code: string; client: string; userAgent: string; replacingToken: string | null },
): Promise<({ ok: true } & OpenedSession) | SignInRefusal> {
  const mobile = parseAustralianMobile(input.phone);
  if (!mobile.ok) return { ok: false, status: 400, field: "phone", message: SIGN_IN_MESSAGES.phoneInvalid };
  const byClient = deps.verifyLimiter.hit({ client: input.client, site: input.site.slug });
  if (!byClient.allowed) {
    return { ok: false, status: 429, field: null, message: SIGN_IN_MESSAGES.clientLimited, retryAfterSeconds: byClient.retryAfterSeconds };
  }
  const now = deps.clock();
  const groupId = input.site.dealerGroupId;
  const challenge = await latestChallenge(deps.db, groupId, mobile.e164);
  const state = codeCheck(challenge, now);
  if (state === "expired") return { ok: false, status: 400, field: "code", message: SIGN_IN_MESSAGES.codeExpired };
  if (state === "locked") return { ok: false, status: 400, field: "code", message: SIGN_IN_MESSAGES.codeLocked };
  if (state !== "open" || !challenge) return { ok: false, status: 400, field: "code", message: SIGN_IN_MESSAGES.codeClosed };
  if (!signInCodeMatches(deps.secret, groupId, mobile.e164, input.code, challenge.codeHash)) {
    const attempts = await countWrongAttempt(deps.db, challenge.id, MAX_WRONG_ATTEMPTS);
    if (attempts === null) return { ok: false, status: 400, field: "code", message: SIGN_IN_MESSAGES.codeLocked };
    return { ok: false, status: 400, field: "code", message: wrongCodeMessage(attemptsLeft(attempts)) };
  }
  // Single use: of two posts with the right code, one signs in.
  if (!(await spendChallenge(deps.db, challenge.id, now, MAX_WRONG_ATTEMPTS))) {
    return { ok: false, status: 400, field: "code", message: SIGN_IN_MESSAGES.codeClosed };
  }
  const opened = await openSession(deps, {
    site: input.site,
    phone: mobile.e164,
    userAgent: input.userAgent,
    replacingToken: input.replacingToken,
  });
  return { ok: true, ...opened };
}
