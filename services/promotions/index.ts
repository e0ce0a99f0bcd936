// Gated promotions and payments of issue 12 (decision 0041): /spin-to-win's
// prize wheel and /online-payment.
export { spin, spinOf, SPIN_LEAD_CATEGORY, type SpinAnswer, type SpinDeps } from "./spin.ts";
export { payOnline, paymentConfigOf, receiptEmail, ONLINE_PAYMENT_LEAD_CATEGORY, KEY_REUSED_MESSAGE, PAYMENT_NOT_TAKEN_MESSAGE, type OnlinePaymentAnswer, type OnlinePaymentDeps } from "./online-payment.ts";
