import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { productIdFromBoatName } from './product-id';

describe('productIdFromBoatName (properties)', () => {
  it('reads back the id appended to any slug', () => {
    const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/, { maxLength: 40 });
    fc.assert(
      fc.property(slug, fc.integer({ min: 1, max: 999_999_999 }), (name, id) => {
        expect(productIdFromBoatName(`${name}-${id}`)).toBe(id);
      }),
    );
  });

  it('gives a positive integer or nothing, never throws', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const id = productIdFromBoatName(name);
        if (id !== undefined) expect(Number.isInteger(id) && id > 0).toBe(true);
      }),
    );
  });
});
