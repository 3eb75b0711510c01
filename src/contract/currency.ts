import * as t from 'io-ts';

/** GET /currencies/{code} (spec section 3 "Currency"): rate is units of this currency for one EUR. */
export const CurrencyResponse = t.intersection([
  t.type({ code: t.string, rate: t.number, symbol: t.string }),
  t.partial({ minorUnits: t.number, legacyId: t.number }),
]);
export type CurrencyResponse = t.TypeOf<typeof CurrencyResponse>;

export const CurrencyCodeParam = t.refinement(t.string, (s) => /^[A-Za-z]{3}$/.test(s), 'CurrencyCode');

export const CurrencyListResponse = t.type({ currencies: t.array(CurrencyResponse) });
export type CurrencyListResponse = t.TypeOf<typeof CurrencyListResponse>;
