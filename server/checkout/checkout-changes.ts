import type { Kysely } from 'kysely';
import type { ExtraSelectedBody, InsurancesSelectedBody } from '../../src/contract/checkout';
import { INSURANCE_NAMES } from '../../src/domain/checkout/cart';
import { hasExclusiveConflict } from '../../src/domain/checkout/insurance-selection';
import { checkPromoCode, normalisePromoCode, type PromoCodeDefinition } from '../../src/domain/checkout/promo-code';
import type { IsoDate } from '../../src/domain/search/iso-date';
import type { Database } from '../db/schema';
import { insuranceColumn, insurancesOf, loadPromo, parsePolymorphExtraId, rentalNetOf, type CheckoutState } from './checkout-state';
import { isDownPaymentEligible } from './checkout-views';

/**
 * The tenant's changes to a checkout session. Each runs inside the caller's transaction, on a session row locked by
 * it and still 'requested'; it checks everything first and writes only when the change is accepted. The caller then
 * recomputes the price and stores the snapshot in the same transaction.
 */

/** A refused change: the HTTP status and the error code of the answer. */
export interface ChangeRefused {
  readonly status: 400 | 404 | 422;
  readonly error: string;
  readonly message: string;
}

export type ChangeResult = { readonly ok: true } | { readonly ok: false; readonly refused: ChangeRefused };

const ok: ChangeResult = { ok: true };
const refuse = (status: ChangeRefused['status'], error: string, message: string): ChangeResult => ({ ok: false, refused: { status, error, message } });

/** PUT /ps/{hash}/insurances/selected: multirisk and assistance never together; only offered insurances. */
export const selectInsurances = async (db: Kysely<Database>, state: CheckoutState, body: InsurancesSelectedBody): Promise<ChangeResult> => {
  if (hasExclusiveConflict(body)) {
    return refuse(400, 'exclusive_insurances', 'Multi-risk cover and assistance cannot be chosen together.');
  }
  const offers = insurancesOf(state);
  const unavailable = INSURANCE_NAMES.filter((name) => body[name] && offers.find((o) => o.name === name)?.available !== true);
  if (unavailable.length > 0) return refuse(400, 'insurance_unavailable', `Not offered for this booking: ${unavailable.join(', ')}.`);
  await db
    .updateTable('booking_requests')
    .set(Object.fromEntries(INSURANCE_NAMES.map((name) => [insuranceColumn(name), body[name]])))
    .where('id', '=', state.session.id)
    .execute();
  return ok;
};

const PROMO_MESSAGES: Readonly<Record<string, string>> = {
  promo_code_unknown: 'This promo code does not exist.',
  promo_code_expired: 'This promo code is no longer valid.',
  promo_code_minimum_not_reached: 'The rental is below the minimum amount of this promo code.',
};

/** Longest code the catalogue holds (promo_codes.code). */
const MAX_PROMO_CODE_LENGTH = 40;

/**
 * PUT /checkout/{hash}/promo-code: an empty code removes the applied one; otherwise the code must exist, be valid
 * today and the rental (after the owner's discount) must reach its minimum. A refused code changes nothing.
 */
export const applyPromoCode = async (
  db: Kysely<Database>,
  state: CheckoutState,
  promoCode: string,
  today: IsoDate,
): Promise<ChangeResult & { readonly code?: string | null }> => {
  const code = normalisePromoCode(promoCode);
  if (code === '') {
    await db.updateTable('booking_requests').set({ promo_code: null }).where('id', '=', state.session.id).execute();
    return { ok: true, code: null };
  }
  const row = code.length > MAX_PROMO_CODE_LENGTH ? undefined : await loadPromo(db, code);
  const definition: PromoCodeDefinition | undefined = row && {
    code: row.code,
    kind: row.kind,
    percentage: row.percentage,
    amount: row.amount,
    minimumAmount: row.minimum_amount,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
  };
  const checked = checkPromoCode(definition, today, rentalNetOf(state));
  if (!checked.ok) return refuse(422, checked.error, PROMO_MESSAGES[checked.error] ?? 'This promo code cannot be used.');
  await db.updateTable('booking_requests').set({ promo_code: code }).where('id', '=', state.session.id).execute();
  return { ok: true, code };
};

/** PUT /checkout/{hash}/down-payment/selected: a down payment only when eligible; full payment always. */
export const selectDownPayment = async (db: Kysely<Database>, state: CheckoutState, isSelected: boolean, today: IsoDate): Promise<ChangeResult> => {
  if (isSelected && !isDownPaymentEligible(state, today)) {
    return refuse(400, 'down_payment_not_eligible', 'A down payment is not possible for these dates.');
  }
  await db.updateTable('booking_requests').set({ down_payment_selected: isSelected }).where('id', '=', state.session.id).execute();
  return ok;
};

/**
 * PUT /checkout/{hash}/extra/selected: the rental type (wanted quantity 1 or 0) or an optional extra of the product.
 * A mandatory one cannot be unselected; an id that is not the product's is not found.
 */
export const selectExtra = async (db: Kysely<Database>, state: CheckoutState, body: ExtraSelectedBody): Promise<ChangeResult> => {
  const parsed = parsePolymorphExtraId(body.polymorphExtraId);
  const extra = parsed && state.extras.find((e) => e.id === parsed.id && e.kind === parsed.kind && (e.kind === 'optional' || state.product.kind === 'boat'));
  if (!extra) return refuse(404, 'extra_not_found', 'This product has no such extra.');
  if (!body.isSelected && extra.is_mandatory) return refuse(400, 'extra_mandatory', 'This extra is mandatory.');
  if (extra.kind === 'rentalType') {
    await db
      .updateTable('booking_requests')
      .set({ rental_type_quantity: body.isSelected || extra.is_mandatory ? 1 : 0 })
      .where('id', '=', state.session.id)
      .execute();
    return ok;
  }
  if (body.isSelected && !extra.is_mandatory) {
    await db
      .insertInto('booking_extras')
      .values({ booking_request_id: state.session.id, product_extra_id: extra.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else if (!body.isSelected) {
    await db.deleteFrom('booking_extras').where('booking_request_id', '=', state.session.id).where('product_extra_id', '=', extra.id).execute();
  }
  return ok;
};
