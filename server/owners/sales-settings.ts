import type { Kysely } from 'kysely';
import { SALES_DEFAULTS, isCancellationPolicyName, salesSettingsProblems, type SalesSettings, type SalesSettingsProblems } from '../../src/domain/owners/sales-settings';
import type { Database } from '../db/schema';

/**
 * The owner's sales settings (issue [6]): the deposit, cancellation policy, instant booking and response time a new
 * listing starts with. An owner who never saved any gets the defaults.
 */
export const salesDefaultsOf = async (db: Kysely<Database>, ownerId: number): Promise<SalesSettings> => {
  const row = await db
    .selectFrom('owner_sales_settings')
    .select(['deposit', 'cancellation_policy', 'instant_booking', 'response_time_hours'])
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) return SALES_DEFAULTS;
  return { deposit: row.deposit, cancellationPolicy: row.cancellation_policy, instantBooking: row.instant_booking, responseTimeHours: row.response_time_hours };
};

export type SaveResult = { readonly ok: true; readonly settings: SalesSettings } | { readonly ok: false; readonly problems: SalesSettingsProblems };

/** PUT /account/sales-settings: checked by the domain's rules, then saved in one statement (insert or update). */
export const saveSalesSettings = async (
  db: Kysely<Database>,
  ownerId: number,
  input: { readonly deposit: number; readonly cancellationPolicy: string; readonly instantBooking: boolean; readonly responseTimeHours: number },
  now: Date,
): Promise<SaveResult> => {
  const problems = salesSettingsProblems(input);
  const policy = input.cancellationPolicy;
  if (Object.keys(problems).length > 0 || !isCancellationPolicyName(policy)) return { ok: false, problems };
  const settings: SalesSettings = {
    deposit: input.deposit,
    cancellationPolicy: policy,
    instantBooking: input.instantBooking,
    responseTimeHours: input.responseTimeHours,
  };
  const row = {
    deposit: settings.deposit,
    cancellation_policy: settings.cancellationPolicy,
    instant_booking: settings.instantBooking,
    response_time_hours: settings.responseTimeHours,
    updated_at: now,
  };
  await db
    .insertInto('owner_sales_settings')
    .values({ owner_id: ownerId, ...row })
    .onConflict((oc) => oc.column('owner_id').doUpdateSet(row))
    .execute();
  return { ok: true, settings };
};
