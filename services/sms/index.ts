// Text messages (sign-in codes): the provider interface, the local provider
// (files under DATA_DIR/sms/) and the HTTP gateway. docs/accounts.md.
import { createHttpSmsGateway } from "./http-gateway.ts";
import { createLocalSmsProvider, smsDir } from "./local-provider.ts";
import type { SmsProvider } from "./provider.ts";

export { SmsNotSentError, type SmsMessage, type SmsProvider } from "./provider.ts";
export { createLocalSmsProvider, smsDir, smsFileContent, smsFileName } from "./local-provider.ts";
export { createHttpSmsGateway, type HttpGatewayOptions } from "./http-gateway.ts";

export interface SmsSettings {
  SMS_GATEWAY_URL?: string;
  SMS_GATEWAY_TOKEN?: string;
  SMS_SENDER: string;
}

/** The HTTP gateway when SMS_GATEWAY_URL is set (config.ts insists on its token), else the local provider. */
export function createSmsProvider(settings: SmsSettings, dataDir: string): SmsProvider {
  if (settings.SMS_GATEWAY_URL && settings.SMS_GATEWAY_TOKEN) {
    return createHttpSmsGateway({ url: settings.SMS_GATEWAY_URL, token: settings.SMS_GATEWAY_TOKEN, sender: settings.SMS_SENDER });
  }
  return createLocalSmsProvider(smsDir(dataDir));
}
