import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbRentalType } from '../../../tests/arbitraries/checkout';
import type { CartRentalType } from './cart';
import { beginChange, changeFailed, optimisticState } from './optimistic-change';
import { isRentalTypeSelectable, selectRentalType, unselectRentalType } from './rental-type';

const arbStep = fc.constantFrom('select' as const, 'unselect' as const);
const step = (rt: CartRentalType, action: 'select' | 'unselect') => (action === 'select' ? selectRentalType(rt) : unselectRentalType(rt));

describe('rental type properties', () => {
  it('wantedQuantity stays 0 or 1 and only it ever changes', () => {
    fc.assert(
      fc.property(arbRentalType, fc.array(arbStep, { maxLength: 20 }), (rt, steps) => {
        const final = steps.reduce(step, rt);
        expect([0, 1]).toContain(final.wantedQuantity);
        expect({ ...final, wantedQuantity: rt.wantedQuantity }).toEqual(rt);
      }),
    );
  });

  it('select gives 1; unselect gives 0 unless mandatory; both are idempotent', () => {
    fc.assert(
      fc.property(arbRentalType, (rt) => {
        const selected = selectRentalType(rt);
        expect(selected.wantedQuantity).toBe(1);
        expect(selectRentalType(selected)).toBe(selected);
        const unselected = unselectRentalType(rt);
        expect(unselected.wantedQuantity).toBe(rt.isMandatory ? rt.wantedQuantity : 0);
        expect(unselectRentalType(unselected)).toBe(unselected);
      }),
    );
  });

  it('a selectable skipper is one that select changes; unselecting it afterwards gives it back', () => {
    fc.assert(
      fc.property(arbRentalType, (rt) => {
        if (isRentalTypeSelectable(rt)) {
          expect(selectRentalType(rt)).not.toEqual(rt);
          expect(unselectRentalType(selectRentalType(rt))).toEqual(rt);
        } else {
          expect(rt.wantedQuantity === 1 || rt.isMandatory).toBe(true);
        }
      }),
    );
  });

  it('a failed select or unselect reverts to exactly the skipper before it', () => {
    fc.assert(
      fc.property(arbRentalType, arbStep, (rt, action) => {
        const failed = changeFailed(beginChange(optimisticState(rt), step(rt, action)), 'network', { rollback: true });
        expect(failed.value).toBe(rt);
      }),
    );
  });
});
