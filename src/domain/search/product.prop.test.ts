import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productTitle } from './product';
import { BOAT_TYPES, SAIL_TYPES, boatTypeGroup } from './search-filters';

describe('product properties', () => {
  it('the title carries a length exactly for sail types', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BOAT_TYPES),
        fc.string({ maxLength: 10 }),
        fc.string({ maxLength: 10 }),
        fc.double({ min: 1, max: 60, noNaN: true }),
        fc.constantFrom('m' as const, 'ft' as const),
        (type, builderName, modelName, length, unit) => {
          const title = productTitle({ type, builderName, modelName, length }, unit);
          expect(title.endsWith(` ${unit}`) && title.includes(' · ')).toBe(SAIL_TYPES.includes(type));
          expect(boatTypeGroup(type)).toBe(SAIL_TYPES.includes(type) ? 'sail' : 'motor');
        },
      ),
    );
  });
});
