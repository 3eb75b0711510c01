import { sql, type RawBuilder } from 'kysely';
import type { OwnerResponseStats } from '../../src/contract/search';
import type { IsoDate } from '../../src/domain/search/iso-date';
import { RESPONSE_REPLY_HOURS, RESPONSE_WINDOW_MONTHS, responseStatsOf } from '../../src/domain/owners/response-stats';

/** The raw figures as the database answers them (json: numbers, or null for no answered conversation). */
export interface ResponseFiguresRow {
  readonly conversations: number;
  readonly replied_within_day: number;
  readonly median_reply_seconds: number | string | null;
}

/**
 * One owner's response figures (src/domain/owners/response-stats.ts), as one json value: the conversations with them
 * that a tenant started (the tenant's first message comes before any of the owner's side: the owner or a teammate,
 * never the marketplace's system messages) and that were opened in the last 12 months; how many the owner's side
 * answered within 24 hours of that first message; and the median delay of its first answer, over the answered ones.
 *
 * Indexed throughout: the owner's conversations by conversations_owner_idx (owner_id, created_at), each conversation's
 * messages by conversation_messages_conversation_idx (conversation_id, created_at).
 */
export const responseFiguresSql = (ownerId: RawBuilder<number>, today: IsoDate): RawBuilder<ResponseFiguresRow> => sql<ResponseFiguresRow>`(
  select json_build_object(
    'conversations', count(*),
    'replied_within_day', count(*) filter (where f.delay <= ${RESPONSE_REPLY_HOURS * 3600}::int),
    'median_reply_seconds', percentile_cont(0.5) within group (order by f.delay)
  )
  from (
    select extract(epoch from replied.at - asked.at) as delay
    from conversations c
    cross join lateral (
      select min(m.created_at) as at from conversation_messages m where m.conversation_id = c.id and m.author_id = c.tenant_id
    ) asked
    left join lateral (
      select min(m.created_at) as at from conversation_messages m
      where m.conversation_id = c.id and m.author_id <> c.tenant_id and m.created_at > asked.at
    ) replied on true
    where c.owner_id = ${ownerId}
      and c.created_at >= (${today}::date - make_interval(months => ${RESPONSE_WINDOW_MONTHS}::int))::timestamp at time zone 'UTC'
      and asked.at is not null
      and not exists (
        select 1 from conversation_messages m
        where m.conversation_id = c.id and m.author_id <> c.tenant_id and m.created_at < asked.at
      )
  ) f
)`;

/** The figures to show on the product page, or null (too few conversations, or figures that cannot be read). */
export const responseStatsOfRow = (row: ResponseFiguresRow | null | undefined): OwnerResponseStats | null => {
  if (!row) return null;
  const median = row.median_reply_seconds === null ? null : Number(row.median_reply_seconds);
  return responseStatsOf({
    conversations: Number(row.conversations),
    repliedWithinDay: Number(row.replied_within_day),
    medianReplySeconds: median !== null && Number.isFinite(median) ? median : null,
  });
};
