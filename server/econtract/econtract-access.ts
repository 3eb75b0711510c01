import { sql, type Kysely } from 'kysely';
import type { BookingStatus } from '../../src/domain/booking/booking-lifecycle';
import { licenceRequired } from '../../src/domain/econtract/econtract';
import type { SessionUser } from '../auth/sessions';
import type { BoatsTable, Database } from '../db/schema';
import { bookingReference } from '../payments/payment-records';

/** A boat booking as its contracts need it, loaded for one of its readers. */
export interface EcontractBooking {
  readonly id: number;
  readonly reference: string;
  readonly status: BookingStatus;
  readonly startDate: string;
  readonly endDate: string;
  readonly tenantId: number;
  readonly ownerId: number;
  /** Who reads: the booking's tenant, the boat's owner, or staff (who read but never write or confirm). */
  readonly myRole: 'owner' | 'tenant' | 'staff';
  readonly boat: { readonly id: number; readonly name: string; readonly type: string; readonly deposit: number };
  /** Whether the boat needs the tenant's licence (the domain's rule, with the skipper chosen at checkout). */
  readonly licenceRequired: boolean;
  /** The listing's equipment ids today. */
  readonly equipmentIds: readonly number[];
}

export const isStaff = (user: Pick<SessionUser, 'roles'>): boolean => user.roles.includes('staff');

/**
 * A boat booking that went through payment, for its tenant, its boat's owner or staff; undefined for anyone else
 * (privacy by query: another user's booking is simply not found, 404, like an unknown id).
 */
export const loadEcontractBooking = async (db: Kysely<Database>, bookingId: number, user: SessionUser): Promise<EcontractBooking | undefined> => {
  if (!Number.isSafeInteger(bookingId) || bookingId <= 0 || bookingId > 2_147_483_647) return undefined;
  const staff = isStaff(user);
  const { rows } = await sql<{
    id: number;
    status: BookingStatus;
    start: string;
    end: string;
    user_id: number;
    owner_id: number;
    boat_id: number;
    title: string;
    type: string;
    deposit: number;
    sailing_type: BoatsTable['sailing_type'];
    rental_type_quantity: number;
    equipment_ids: number[] | null;
  }>`
    select b.id, b.status, to_char(b.start_date, 'YYYY-MM-DD') as start, to_char(b.end_date, 'YYYY-MM-DD') as end,
      b.user_id, bo.owner_id, bo.id as boat_id, bo.title, bo.type, bo.deposit, bo.sailing_type, b.rental_type_quantity,
      array(select e.equipment_id from boat_equipment e where e.boat_id = bo.id order by e.equipment_id) as equipment_ids
    from booking_requests b
    join boats bo on bo.id = b.boat_id
    where b.id = ${bookingId}::int
      and exists (select 1 from payments p where p.booking_request_id = b.id and p.kind = 'checkout' and p.status = 'succeeded')
      and (b.user_id = ${user.id}::int or bo.owner_id = ${user.id}::int or ${staff})`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    reference: bookingReference(row.id),
    status: row.status,
    startDate: row.start,
    endDate: row.end,
    tenantId: row.user_id,
    ownerId: row.owner_id,
    myRole: row.owner_id === user.id ? 'owner' : row.user_id === user.id ? 'tenant' : 'staff',
    boat: { id: row.boat_id, name: row.title, type: row.type, deposit: row.deposit },
    licenceRequired: licenceRequired({ sailingType: row.sailing_type, boatType: row.type, skipperBooked: row.rental_type_quantity > 0 }),
    equipmentIds: (row.equipment_ids ?? []).map(Number),
  };
};
