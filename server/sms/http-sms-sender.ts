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
    let response: Response;
    try {
      response = await this.fetch(this.options.url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${this.options.token}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({ to: message.phone, text: message.text, channel: message.channel }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError(`SMS gateway unreachable: ${error instanceof Error ? error.name : 'error'}`);
    }
    // Drain the body so the connection can be reused.
    await response.text().catch(() => '');
    if (!response.ok) throw new SmsDeliveryError(`SMS gateway answered ${response.status}`, response.status);
  }
}
