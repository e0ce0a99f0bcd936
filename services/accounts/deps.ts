// What the account service works with (built once per process in
// services/accounts/index.ts createAccountServices).
import type { Database } from "../../db/client.ts";
import type { SecretInput, SubmissionLimiter } from "../security/index.ts";
import type { SmsProvider } from "../sms/index.ts";

export interface AccountDeps {
  db: Database;
  secret: SecretInput;
  sms: SmsProvider;
  /** Per client: sign-in codes asked for. */
  codeLimiter: SubmissionLimiter;
  /** Per client: codes tried. */
  verifyLimiter: SubmissionLimiter;
  clock: () => Date;
}

/** The site a request is for: its tenant (the dealer group) and the dealerships it shows. */
export interface AccountSite {
  slug: string;
  name: string;
  dealerGroupId: number;
  dealershipIds: readonly number[];
}
