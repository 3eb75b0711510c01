import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PushMessage, PushResult, PushSender } from './push-sender';

/** Keeps push notifications in the push_outbox table (no FCM project in this project's default setup). */
export class OutboxPushSender implements PushSender {
  readonly kind = 'outbox' as const;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async send(message: PushMessage): Promise<PushResult> {
    await this.db
      .insertInto('push_outbox')
      .values({
        user_id: message.userId,
        token: message.token,
        title: message.title.slice(0, 200),
        body: message.body,
        data: JSON.stringify(message.data),
        created_at: this.now(),
      })
      .execute();
    return 'sent';
  }
}
