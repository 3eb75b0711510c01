import type { CancellationPolicy } from '../../src/contract/checkout';

export type CancellationPolicyName = CancellationPolicy['name'];

/**
 * The three cancellation policies of the catalogue (boats.cancellation_policy, activities.cancellation_policy):
 * - Flexible: a full refund until 1 day before the start; the balance is charged 2 days before.
 * - Moderate: half refunded until 5 days before; the balance is charged 7 days before.
 * - Strict: nothing refunded after booking unless cancelled 30 days ahead (then half); the balance 14 days before.
 * The balance days decide whether a down payment is possible (isEligibleForDownPayment in the domain).
 */
export const CANCELLATION_POLICIES: Readonly<Record<CancellationPolicyName, CancellationPolicy>> = {
  Flexible: { name: 'Flexible', refundPercentage: 100, refundDaysBefore: 1, balancePaymentDays: 2 },
  Moderate: { name: 'Moderate', refundPercentage: 50, refundDaysBefore: 5, balancePaymentDays: 7 },
  Strict: { name: 'Strict', refundPercentage: 50, refundDaysBefore: 30, balancePaymentDays: 14 },
};

/** The policy of a product; an unknown name (not possible through the seed) reads as Strict, the safest. */
export const cancellationPolicyOf = (name: string): CancellationPolicy =>
  (CANCELLATION_POLICIES as Readonly<Record<string, CancellationPolicy>>)[name] ?? CANCELLATION_POLICIES.Strict;
