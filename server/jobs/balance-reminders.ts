import { sql, type Kysely } from 'kysely';
import { balanceGraceEnd, balanceStep } from '../../src/domain/booking/after-booking';
import { balancePaymentDate } from '../../src/domain/checkout/pricing';
import { dayFor, daysFor, emailTo, loadRecipient, moneyFor } from '../emails/email-texts';
import type { EmailSender } from '../auth/email-sender';
import { loadBookingFile, balanceDueOf } from '../bookings/booking-file';
import { cancelBooking } from '../bookings/cancel-booking';
import { cancellationPolicyOf } from '../checkout/cancellation-policies';
import type { Database } from '../db/schema';
import type { PaymentGateway } from '../payments/payment-gateway';
import { bookingReference, recordBookingEvent } from '../payments/payment-records';

export interface BalanceDeps {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  readonly gateway: PaymentGateway;
  readonly email: EmailSender;
  readonly publicUrl: string;
}

/**
 * The balance job (hourly): a booking paid with a down payment whose balance is unpaid gets one reminder email from
 * BALANCE_REMINDER_DAYS before its balance date; once the grace days after that date have passed, the booking is
 * cancelled by the marketplace under its cancellation policy (docs/decisions.md), both parties being told.
 * Answers what it did. Safe to run twice: the reminder is marked sent, the cancellation is one transaction.
 */
export const runBalanceReminders = async (deps: BalanceDeps): Promise<{ reminded: number; cancelled: number }> => {
  const today = deps.now().toISOString().slice(0, 10);
  const { rows } = await sql<{ id: number; user_id: number; start: string; policy: string; reminded: boolean }>`
    select b.id, b.user_id, to_char(b.start_date, 'YYYY-MM-DD') as start, coalesce(bo.cancellation_policy, a.cancellation_policy) as policy,
      b.balance_reminder_sent_at is not null as reminded
    from booking_requests b
    left join boats bo on bo.id = b.boat_id
    left join activities a on a.id = b.activity_id
    where b.down_payment_selected and b.status in ('paid', 'confirmed') and b.start_date > ${today}::date
      and not exists (select 1 from payments p where p.booking_request_id = b.id and p.kind = 'balance' and p.status = 'succeeded' and not p.refund_needed)
    order by b.start_date
    limit 500`.execute(deps.db);
  let reminded = 0;
  let cancelled = 0;
  for (const row of rows) {
    const step = balanceStep(today, balancePaymentDate(row.start, cancellationPolicyOf(row.policy).balancePaymentDays), row.start);
    if (step === 'overdue') {
      const result = await cancelBooking(deps, { bookingId: row.id, userId: row.user_id, by: 'system' });
      if (result.kind === 'cancelled') cancelled++;
    } else if ((step === 'remind' || step === 'due') && !row.reminded) {
      if (await remind(deps, row.id, row.user_id)) reminded++;
    }
  }
  return { reminded, cancelled };
};

const remind = async (deps: BalanceDeps, bookingId: number, userId: number): Promise<boolean> => {
  // Marked first (and only once): two workers never send the same reminder twice.
  const marked = await deps.db
    .updateTable('booking_requests')
    .set({ balance_reminder_sent_at: deps.now() })
    .where('id', '=', bookingId)
    .where('balance_reminder_sent_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) return false;
  const file = await loadBookingFile(deps.db, bookingId, userId, { tenantOnly: true });
  const tenant = await loadRecipient(deps.db, userId);
  if (!file || !tenant) return false;
  const due = balanceDueOf(file);
  const { session, product } = file.state;
  const date = balancePaymentDate(session.start, cancellationPolicyOf(product.cancellation_policy).balancePaymentDays);
  await deps.email.send(
    emailTo(tenant, (t) => t.balanceReminder, {
      reference: bookingReference(bookingId),
      product: product.title,
      dates: daysFor(session.start, session.end, tenant.language),
      amount: moneyFor(due, tenant),
      date: dayFor(date, tenant.language),
      lastDay: dayFor(balanceGraceEnd(date, session.start), tenant.language),
      link: `${deps.publicUrl}/balance-payment/${bookingId}`,
    }),
  );
  await recordBookingEvent(deps.db, { bookingRequestId: bookingId, at: deps.now(), type: 'balanceReminderSent', data: { amount: due, date } });
  return true;
};
