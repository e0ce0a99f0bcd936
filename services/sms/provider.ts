// How a text message leaves the platform. Sign-in codes (services/accounts)
// are sent through this interface; which provider is behind it is chosen by
// the environment (services/config.ts): an HTTP SMS gateway when
// SMS_GATEWAY_URL is set, else the local provider, which writes each message
// to a file so a newcomer can sign in with nothing installed.

export interface SmsMessage {
  /** E.164, e.g. +61412345678. */
  to: string;
  text: string;
}

export interface SmsProvider {
  /** "local" or "http-gateway", for the start-up line and the logs. */
  readonly name: string;
  /** Resolves once the provider has taken the message; rejects with a reason when it has not. */
  send(message: SmsMessage): Promise<void>;
}

/** A message the provider did not take. The shopper is told to try again; the reason goes to the log. */
export class SmsNotSentError extends Error {
  name = "SmsNotSentError";
}
