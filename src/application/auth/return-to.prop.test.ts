import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to';

describe('safeReturnTo properties', () => {
  it('whatever it keeps resolves to this origin, and it is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        const kept = safeReturnTo(value);
        if (kept === undefined) return;
        expect(new URL(kept, 'https://www.seaway.test/fr/login').origin).toBe('https://www.seaway.test');
        expect(safeReturnTo(kept)).toBe(kept);
      }),
    );
  });

  it('keeps every plain path of letters, digits and slashes that does not start with two slashes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/), (path) => {
        expect(safeReturnTo(path)).toBe(path);
      }),
    );
  });
});
