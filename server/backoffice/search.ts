import { sql, type Kysely } from 'kysely';
import type { BackOfficeSearchResult, BookingHit } from '../../src/contract/backoffice-bookings';
import type { BookingStatus } from '../../src/contract/checkout';
import {
  bookingReferenceOf,
  containsPattern,
  SEARCH_BOATS_LIMIT,
  SEARCH_USER_BOOKINGS_LIMIT,
  SEARCH_USERS_LIMIT,
  type BackOfficeQuery,
} from '../../src/domain/backoffice/back-office-search';
import type { Database } from '../db/schema';

/**
 * GET /backoffice/search?q= (issue [7]): what staff are asked about, found from what the caller knows. A booking by its
 * id or reference (any row, an unpaid checkout session too), users whose email contains the text (any case) with their
 * latest bookings as tenant or owner, boats whose name contains it. Every list is bounded (domain limits), the text is
 * matched literally (wildcards escaped), and each user's bookings are one bounded query.
 */

interface HitRow {
  id: number;
  status: BookingStatus;
  start: string;
  end: string;
  boat_id: number | null;
  activity_id: number | null;
  product_name: string;
  tenant_email: string;
  user_id: number;
}

const hitSelect = sql`
  select b.id, b.status, to_char(b.start_date, 'YYYY-MM-DD') as start, to_char(b.end_date, 'YYYY-MM-DD') as "end",
    b.boat_id, b.activity_id, coalesce(bo.title, a.title) as product_name, u.email as tenant_email, b.user_id
  from booking_requests b
  join users u on u.id = b.user_id
  left join boats bo on bo.id = b.boat_id
  left join activities a on a.id = b.activity_id`;

const hitOf = (r: HitRow, userId: number | null): BookingHit => ({
  id: r.id,
  reference: bookingReferenceOf(r.id),
  status: r.status,
  startDate: r.start,
  endDate: r.end,
  product: r.boat_id !== null ? { kind: 'boat', id: r.boat_id, name: r.product_name } : { kind: 'activity', id: r.activity_id ?? 0, name: r.product_name },
  tenantEmail: r.tenant_email,
  role: userId === null || r.user_id === userId ? 'tenant' : 'owner',
});

export const searchBackOffice = async (db: Kysely<Database>, query: BackOfficeQuery): Promise<BackOfficeSearchResult> => {
  const pattern = containsPattern(query.text);
  const [bookings, users, boats] = await Promise.all([
    query.bookingId === null ? Promise.resolve({ rows: [] as HitRow[] }) : sql<HitRow>`${hitSelect} where b.id = ${query.bookingId}::int`.execute(db),
    db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name', 'roles', 'flagged_at'])
      .where('email', 'ilike', pattern)
      .orderBy('email')
      .orderBy('id')
      .limit(SEARCH_USERS_LIMIT)
      .execute(),
    db
      .selectFrom('boats as b')
      .innerJoin('users as u', 'u.id', 'b.owner_id')
      .select(['b.id', 'b.title', 'b.status', 'u.email'])
      .where('b.title', 'ilike', pattern)
      .orderBy('b.id')
      .limit(SEARCH_BOATS_LIMIT)
      .execute(),
  ]);
  const userHits = await Promise.all(
    users.map(async (u) => {
      const { rows } = await sql<HitRow>`${hitSelect}
        where b.user_id = ${u.id}::int or coalesce(bo.owner_id, a.owner_id) = ${u.id}::int
        order by b.created_at desc, b.id desc limit ${SEARCH_USER_BOOKINGS_LIMIT}`.execute(db);
      return {
        id: u.id,
        email: u.email,
        firstName: u.first_name,
        lastName: u.last_name,
        roles: [...u.roles],
        flagged: u.flagged_at !== null,
        bookings: rows.map((r) => hitOf(r, u.id)),
      };
    }),
  );
  return {
    query: query.text,
    bookings: bookings.rows.map((r) => hitOf(r, null)),
    users: userHits,
    boats: boats.map((b) => ({ id: b.id, name: b.title, status: b.status, ownerEmail: b.email })),
  };
};
