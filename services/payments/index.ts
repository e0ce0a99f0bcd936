// Payment providers for reserve-online deposits: the interface a real
// provider implements, and the built-in sandbox. The card form's fields are
// in domain/payments/card-details.ts (the page validates with them too).
export type { PaymentProvider } from "./provider.ts";
export { createSandboxProvider, SANDBOX_DECLINE_MESSAGES } from "./sandbox-provider.ts";
