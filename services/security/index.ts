// Form and API security: CSRF tokens, idempotency keys, lead tokens for
// follow-up calls, rate limits, the client's address, and the public search
// keys bound to each site.
export { CSRF_COOKIE, CSRF_FAILED_MESSAGE, CSRF_FIELD, CSRF_HEADER, isSameOrigin, isSecureRequest, issueCsrfToken, readCookie, verifyCsrf } from "./csrf.ts";
export { contentHash, IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER, newIdempotencyKey, resolveIdempotencyKey } from "./idempotency.ts";
export { isLeadToken, leadToken } from "./lead-token.ts";
export { CLIENT_RATE_LIMITED_MESSAGE, DEFAULT_SUBMISSION_RULES, SlidingWindowLimiter, unlimited, type SubmissionLimiter } from "./rate-limit.ts";
export { clientKey, isLoopback } from "./client-address.ts";
export { siteKeyResolver, siteSearchKey } from "./search-keys.ts";
export { appSecretPath, resolveAppSecret, signingSecret as signingSecretOf, verifyingSecrets as verifyingSecretsOf, type AppSecret, type SecretInput } from "./secret.ts";
export { SEARCH_RATE_LIMITED_MESSAGE, searchRateLimiter } from "./search-rate-limit.ts";
export { compileTrustProxy, resolveRequestClient, TRUST_PROXY_HELP, type ProxyTrust, type RequestClient } from "./trusted-proxy.ts";
