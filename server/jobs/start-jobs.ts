import type { ServerConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createPaymentGateway } from '../payments/create-payment-gateway';
import { createEmailSender } from '../auth/create-email-sender';
import { expireCheckoutSessions } from './checkout-expiry';
import { runBalanceReminders } from './balance-reminders';
import { sendReviewRequests } from '../bookings/reviews';
import { startJobQueue, type JobQueue } from './job-queue';

/** The server's background jobs over its own database (started by start.ts, stopped before the database closes). */
export const startServerJobs = (options: {
  readonly database: DatabaseHandle;
  readonly config: ServerConfig;
  readonly now: () => Date;
  readonly log: (message: string) => void;
}): Promise<JobQueue> => {
  const { database, config, now, log } = options;
  const gateway = createPaymentGateway(config, database.db);
  return startJobQueue({
    db: database.db,
    kind: database.kind,
    databaseUrl: config.databaseUrl,
    log,
    handlers: {
      checkoutExpire: async () => {
        const expired = await expireCheckoutSessions({ db: database.db, now, gateway });
        if (expired > 0) log(`Expired ${expired} unpaid checkout session(s)`);
      },
      balanceReminders: async () => {
        const email = createEmailSender(config, database.db, now);
        const done = await runBalanceReminders({ db: database.db, now, gateway, email, publicUrl: config.publicUrl });
        if (done.reminded + done.cancelled > 0) log(`Balance: ${done.reminded} reminder(s), ${done.cancelled} booking(s) cancelled unpaid`);
        const asked = await sendReviewRequests({ db: database.db, now, email, publicUrl: config.publicUrl });
        if (asked > 0) log(`Reviews: ${asked} request(s) sent`);
      },
    },
  });
};
