import { endpointOf, postJson, type JsonEndpoint, type ProviderEndpointOptions } from '../http/post-json';
import { SmsDeliveryError, type SmsMessage, type SmsSender } from './sms-sender';

/** SMS_PROVIDER_URL (the gateway's "send message" endpoint) and SMS_PROVIDER_TOKEN (Bearer). */
export type HttpSmsSenderOptions = ProviderEndpointOptions;

/**
 * A REST SMS gateway: POST {url} with a JSON body { to, text, channel } ('sms' or 'call'), Bearer token.
 * Any 2xx answer means accepted; anything else rejects with SmsDeliveryError (the token is never in the error).
 */
export class HttpSmsSender implements SmsSender {
  private readonly endpoint: JsonEndpoint;

  constructor(options: HttpSmsSenderOptions) {
    this.endpoint = endpointOf(options);
  }

  async send(message: SmsMessage): Promise<void> {
    await postJson(this.endpoint, { to: message.phone, text: message.text, channel: message.channel }, 'SMS gateway', (text, status) => new SmsDeliveryError(text, status));
  }
}
