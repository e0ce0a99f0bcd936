// The fields every form carries for the server's checks: the CSRF token, the
// idempotency key of this render, the honeypot, and (filled on submit when
// JavaScript runs) the trail of pages visited.
import { HONEYPOT_FIELD } from "../../../domain/forms/fields.ts";
import { Honeypot } from "./fields.tsx";

export const CSRF_FIELD = "csrf";
export const IDEMPOTENCY_FIELD = "idempotency_key";

export function SecurityFields({ csrf, idempotencyKey }: { csrf: string; idempotencyKey: string }) {
  return (
    <>
      <input type="hidden" name={CSRF_FIELD} value={csrf} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      <Honeypot name={HONEYPOT_FIELD} />
    </>
  );
}
