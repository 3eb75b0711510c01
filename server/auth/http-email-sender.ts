import { postJson } from '../http/post-json';
import type { EmailMessage, EmailSender } from './email-sender';

export class EmailDeliveryError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface HttpEmailSenderOptions {
  /** EMAIL_PROVIDER_URL: the provider's "send email" endpoint. */
  readonly url: string;
  /** EMAIL_PROVIDER_TOKEN: sent as a Bearer token. */
  readonly token: string;
  /** EMAIL_FROM: the sender shown to the user. */
  readonly from: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

/**
 * A transactional email API: POST {url} with { from, to, subject, text } and a Bearer token (the shape shared by
 * the common providers' JSON APIs). Any 2xx means accepted; anything else rejects (the token never in the error).
 */
export class HttpEmailSender implements EmailSender {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: HttpEmailSenderOptions) {
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  async send(message: EmailMessage): Promise<void> {
    await postJson(
      { url: this.options.url, token: this.options.token, fetch: this.fetch, timeoutMs: this.options.timeoutMs ?? 10_000 },
      { from: this.options.from, to: message.to, subject: message.subject, text: message.text },
      'Email provider',
      (text, status) => new EmailDeliveryError(text, status),
    );
  }
}
