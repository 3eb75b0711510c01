import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMediaPath } from './picture';

describe('parseMediaPath', () => {
  it('round-trips every boat picture path', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), fc.integer({ min: 1, max: 999 }), (boatId, position) => {
        expect(parseMediaPath(`/media/boats/${boatId}/${position}.svg`)).toEqual({ kind: 'boat', boatId, position });
      }),
    );
  });
});
