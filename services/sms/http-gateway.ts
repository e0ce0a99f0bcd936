// An HTTP SMS gateway: one JSON POST per message,
//   POST {SMS_GATEWAY_URL}
//   Authorization: Bearer {SMS_GATEWAY_TOKEN}
//   Content-Type: application/json
//   {"to": "+61412345678", "from": "{SMS_SENDER}", "body": "…"}
// answered 2xx when the gateway took the message. Most gateways take this
// shape or a thin proxy in front of them does (docs/accounts.md). Anything
// else, or no answer in 10 s, is a failure: the shopper is asked to try again
// and the reason is logged (never the code).
import { SmsNotSentError, type SmsProvider } from "./provider.ts";

export interface HttpGatewayOptions {
  url: string;
  token: string;
  /** The sender shown on the phone: a number, or up to 11 letters and digits. */
  sender: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export function createHttpSmsGateway(options: HttpGatewayOptions): SmsProvider {
  const send = options.fetch ?? fetch;
  return {
    name: "http-gateway",
    async send(message) {
      let response: Response;
      try {
        response = await send(options.url, {
          method: "POST",
          headers: { Authorization: `Bearer ${options.token}`, "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ to: message.to, from: options.sender, body: message.text }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
          redirect: "error",
        });
      } catch (error) {
        throw new SmsNotSentError(`SMS gateway unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      // The body is read (and dropped) so the connection can be reused; only its first bytes go in the error.
      const body = await response.text().catch(() => "");
      if (!response.ok) throw new SmsNotSentError(`SMS gateway answered ${response.status}: ${body.slice(0, 200)}`);
    },
  };
}
