import fc from 'fast-check';
import type { PaymentMoney, RefundMoney } from '../../src/domain/backoffice/booking-actions';
import { fromDayNumber, toDayNumber } from '../../src/domain/search/iso-date';

/** A booking's succeeded payments: 0 to 4, each up to 5,000 € (ids 1..n). */
export const arbPayments: fc.Arbitrary<PaymentMoney[]> = fc
  .array(fc.integer({ min: 1, max: 500_000 }), { maxLength: 4 })
  .map((amounts) => amounts.map((amount, i) => ({ id: i + 1, amount })));

/** Refunds of those payments, any status, never more per payment than it took. */
export const arbPaymentsAndRefunds: fc.Arbitrary<{ payments: PaymentMoney[]; refunds: RefundMoney[] }> = arbPayments.chain((payments) =>
  fc
    .array(
      fc.record({
        payment: fc.nat({ max: Math.max(0, payments.length - 1) }),
        share: fc.double({ min: 0, max: 1, noNaN: true }),
        status: fc.constantFrom<RefundMoney['status']>('pending', 'succeeded', 'failed'),
      }),
      { maxLength: payments.length === 0 ? 0 : 6 },
    )
    .map((drafts) => {
      const left = new Map(payments.map((p) => [p.id, p.amount]));
      const refunds: RefundMoney[] = [];
      for (const d of drafts) {
        const payment = payments[d.payment];
        if (!payment) continue;
        const available = left.get(payment.id) ?? 0;
        const amount = Math.floor(available * d.share);
        if (amount <= 0) continue;
        left.set(payment.id, available - amount);
        refunds.push({ paymentId: payment.id, amount, status: d.status });
      }
      return { payments, refunds };
    }),
);

/** A calendar date between 2024 and 2028. */
export const arbIsoDate: fc.Arbitrary<string> = fc.integer({ min: toDayNumber('2024-01-01'), max: toDayNumber('2028-12-31') }).map(fromDayNumber);

/** What staff might type in the search box: digits, references, addresses, names, wildcards, spaces. */
export const arbSearchText: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 0, max: 3_000_000_000 }).map(String),
  fc.integer({ min: 1, max: 999_999 }).map((n) => `SW-${String(n).padStart(6, '0')}`),
  fc.string({ maxLength: 120 }),
  fc.array(fc.constantFrom('a', 'B', '%', '_', '\\', '@', '.', ' ', '#', '0', '7', 'é', '😀'), { maxLength: 110 }).map((c) => c.join('')),
);
