// What the sign-in page says for each reason a shopper is sent there
// (detail §2: /sign-in?type={reason}): a heading and one sentence each.
import type { SignInReason } from "../gating.ts";

export interface SignInCopy {
  heading: string;
  sentence: string;
}

export function signInCopy(reason: SignInReason | null, names: { siteName: string; garageTitle: string }): SignInCopy {
  switch (reason) {
    case "watchlist":
      return { heading: "Sign in to save this car", sentence: "Keep a watchlist of the cars you like and find them again on any of our sites." };
    case "trade-in":
      return { heading: "Sign in to value your trade-in", sentence: "We'll keep your valuation with your account so you can come back to it." };
    case "checkout":
      return { heading: "Sign in to reserve your car", sentence: "Sign in with your mobile, then finish reserving the car you chose — it takes a minute." };
    case "finance":
      return { heading: "Sign in for personalised finance", sentence: "Get finance options tailored to you and pick up where you left off." };
    case "car-finance":
      return { heading: "Sign in for finance on this car", sentence: "See finance personalised for this car and keep your application with your account." };
    case "spin-to-win":
      return { heading: "Sign in to spin to win", sentence: "One spin per shopper: sign in so we know where to send your prize." };
    case "online-payment":
      return { heading: "Sign in to pay online", sentence: "Pay an invoice or deposit securely and keep your receipts in one place." };
    case "my-garage":
      return { heading: `Sign in to ${names.garageTitle}`, sentence: "Your saved cars, enquiries and reservations with us, all in one place." };
    default:
      return { heading: "Sign in", sentence: `Sign in to ${names.siteName} with your mobile number: we'll text you a code, no password needed.` };
  }
}
