import type { IsoDate } from '../search/iso-date';
import type { PromoCodeRule } from './cart';

export interface PromoCodeDefinition {
  readonly code: string;
  readonly kind: 'percentage' | 'amount';
  readonly percentage: number;
  /** EUR cents off (kind 'amount'). */
  readonly amount: number;
  /** EUR cents the rental (after the owner's discount) must reach (kind 'amount'). */
  readonly minimumAmount: number;
  readonly validFrom: IsoDate | null;
  readonly validUntil: IsoDate | null;
}

export type PromoCodeError = 'promo_code_unknown' | 'promo_code_expired' | 'promo_code_minimum_not_reached';
export type PromoCodeCheck = { readonly ok: true; readonly rule: PromoCodeRule } | { readonly ok: false; readonly error: PromoCodeError };

/** Codes are compared trimmed and upper-cased ("welcome10 " is WELCOME10). */
export const normalisePromoCode = (input: string): string => input.trim().toUpperCase();

/** Whether a code applies today to a rental of `rentalNet` cents, and the rule the pricing applies. */
export const checkPromoCode = (def: PromoCodeDefinition | undefined, today: IsoDate, rentalNet: number): PromoCodeCheck => {
  if (!def) return { ok: false, error: 'promo_code_unknown' };
  if ((def.validFrom !== null && today < def.validFrom) || (def.validUntil !== null && today > def.validUntil)) {
    return { ok: false, error: 'promo_code_expired' };
  }
  if (def.kind === 'percentage') return { ok: true, rule: { kind: 'percentage', code: def.code, percentage: def.percentage } };
  if (rentalNet < def.minimumAmount) return { ok: false, error: 'promo_code_minimum_not_reached' };
  return { ok: true, rule: { kind: 'amount', code: def.code, amount: def.amount, minimumAmount: def.minimumAmount } };
};
