import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PICTURE_RULES } from '../../contract/listing-pictures';
import { earlyRefusal, movePicture, sameOrder } from './listing-pictures-order';

/** A listing's picture ids: distinct, in some order. */
const order = fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: PICTURE_RULES.maxPictures });
const orderWithPick = order.filter((ids) => ids.length > 0).chain((ids) => fc.tuple(fc.constant(ids), fc.constantFrom(...ids), fc.integer({ min: -5, max: 30 })));

describe('movePicture', () => {
  it('examples', () => {
    expect(movePicture([1, 2, 3, 4], 3, 0)).toEqual([3, 1, 2, 4]);
    expect(movePicture([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 4, 1]);
    expect(movePicture([1, 2, 3, 4], 2, 2)).toEqual([1, 3, 2, 4]);
    expect(movePicture([1, 2, 3, 4], 4, 99)).toEqual([1, 2, 3, 4]);
    expect(movePicture([1, 2, 3, 4], 1, -1)).toEqual([1, 2, 3, 4]);
    expect(movePicture([1, 2, 3, 4], 9, 0)).toEqual([1, 2, 3, 4]);
  });

  it('always answers the same pictures, each once (what the server requires of an order)', () => {
    fc.assert(
      fc.property(orderWithPick, ([ids, id, to]) => {
        const moved = movePicture(ids, id, to);
        expect([...moved].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      }),
    );
  });

  it('puts the picture at the asked place (clamped) and keeps the others in their order', () => {
    fc.assert(
      fc.property(orderWithPick, ([ids, id, to]) => {
        const moved = movePicture(ids, id, to);
        expect(moved.indexOf(id)).toBe(Math.max(0, Math.min(ids.length - 1, to)));
        expect(moved.filter((x) => x !== id)).toEqual(ids.filter((x) => x !== id));
      }),
    );
  });

  it('moving to its own place changes nothing; moving back restores the order exactly', () => {
    fc.assert(
      fc.property(orderWithPick, ([ids, id, to]) => {
        const from = ids.indexOf(id);
        expect(sameOrder(movePicture(ids, id, from), ids)).toBe(true);
        expect(movePicture(movePicture(ids, id, to), id, from)).toEqual(ids);
      }),
    );
  });
});

describe('earlyRefusal', () => {
  it('refuses too big files, files typed as something else than an image, and files beyond the last place', () => {
    expect(earlyRefusal({ size: PICTURE_RULES.maxBytes + 1, type: 'image/jpeg' }, 5)).toBe('tooBig');
    expect(earlyRefusal({ size: 1000, type: 'application/pdf' }, 5)).toBe('typeUnsupported');
    expect(earlyRefusal({ size: 1000, type: 'image/jpeg' }, 0)).toBe('tooMany');
    // The server decides for an untyped file or an image type it may refuse (HEIC, GIF) from the content.
    expect(earlyRefusal({ size: 1000, type: '' }, 1)).toBeNull();
    expect(earlyRefusal({ size: 1000, type: 'image/heic' }, 1)).toBeNull();
    expect(earlyRefusal({ size: PICTURE_RULES.maxBytes, type: 'image/png' }, 1)).toBeNull();
  });

  it('sends a file only when it is at most 15 MB, typed as an image or untyped, and a place is left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 * PICTURE_RULES.maxBytes }),
        fc.constantFrom('', 'image/jpeg', 'image/png', 'text/plain', 'video/mp4', 'application/octet-stream'),
        fc.integer({ min: -2, max: 20 }),
        (size, type, placesLeft) => {
          const sent = earlyRefusal({ size, type }, placesLeft) === null;
          expect(sent).toBe(size <= PICTURE_RULES.maxBytes && (type === '' || type.startsWith('image/')) && placesLeft > 0);
        },
      ),
    );
  });
});
