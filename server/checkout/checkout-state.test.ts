import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePolymorphExtraId, polymorphExtraId } from './checkout-state';

describe('polymorph extra ids', () => {
  it('name optional extras extra-{id} and the rental type rental-type-{id}', () => {
    expect(polymorphExtraId({ id: 12, kind: 'optional' })).toBe('extra-12');
    expect(polymorphExtraId({ id: 7, kind: 'rentalType' })).toBe('rental-type-7');
  });

  it('parse what they format, and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), fc.constantFrom('optional' as const, 'rentalType' as const), (id, kind) => {
        expect(parsePolymorphExtraId(polymorphExtraId({ id, kind }))).toEqual({ kind, id });
      }),
    );
    for (const bad of ['', 'extra', 'extra-', 'extra-1x', 'extra--1', 'rentalType-1', 'Extra-1', 'extra-1234567890', ' extra-1']) {
      expect(parsePolymorphExtraId(bad), bad).toBeUndefined();
    }
  });
});
