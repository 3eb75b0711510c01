import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Port: sends an email. */
export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

/** Keeps emails in the email_outbox table, readable on the dev pages (no mail server in this project). */
export class OutboxEmailSender implements EmailSender {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    await this.db
      .insertInto('email_outbox')
      .values({ recipient: message.to, subject: message.subject, text: message.text, created_at: this.now() })
      .execute();
  }
}
