import { describe, expect, it } from 'vitest';
import type { InsuranceName } from './cart';
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

const offers = (
  selected: readonly InsuranceName[] = [],
  unavailable: readonly InsuranceName[] = [],
): Record<InsuranceName, { available: boolean; selected: boolean }> => {
  const offer = (name: InsuranceName) => ({ available: !unavailable.includes(name), selected: selected.includes(name) });
  return {
    cabWeather: offer('cabWeather'),
    damageWaiver: offer('damageWaiver'),
    assistanceInsurance: offer('assistanceInsurance'),
    multiriskInsurance: offer('multiriskInsurance'),
  };
};

const selectedOf = (state: InsuranceState) => insuranceSelectionBody(state);

describe('insuranceStateFrom', () => {
  it('marks touched what the server already has selected', () => {
    const state = insuranceStateFrom(offers(['damageWaiver']));
    expect(state.damageWaiver).toEqual({ available: true, selected: true, touched: true });
    expect(state.cabWeather).toEqual({ available: true, selected: false, touched: false });
  });

  it('never selects an unavailable insurance', () => {
    const state = insuranceStateFrom(offers(['cabWeather'], ['cabWeather']));
    expect(state.cabWeather.selected).toBe(false);
    expect(state.cabWeather.available).toBe(false);
  });
});

describe('pickInsurance', () => {
  const initial = insuranceStateFrom(offers());

  it('selects or unselects the insurance and marks it touched', () => {
    const picked = pickInsurance(initial, 'cabWeather', true);
    expect(picked.cabWeather).toEqual({ available: true, selected: true, touched: true });
    const unpicked = pickInsurance(picked, 'cabWeather', false);
    expect(unpicked.cabWeather).toEqual({ available: true, selected: false, touched: true });
    // Answering "no" is an answer too.
    expect(pickInsurance(initial, 'damageWaiver', false).damageWaiver).toEqual({ available: true, selected: false, touched: true });
  });

  it('selecting multirisk turns assistance off, and the other way round', () => {
    const assistance = pickInsurance(initial, 'assistanceInsurance', true);
    const multirisk = pickInsurance(assistance, 'multiriskInsurance', true);
    expect(multirisk.multiriskInsurance.selected).toBe(true);
    expect(multirisk.assistanceInsurance).toEqual({ available: true, selected: false, touched: true });
    const back = pickInsurance(multirisk, 'assistanceInsurance', true);
    expect(back.assistanceInsurance.selected).toBe(true);
    expect(back.multiriskInsurance).toEqual({ available: true, selected: false, touched: true });
  });

  it('unselecting one of them leaves the other alone', () => {
    const multirisk = pickInsurance(initial, 'multiriskInsurance', true);
    const off = pickInsurance(multirisk, 'multiriskInsurance', false);
    expect(off.assistanceInsurance).toEqual(initial.assistanceInsurance);
  });

  it('cab weather and damage waiver combine with anything', () => {
    let state = pickInsurance(initial, 'multiriskInsurance', true);
    state = pickInsurance(state, 'cabWeather', true);
    state = pickInsurance(state, 'damageWaiver', true);
    expect(selectedOf(state)).toEqual({ cabWeather: true, damageWaiver: true, assistanceInsurance: false, multiriskInsurance: true });
  });

  it('ignores an unavailable insurance', () => {
    const state = insuranceStateFrom(offers([], ['multiriskInsurance']));
    expect(pickInsurance(state, 'multiriskInsurance', true)).toBe(state);
  });

  it('does not touch an untouched, unselected other when selecting one of the pair', () => {
    const state = pickInsurance(initial, 'multiriskInsurance', true);
    expect(state.assistanceInsurance.touched).toBe(false);
  });
});

describe('chooseNoInsurance', () => {
  it('unselects multirisk and assistance, marks both answered, keeps the others', () => {
    let state = pickInsurance(insuranceStateFrom(offers(['cabWeather'])), 'multiriskInsurance', true);
    state = chooseNoInsurance(state);
    expect(selectedOf(state)).toEqual({ cabWeather: true, damageWaiver: false, assistanceInsurance: false, multiriskInsurance: false });
    expect(state.assistanceInsurance.touched).toBe(true);
    expect(state.multiriskInsurance.touched).toBe(true);
    expect(state.damageWaiver.touched).toBe(false);
  });

  it('leaves an unavailable one untouched', () => {
    const state = chooseNoInsurance(insuranceStateFrom(offers([], ['assistanceInsurance'])));
    expect(state.assistanceInsurance).toEqual({ available: false, selected: false, touched: false });
  });
});

describe('allAvailableInsurancesTouched', () => {
  it('is true once every available insurance was answered or is selected', () => {
    let state = insuranceStateFrom(offers(['damageWaiver'], ['cabWeather']));
    expect(allAvailableInsurancesTouched(state)).toBe(false);
    state = chooseNoInsurance(state);
    expect(allAvailableInsurancesTouched(state)).toBe(true);
  });

  it('is true with nothing available', () => {
    expect(allAvailableInsurancesTouched(insuranceStateFrom(offers([], ['cabWeather', 'damageWaiver', 'assistanceInsurance', 'multiriskInsurance'])))).toBe(true);
  });
});

describe('insuranceSelectionChanged and hasExclusiveConflict', () => {
  it('a change is only a difference in what is selected, not in what is touched', () => {
    const initial = insuranceStateFrom(offers());
    expect(insuranceSelectionChanged(initial, pickInsurance(initial, 'cabWeather', false))).toBe(false);
    expect(insuranceSelectionChanged(initial, pickInsurance(initial, 'cabWeather', true))).toBe(true);
    expect(insuranceSelectionChanged(initial, chooseNoInsurance(initial))).toBe(false);
  });

  it('a conflict is multirisk and assistance together', () => {
    const body = { cabWeather: true, damageWaiver: true, assistanceInsurance: false, multiriskInsurance: true };
    expect(hasExclusiveConflict(body)).toBe(false);
    expect(hasExclusiveConflict({ ...body, assistanceInsurance: true })).toBe(true);
    expect(hasExclusiveConflict({ ...body, assistanceInsurance: true, multiriskInsurance: false })).toBe(false);
  });
});
