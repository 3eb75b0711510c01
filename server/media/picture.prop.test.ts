import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMediaPath } from './picture';

describe('parseMediaPath', () => {
  it('round-trips every boat picture path', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), fc.integer({ min: 1, max: 999 }), fc.constantFrom('svg' as const, 'webp' as const), (boatId, position, format) => {
        expect(parseMediaPath(`/media/boats/${boatId}/${position}.${format}`)).toEqual({ kind: 'boat', boatId, position, format });
      }),
    );
  });
});
