import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_CURRENCY, LEGACY_CURRENCY_IDS, formatMoney, fromBase, legacyCurrencyId, majorToBase, toBase } from './money';

const USD = { code: 'USD', rate: 1.08, symbol: '$', minorUnits: 2 };
const CLP = { code: 'CLP', rate: 1020, symbol: '$', minorUnits: 0 };

describe('money', () => {
  it('keeps the spec legacy ids', () => {
    expect(LEGACY_CURRENCY_IDS.EUR).toBe(1);
    expect(legacyCurrencyId('uyu')).toBe(152);
    expect(legacyCurrencyId('XXX')).toBeUndefined();
    expect(DEFAULT_CURRENCY.rate).toBe(1);
  });
  it('converts EUR minor units to another currency', () => {
    expect(fromBase(10_000, USD)).toEqual({ amountMinor: 10_800, currency: 'USD' });
    expect(fromBase(10_000, CLP)).toEqual({ amountMinor: 102_000, currency: 'CLP' });
    expect(fromBase(12_345, DEFAULT_CURRENCY)).toEqual({ amountMinor: 12_345, currency: 'EUR' });
  });
  it('converts back to base', () => {
    expect(toBase(10_800, USD)).toBe(10_000);
    expect(majorToBase(108, USD)).toBe(100);
  });
  it('formats by locale with the currency digits', () => {
    expect(formatMoney({ amountMinor: 123_450, currency: 'EUR' }, 'fr', DEFAULT_CURRENCY)).toMatch(/1\s?234,50\s?€/);
    expect(formatMoney({ amountMinor: 10_000, currency: 'EUR' }, 'en', DEFAULT_CURRENCY)).toBe('€100');
    expect(formatMoney({ amountMinor: 102_000, currency: 'CLP' }, 'es', CLP)).toMatch(/102\.000/);
  });
  it('property: EUR round trip is exact', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e9 }), (n) => toBase(fromBase(n, DEFAULT_CURRENCY).amountMinor, DEFAULT_CURRENCY) === n));
  });
  it('property: conversion always yields integer minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.double({ min: 0.01, max: 5000, noNaN: true }), (n, rate) =>
        Number.isInteger(fromBase(n, { code: 'X', rate, symbol: 'x' }).amountMinor),
      ),
    );
  });
});
