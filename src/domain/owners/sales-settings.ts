import { CANCELLATION_POLICIES, LISTING_LIMITS, type CancellationPolicy } from '../listing/listing';

/**
 * Sales settings (issue [6], professional owners): the defaults an owner's new listings start with. Pure rules shared
 * by the server (PUT /account/sales-settings) and the settings form; the bounds are the listing's own.
 */

export const CANCELLATION_POLICY_NAMES = CANCELLATION_POLICIES;
export type CancellationPolicyName = CancellationPolicy;

export interface SalesSettings {
  /** EUR cents, 0 for none. */
  readonly deposit: number;
  readonly cancellationPolicy: CancellationPolicyName;
  readonly instantBooking: boolean;
  /** The owner's target for answering a new enquiry, in hours. */
  readonly responseTimeHours: number;
}

/** What an owner who never saved settings gets. */
export const SALES_DEFAULTS: SalesSettings = { deposit: 0, cancellationPolicy: 'Moderate', instantBooking: false, responseTimeHours: 24 };

/** The highest deposit, EUR cents: the same bound as a listing's. */
export const DEPOSIT_MAX = LISTING_LIMITS.depositMax;
export const RESPONSE_TIME_MIN_HOURS = 1;
export const RESPONSE_TIME_MAX_HOURS = 72;

/** Message keys of the sales settings' problems (namespace owners). */
export const SALES_SETTINGS_MESSAGES = {
  deposit: 'owners:errors.deposit',
  cancellationPolicy: 'owners:errors.cancellationPolicy',
  responseTimeHours: 'owners:errors.responseTimeHours',
} as const;

export type SalesSettingsField = keyof typeof SALES_SETTINGS_MESSAGES;
export type SalesSettingsProblems = Partial<Record<SalesSettingsField, string>>;

export const isCancellationPolicyName = (value: string): value is CancellationPolicyName =>
  (CANCELLATION_POLICY_NAMES as readonly string[]).includes(value);

/**
 * Why each field is refused, if it is: a whole number of cents from 0 to DEPOSIT_MAX, one of the three policies, a
 * whole number of hours from 1 to 72. An empty object means the settings can be saved.
 */
export const salesSettingsProblems = (settings: {
  readonly deposit: number;
  readonly cancellationPolicy: string;
  readonly responseTimeHours: number;
}): SalesSettingsProblems => {
  const problems: SalesSettingsProblems = {};
  if (!Number.isInteger(settings.deposit) || settings.deposit < 0 || settings.deposit > DEPOSIT_MAX) problems.deposit = SALES_SETTINGS_MESSAGES.deposit;
  if (!isCancellationPolicyName(settings.cancellationPolicy)) problems.cancellationPolicy = SALES_SETTINGS_MESSAGES.cancellationPolicy;
  const hours = settings.responseTimeHours;
  if (!Number.isInteger(hours) || hours < RESPONSE_TIME_MIN_HOURS || hours > RESPONSE_TIME_MAX_HOURS) {
    problems.responseTimeHours = SALES_SETTINGS_MESSAGES.responseTimeHours;
  }
  return problems;
};

/** The problems as a 400's details (`field: key`), in the fields' order. */
export const problemDetails = (problems: Readonly<Record<string, string | undefined>>): string[] =>
  Object.entries(problems).flatMap(([field, key]) => (key === undefined ? [] : [`${field}: ${key}`]));

/**
 * Whole euros typed in a form → EUR cents; undefined when the text is not a non-negative amount with at most two
 * decimals (a comma is read as the decimal mark, as many of our languages write it).
 */
export const depositCentsOf = (text: string): number | undefined => {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(normalized)) return undefined;
  const [units = '0', decimals = ''] = normalized.split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
};

/** EUR cents → the text a form shows ("1500", "99.50"). */
export const depositText = (cents: number): string => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));
