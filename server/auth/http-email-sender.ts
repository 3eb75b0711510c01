import { endpointOf, postJson, type JsonEndpoint, type ProviderEndpointOptions } from '../http/post-json';
import type { EmailMessage, EmailSender } from './email-sender';

export class EmailDeliveryError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** EMAIL_PROVIDER_URL and EMAIL_PROVIDER_TOKEN (Bearer), and EMAIL_FROM: the sender shown to the user. */
export interface HttpEmailSenderOptions extends ProviderEndpointOptions {
  readonly from: string;
}

/**
 * A transactional email API: POST {url} with { from, to, subject, text } and a Bearer token (the shape shared by
 * the common providers' JSON APIs). Any 2xx means accepted; anything else rejects (the token never in the error).
 */
export class HttpEmailSender implements EmailSender {
  private readonly endpoint: JsonEndpoint;

  constructor(private readonly options: HttpEmailSenderOptions) {
    this.endpoint = endpointOf(options);
  }

  async send(message: EmailMessage): Promise<void> {
    const body = { from: this.options.from, to: message.to, subject: message.subject, text: message.text };
    await postJson(this.endpoint, body, 'Email provider', (text, status) => new EmailDeliveryError(text, status));
  }
}
