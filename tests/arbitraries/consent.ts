import fc from 'fast-check';
import type { ConsentPurposes } from '../../src/domain/consent/consent';
import { CLICK_ID_SOURCES, type ClickId } from '../../src/domain/consent/click-id';

/** Instants from 2000 to 2100 (whole milliseconds). */
export const instantArb = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms));

export const consentPurposesArb: fc.Arbitrary<ConsentPurposes> = fc.record({ analytics: fc.boolean(), marketing: fc.boolean() });

const clickIdChars = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._~-'.split(''));
export const clickIdValueArb = fc.string({ unit: clickIdChars, minLength: 1, maxLength: 120 });
export const clickIdArb: fc.Arbitrary<ClickId> = fc.record({ source: fc.constantFrom(...CLICK_ID_SOURCES), value: clickIdValueArb });

/** Tokens like our checkout hashes and reset tokens (base64url, long enough to be secrets). */
export const secretArb = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split('')), minLength: 16, maxLength: 64 });
