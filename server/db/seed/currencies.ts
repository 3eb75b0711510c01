/** A currency of spec section 9 with its legacy id; rate is units of the currency for one euro. */
export interface SeedCurrency {
  readonly code: string;
  readonly legacyId: number;
  readonly symbol: string;
  readonly rate: number;
  /** ISO 4217 minor units (decimals). */
  readonly minorUnits: number;
}

/** Spec section 9: every legacy currency id; rates are plausible fixed demo values (EUR is 1). */
export const CURRENCIES: readonly SeedCurrency[] = [
  { code: 'EUR', legacyId: 1, symbol: '€', rate: 1, minorUnits: 2 },
  { code: 'USD', legacyId: 2, symbol: '$', rate: 1.08, minorUnits: 2 },
  { code: 'AUD', legacyId: 3, symbol: 'A$', rate: 1.65, minorUnits: 2 },
  { code: 'BGN', legacyId: 4, symbol: 'лв', rate: 1.9558, minorUnits: 2 },
  { code: 'BRL', legacyId: 5, symbol: 'R$', rate: 5.9, minorUnits: 2 },
  { code: 'CAD', legacyId: 6, symbol: 'C$', rate: 1.48, minorUnits: 2 },
  { code: 'CHF', legacyId: 7, symbol: 'CHF', rate: 0.94, minorUnits: 2 },
  { code: 'CZK', legacyId: 9, symbol: 'Kč', rate: 25.1, minorUnits: 2 },
  { code: 'DKK', legacyId: 10, symbol: 'kr', rate: 7.46, minorUnits: 2 },
  { code: 'GBP', legacyId: 11, symbol: '£', rate: 0.85, minorUnits: 2 },
  { code: 'HRK', legacyId: 13, symbol: 'kn', rate: 7.5345, minorUnits: 2 },
  { code: 'HUF', legacyId: 14, symbol: 'Ft', rate: 395, minorUnits: 2 },
  { code: 'ILS', legacyId: 16, symbol: '₪', rate: 4.0, minorUnits: 2 },
  { code: 'MXN', legacyId: 20, symbol: 'MX$', rate: 19.5, minorUnits: 2 },
  { code: 'NOK', legacyId: 22, symbol: 'kr', rate: 11.6, minorUnits: 2 },
  { code: 'PLN', legacyId: 25, symbol: 'zł', rate: 4.28, minorUnits: 2 },
  { code: 'RON', legacyId: 26, symbol: 'lei', rate: 4.97, minorUnits: 2 },
  { code: 'RUB', legacyId: 27, symbol: '₽', rate: 98, minorUnits: 2 },
  { code: 'SEK', legacyId: 28, symbol: 'kr', rate: 11.3, minorUnits: 2 },
  { code: 'AED', legacyId: 34, symbol: 'د.إ', rate: 3.97, minorUnits: 2 },
  { code: 'ARS', legacyId: 40, symbol: 'AR$', rate: 1050, minorUnits: 2 },
  { code: 'CLP', legacyId: 60, symbol: 'CLP$', rate: 1020, minorUnits: 0 },
  { code: 'COP', legacyId: 61, symbol: 'COL$', rate: 4500, minorUnits: 2 },
  { code: 'UYU', legacyId: 152, symbol: '$U', rate: 44, minorUnits: 2 },
];
