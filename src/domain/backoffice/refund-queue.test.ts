import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRefundQueueQuery, parseRefundQueueQuery, REFUND_STATUSES, totalPagesOf } from './refund-queue';

describe('the refund queue query', () => {
  it('defaults to every status, page 1', () => {
    expect(parseRefundQueueQuery({})).toEqual({ ok: true, value: { status: null, page: 1 } });
    expect(parseRefundQueueQuery({ status: '', page: '3' })).toEqual({ ok: true, value: { status: null, page: 3 } });
    expect(parseRefundQueueQuery({ status: 'failed' })).toEqual({ ok: true, value: { status: 'failed', page: 1 } });
  });

  it('refuses unknown statuses and pages that are not 1..1000, naming the field', () => {
    expect(parseRefundQueueQuery({ status: 'FAILED' })).toEqual({ ok: false, field: 'status' });
    expect(parseRefundQueueQuery({ page: '0' })).toEqual({ ok: false, field: 'page' });
    expect(parseRefundQueueQuery({ page: '01' })).toEqual({ ok: false, field: 'page' });
    expect(parseRefundQueueQuery({ page: '1001' })).toEqual({ ok: false, field: 'page' });
    expect(parseRefundQueueQuery({ page: '2.5' })).toEqual({ ok: false, field: 'page' });
  });

  it('counts pages, at least one', () => {
    expect(totalPagesOf(0)).toBe(1);
    expect(totalPagesOf(20)).toBe(1);
    expect(totalPagesOf(21)).toBe(2);
  });

  it('reads back what it formats', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, ...REFUND_STATUSES), fc.integer({ min: 1, max: 1000 }), (status, page) => {
        const params = new URLSearchParams(formatRefundQueueQuery({ status, page }));
        expect(parseRefundQueueQuery({ status: params.get('status') ?? undefined, page: params.get('page') ?? undefined })).toEqual({ ok: true, value: { status, page } });
      }),
    );
  });
});
