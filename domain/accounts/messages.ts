// What the sign-in pages and the watchlist say. The wording never tells
// whether a phone number already has an account (no account enumeration).
import { CODE_LENGTH, MAX_WRONG_ATTEMPTS } from "./sign-in-rules.ts";

export const SIGN_IN_MESSAGES = {
  phoneRequired: "Please enter your mobile number.",
  phoneInvalid: "Please enter an Australian mobile number, e.g. 0412 345 678.",
  codeRequired: `Please enter the ${CODE_LENGTH}-digit code we sent you.`,
  codeShape: `The code is ${CODE_LENGTH} digits, e.g. 123456.`,
  codeExpired: "That code has expired. Please ask for a new one.",
  codeClosed: "That code can no longer be used. Please ask for a new one.",
  codeLocked: `That code was entered wrongly ${MAX_WRONG_ATTEMPTS} times, so it no longer works. Please ask for a new one.`,
  clientLimited: "You've tried to sign in a lot in a short time. Please wait a few minutes and try again.",
  smsFailed: "We couldn't send the SMS just now. Please try again in a minute.",
} as const;

export const wrongCodeMessage = (left: number): string =>
  left > 0
    ? `That code isn't right. You have ${left} ${left === 1 ? "try" : "tries"} left.`
    : SIGN_IN_MESSAGES.codeLocked;

export const resendTooSoonMessage = (seconds: number): string =>
  `We've just sent a code. You can ask for another in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`;

export const tooManyCodesMessage = (seconds: number): string => {
  const minutes = Math.ceil(seconds / 60);
  const wait = minutes >= 120 ? `${Math.ceil(minutes / 60)} hours` : `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  return `We've sent this number several codes already. Please try again in ${wait}.`;
};

/** The text of the SMS. The site's name tells the shopper who sent it; the code comes first for phones that show a preview. */
export const signInSms = (code: string, siteName: string, minutes: number): string =>
  `${code} is your ${siteName} sign-in code. It expires in ${minutes} minutes. Never share it: we will never ask you for it.`;

export const WATCHLIST_MESSAGES = {
  saved: "Car Saved In Watchlist",
  removed: "Car Removed",
  viewList: "View List",
  signInNeeded: "Please sign in to save cars to your watchlist.",
  notYourPhone: "That phone number isn't the one you signed in with.",
  sold: "This car has been sold, so it can't be added to your watchlist.",
  notFound: "We couldn't find that car.",
  failed: "We couldn't update your watchlist. Please try again.",
} as const;
