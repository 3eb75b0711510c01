import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES } from '../listing/listing';
import { normalizeReason, reasonProblem, REVIEW_STATUSES, reviewRefusal } from './listing-review';

const arbStatus = fc.constantFrom(...LISTING_STATUSES);
const arbTarget = fc.constantFrom(...REVIEW_STATUSES);

describe('staff review of a listing (properties)', () => {
  it('a move is refused exactly when it changes nothing, pauses what is not online, or rejects a draft', () => {
    fc.assert(
      fc.property(arbStatus, arbTarget, (current, target) => {
        const refused = reviewRefusal(current, target) !== undefined;
        expect(refused).toBe(current === target || (target === 'paused' && current !== 'published') || (target === 'rejected' && current === 'draft'));
      }),
    );
  });

  it('whatever the status, a listing can always be published again by staff unless it already is', () => {
    fc.assert(
      fc.property(arbStatus, (current) => {
        expect(reviewRefusal(current, 'published') === undefined).toBe(current !== 'published');
      }),
    );
  });

  it('normalising a reason twice is normalising it once, and the problem depends only on the normalised text', () => {
    fc.assert(
      fc.property(fc.string(), arbTarget, fc.constantFrom('', ' ', '\n', '\t '), (text, target, pad) => {
        expect(normalizeReason(normalizeReason(text))).toBe(normalizeReason(text));
        expect(reasonProblem(target, `${pad}${text}${pad}`)).toBe(reasonProblem(target, normalizeReason(text)));
      }),
    );
  });

  it('any non-blank reason within the limit is accepted for every move', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim() !== ''), arbTarget, (text, target) => {
        expect(reasonProblem(target, text)).toBeUndefined();
      }),
    );
  });
});
