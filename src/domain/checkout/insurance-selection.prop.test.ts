import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbInsuranceActions, arbInsuranceOffers, type InsuranceAction } from '../../../tests/arbitraries/checkout';
import { INSURANCE_NAMES } from './cart';
import {
  allAvailableInsurancesTouched,
  chooseNoInsurance,
  hasExclusiveConflict,
  insuranceSelectionBody,
  insuranceSelectionChanged,
  insuranceStateFrom,
  pickInsurance,
  type InsuranceState,
} from './insurance-selection';

const apply = (state: InsuranceState, action: InsuranceAction): InsuranceState =>
  action.type === 'none' ? chooseNoInsurance(state) : pickInsurance(state, action.name, action.selected);

/** Every state the actions pass through, the initial one first. */
const trace = (start: InsuranceState, actions: readonly InsuranceAction[]): InsuranceState[] =>
  actions.reduce<InsuranceState[]>((states, action) => [...states, apply(states[states.length - 1]!, action)], [start]);

const pairs = <T>(items: readonly T[]): [T, T][] => items.slice(1).map((next, i) => [items[i]!, next]);

const arbTrace = fc.tuple(arbInsuranceOffers, arbInsuranceActions).map(([offers, actions]) => ({
  actions,
  states: trace(insuranceStateFrom(offers), actions),
}));

describe('insurance selection properties', () => {
  it('multirisk and assistance are never both selected, whatever the picks', () => {
    fc.assert(
      fc.property(arbTrace, ({ states }) => {
        for (const state of states) expect(hasExclusiveConflict(insuranceSelectionBody(state))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('touched never reverts to false, and a selected insurance counts as touched', () => {
    fc.assert(
      fc.property(arbTrace, ({ states }) => {
        for (const [before, after] of pairs(states)) {
          for (const name of INSURANCE_NAMES) if (before[name].touched) expect(after[name].touched).toBe(true);
        }
        for (const state of states) for (const name of INSURANCE_NAMES) if (state[name].selected) expect(state[name].touched).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('an unavailable insurance never changes and is never selected', () => {
    fc.assert(
      fc.property(arbTrace, ({ states }) => {
        const [first] = states;
        for (const state of states) {
          for (const name of INSURANCE_NAMES) {
            if (first![name].available) continue;
            expect(state[name]).toEqual(first![name]);
            expect(state[name].selected).toBe(false);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a pick of an available insurance sets exactly it, touched; cab weather and damage waiver move only when picked', () => {
    fc.assert(
      fc.property(arbTrace, ({ actions, states }) => {
        pairs(states).forEach(([before, after], i) => {
          const action = actions[i]!;
          if (action.type === 'pick' && before[action.name].available) {
            expect(after[action.name]).toEqual({ available: true, selected: action.selected, touched: true });
          }
          for (const name of ['cabWeather', 'damageWaiver'] as const) {
            if (action.type !== 'pick' || action.name !== name) expect(after[name]).toEqual(before[name]);
          }
        });
      }),
      { numRuns: 500 },
    );
  });

  it('"no insurance" leaves multirisk and assistance off, is idempotent and touches every available one of them', () => {
    fc.assert(
      fc.property(arbTrace, ({ states }) => {
        const state = states[states.length - 1]!;
        const none = chooseNoInsurance(state);
        expect(none.multiriskInsurance.selected).toBe(false);
        expect(none.assistanceInsurance.selected).toBe(false);
        expect(chooseNoInsurance(none)).toEqual(none);
        for (const name of ['multiriskInsurance', 'assistanceInsurance'] as const) {
          if (none[name].available) expect(none[name].touched).toBe(true);
        }
      }),
    );
  });

  it('all available insurances are touched exactly when each available one is touched or selected', () => {
    fc.assert(
      fc.property(arbTrace, ({ states }) => {
        for (const state of states) {
          const expected = INSURANCE_NAMES.filter((n) => state[n].available).every((n) => state[n].touched || state[n].selected);
          expect(allAvailableInsurancesTouched(state)).toBe(expected);
        }
      }),
    );
  });

  it('answering every available insurance makes all touched, and touched stays all touched', () => {
    fc.assert(
      fc.property(arbTrace, fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), arbInsuranceActions, ({ states }, answers, more) => {
        const answered = INSURANCE_NAMES.reduce((state, name, i) => pickInsurance(state, name, answers[i]!), states[states.length - 1]!);
        expect(allAvailableInsurancesTouched(answered)).toBe(true);
        for (const state of trace(answered, more)) expect(allAvailableInsurancesTouched(state)).toBe(true);
      }),
    );
  });

  it('a change is reported exactly when some selected value differs', () => {
    fc.assert(
      fc.property(arbTrace, ({ states }) => {
        for (const [before, after] of pairs(states)) {
          const differs = INSURANCE_NAMES.some((n) => before[n].selected !== after[n].selected);
          expect(insuranceSelectionChanged(before, after)).toBe(differs);
          expect(insuranceSelectionChanged(before, before)).toBe(false);
          expect(insuranceSelectionChanged(before, after)).toBe(insuranceSelectionChanged(after, before));
        }
      }),
    );
  });

  it('the body sent carries every insurance with its selected value', () => {
    fc.assert(
      fc.property(arbTrace, ({ states }) => {
        for (const state of states) {
          const body = insuranceSelectionBody(state);
          expect(Object.keys(body).sort()).toEqual([...INSURANCE_NAMES].sort());
          for (const name of INSURANCE_NAMES) expect(body[name]).toBe(state[name].selected);
        }
      }),
    );
  });

  it('hasExclusiveConflict is exactly multirisk and assistance together', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (cabWeather, damageWaiver, assistanceInsurance, multiriskInsurance) => {
        expect(hasExclusiveConflict({ cabWeather, damageWaiver, assistanceInsurance, multiriskInsurance })).toBe(
          assistanceInsurance && multiriskInsurance,
        );
      }),
    );
  });
});
