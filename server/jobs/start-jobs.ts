import type { ServerConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createPaymentGateway } from '../payments/create-payment-gateway';
import { createEmailSender } from '../auth/create-email-sender';
import { expireCheckoutSessions } from './checkout-expiry';
import { runBalanceReminders } from './balance-reminders';
import { runRequestExpiry } from './request-expiry';
import { createPushSender } from '../push/create-push-sender';
import { sendReviewRequests } from '../bookings/reviews';
import { runCalendarImports } from './calendar-import';
import { startJobQueue, type JobQueue } from './job-queue';
import { runHousekeeping } from './housekeeping';

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
        // Booking requests left unanswered past responseBefore ride the same minute's sweep (one cron, once per cluster).
        const email = createEmailSender(config, database.db, now);
        const requests = await runRequestExpiry({ db: database.db, now, gateway, email, publicUrl: config.publicUrl, push: createPushSender(config, database.db, now), log });
        if (requests.expired + requests.captured > 0) log(`Booking requests: ${requests.expired} expired and refunded, ${requests.captured} capture(s) retried`);
      },
      balanceReminders: async () => {
        const email = createEmailSender(config, database.db, now);
        const done = await runBalanceReminders({ db: database.db, now, gateway, email, publicUrl: config.publicUrl });
        if (done.reminded + done.cancelled > 0) log(`Balance: ${done.reminded} reminder(s), ${done.cancelled} booking(s) cancelled unpaid`);
        const asked = await sendReviewRequests({ db: database.db, now, email, publicUrl: config.publicUrl });
        if (asked > 0) log(`Reviews: ${asked} request(s) sent`);
        // Owners' saved iCalendar feeds (issue [6]), re-imported hourly; only tests fetch from private addresses.
        const calendars = await runCalendarImports({ db: database.db, now, fetch: { allowPrivateAddresses: config.environment === 'test' } });
        if (calendars.imported + calendars.failed > 0) log(`Calendars: ${calendars.imported} imported, ${calendars.failed} failed`);
      },
      housekeeping: async () => {
        const deleted = await runHousekeeping({ db: database.db, now });
        if (deleted.sessions + deleted.passwordResetTokens + deleted.pendingRegistrations + deleted.searchBoatChanges > 0) log(`Housekeeping: deleted ${JSON.stringify(deleted)}`);
      },
    },
  });
};
