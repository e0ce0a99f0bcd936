// One-time sign-in codes: six digits from the CSPRNG (crypto.randomInt), kept
// only as an HMAC with the app secret, bound to the group and the number, so
// a copy of the table reveals no code (and 10^6 guesses per row are useless
// without the secret). Compared in constant time; codes made before a secret
// rotation still work with APP_SECRET_PREVIOUS.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { CODE_LENGTH } from "../../domain/accounts/sign-in-rules.ts";
import { signingSecretOf, verifyingSecretsOf, type SecretInput } from "../security/index.ts";

export function newSignInCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

function hmac(key: string, groupId: number, phone: string, code: string): string {
  return createHmac("sha256", key).update(`sign-in-code:${groupId}:${phone}:${code}`).digest("base64url");
}

export function signInCodeHash(secret: SecretInput, groupId: number, phone: string, code: string): string {
  return hmac(signingSecretOf(secret), groupId, phone, code);
}

export function signInCodeMatches(secret: SecretInput, groupId: number, phone: string, code: string, stored: string): boolean {
  const expected = Buffer.from(stored);
  return verifyingSecretsOf(secret).some((key) => {
    const candidate = Buffer.from(hmac(key, groupId, phone, code));
    return candidate.length === expected.length && timingSafeEqual(candidate, expected);
  });
}
