import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { downPaymentChoiceActs } from './down-payment';

describe('down payment properties', () => {
  it('over any sequence of choices, a choice acts only when it differs, and acting to on needs eligibility', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(fc.tuple(fc.boolean(), fc.boolean()), { maxLength: 20 }), (start, choices) => {
        let current = start;
        for (const [wanted, eligible] of choices) {
          const acts = downPaymentChoiceActs(current, wanted, eligible);
          if (current === wanted) expect(acts).toBe(false);
          else expect(acts).toBe(wanted ? eligible : true);
          if (acts) current = wanted;
          // A down payment is never selected by a choice made while not eligible.
          if (current && !start) expect(choices.some(([w, e]) => w && e)).toBe(true);
        }
      }),
    );
  });
});
