import { postJson } from '../http/post-json';
import { SmsDeliveryError, type SmsMessage, type SmsSender } from './sms-sender';

export interface HttpSmsSenderOptions {
  /** SMS_PROVIDER_URL: the gateway's "send message" endpoint. */
  readonly url: string;
  /** SMS_PROVIDER_TOKEN: sent as a Bearer token. */
  readonly token: string;
  /** Injectable for tests; the global fetch by default. */
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

/**
 * A REST SMS gateway: POST {url} with a JSON body { to, text, channel } ('sms' or 'call'), Bearer token.
 * Any 2xx answer means accepted; anything else rejects with SmsDeliveryError (the token is never in the error).
 */
export class HttpSmsSender implements SmsSender {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: HttpSmsSenderOptions) {
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  async send(message: SmsMessage): Promise<void> {
    await postJson(
      { url: this.options.url, token: this.options.token, fetch: this.fetch, timeoutMs: this.options.timeoutMs ?? 10_000 },
      { to: message.phone, text: message.text, channel: message.channel },
      'SMS gateway',
      (text, status) => new SmsDeliveryError(text, status),
    );
  }
}
