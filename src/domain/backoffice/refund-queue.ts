/**
 * The queue of automatic refunds (issue [7], back office `booking/autorefunds`): the refunds the marketplace made by
 * itself (a cancellation under the policy, a declined or expired request, a change to a lower price), newest first with
 * the failed ones on top, a page at a time. Refunds staff make by hand are on their booking's page.
 */

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The reasons written by the automatic flows (cancel-booking, request answers and expiry, an applied change). */
export const AUTOMATIC_REFUND_REASONS = ['cancellation', 'declined', 'expired', 'modification'] as const;
/** The reasons of refunds staff make (booking page): a chosen amount, or the refund of a staff cancellation. */
export const STAFF_REFUND_REASONS = ['staff', 'staffCancel'] as const;

export const REFUND_QUEUE_PAGE_SIZE = 20;
/** Pages beyond this are refused (400): the queue is read a page at a time, never dumped. */
export const REFUND_QUEUE_MAX_PAGE = 1000;

export interface RefundQueueQuery {
  /** Only refunds with this status; null: all. */
  readonly status: RefundStatus | null;
  readonly page: number;
}

export const isRefundStatus = (value: string): value is RefundStatus => (REFUND_STATUSES as readonly string[]).includes(value);

/**
 * The query string of the queue: `status` (absent or empty: all) and `page` (absent: 1). Anything else is refused
 * with the field named, never silently replaced: staff asked for something precise.
 */
export const parseRefundQueueQuery = (params: {
  readonly status?: string | undefined;
  readonly page?: string | undefined;
}): { readonly ok: true; readonly value: RefundQueueQuery } | { readonly ok: false; readonly field: 'status' | 'page' } => {
  const status = params.status ?? '';
  if (status !== '' && !isRefundStatus(status)) return { ok: false, field: 'status' };
  const pageText = params.page ?? '1';
  if (!/^[1-9]\d{0,3}$/.test(pageText) || Number(pageText) > REFUND_QUEUE_MAX_PAGE) return { ok: false, field: 'page' };
  return { ok: true, value: { status: status === '' ? null : status, page: Number(pageText) } };
};

/** The query string for a query (defaults omitted): what parseRefundQueueQuery reads back. */
export const formatRefundQueueQuery = (query: RefundQueueQuery): string => {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const totalPagesOf = (total: number, pageSize = REFUND_QUEUE_PAGE_SIZE): number => Math.max(1, Math.ceil(total / pageSize));
