import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SmsMessage, SmsSender } from './sms-sender';

/** Keeps messages in the sms_outbox table instead of sending them (development, tests, demos). */
export class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db
      .insertInto('sms_outbox')
      .values({ phone: message.phone, text: message.text, channel: message.channel, created_at: this.now() })
      .execute();
  }
}
