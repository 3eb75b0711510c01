import { INSURANCE_NAMES, type InsuranceName } from './cart';

/** Spec section 4 "Checkout": each insurance's availability, choice and the client-side touched flag. */
export interface InsuranceChoice {
  readonly available: boolean;
  readonly selected: boolean;
  readonly touched: boolean;
}
export type InsuranceState = Readonly<Record<InsuranceName, InsuranceChoice>>;
export type InsuranceSelectionBody = Readonly<Record<InsuranceName, boolean>>;

/** Multirisk and assistance exclude each other. */
const EXCLUSIVE: Partial<Record<InsuranceName, InsuranceName>> = {
  multiriskInsurance: 'assistanceInsurance',
  assistanceInsurance: 'multiriskInsurance',
};

const mapState = (f: (name: InsuranceName) => InsuranceChoice): InsuranceState =>
  Object.fromEntries(INSURANCE_NAMES.map((n) => [n, f(n)])) as Record<InsuranceName, InsuranceChoice>;

/** From the server's offers; touched is true where already selected. */
export const insuranceStateFrom = (offers: Readonly<Record<InsuranceName, { readonly available: boolean; readonly selected: boolean }>>): InsuranceState =>
  mapState((n) => ({ available: offers[n].available, selected: offers[n].available && offers[n].selected, touched: offers[n].selected }));

/** Picking marks the insurance touched; selecting one of multirisk and assistance turns the other off. */
export const pickInsurance = (state: InsuranceState, name: InsuranceName, selected: boolean): InsuranceState => {
  if (!state[name].available) return state;
  const other = EXCLUSIVE[name];
  return mapState((n) => {
    if (n === name) return { ...state[n], selected, touched: true };
    if (selected && n === other) return { ...state[n], selected: false, touched: state[n].touched || state[n].selected };
    return state[n];
  });
};

/** "No insurance": multirisk and assistance both off (both touched: the tenant answered). */
export const chooseNoInsurance = (state: InsuranceState): InsuranceState =>
  mapState((n) => (EXCLUSIVE[n] ? { ...state[n], selected: false, touched: state[n].available || state[n].touched } : state[n]));

export const allAvailableInsurancesTouched = (state: InsuranceState): boolean =>
  INSURANCE_NAMES.every((n) => !state[n].available || state[n].touched || state[n].selected);

export const insuranceSelectionBody = (state: InsuranceState): InsuranceSelectionBody =>
  Object.fromEntries(INSURANCE_NAMES.map((n) => [n, state[n].selected])) as Record<InsuranceName, boolean>;

/** Spec section 5: a change is sent only when a value differs. */
export const insuranceSelectionChanged = (before: InsuranceState, after: InsuranceState): boolean =>
  INSURANCE_NAMES.some((n) => before[n].selected !== after[n].selected);

/** The server never stores both multirisk and assistance. */
export const hasExclusiveConflict = (body: InsuranceSelectionBody): boolean => body.multiriskInsurance && body.assistanceInsurance;
