import { describe, expect, it } from 'vitest';
import { downPaymentChoiceActs } from './down-payment';

describe('downPaymentChoiceActs', () => {
  it('does nothing when the choice is already the current one', () => {
    expect(downPaymentChoiceActs(true, true, true)).toBe(false);
    expect(downPaymentChoiceActs(false, false, true)).toBe(false);
    expect(downPaymentChoiceActs(true, true, false)).toBe(false);
    expect(downPaymentChoiceActs(false, false, false)).toBe(false);
  });

  it('turns a down payment on only when the session is eligible', () => {
    expect(downPaymentChoiceActs(false, true, true)).toBe(true);
    expect(downPaymentChoiceActs(false, true, false)).toBe(false);
  });

  it('always allows going back to full payment', () => {
    expect(downPaymentChoiceActs(true, false, true)).toBe(true);
    expect(downPaymentChoiceActs(true, false, false)).toBe(true);
  });
});
