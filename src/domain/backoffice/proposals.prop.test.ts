import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../search/iso-date';
import { isProposalHash, isRefusal, normalizeProposalInput, PROPOSAL_LIMITS, PROPOSAL_STATUSES, proposalHashOf, proposalProblems, proposalTransition, type ProposalEvent, type ProposalInput } from './proposals';

const TODAY = '2026-06-01';
const arbEvent = fc.constantFrom<ProposalEvent>('edit', 'send', 'withdraw', 'book');

const arbInput: fc.Arbitrary<ProposalInput> = fc.record({
  tenantEmail: fc.emailAddress(),
  startOffset: fc.integer({ min: 0, max: PROPOSAL_LIMITS.startAheadMaxDays }),
  length: fc.integer({ min: 0, max: 30 }),
  people: fc.integer({ min: PROPOSAL_LIMITS.peopleMin, max: PROPOSAL_LIMITS.peopleMax }),
  language: fc.constantFrom('en', 'fr', 'de', 'en-GB', 'pl'),
  message: fc.string({ maxLength: 300 }),
  boatIds: fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: PROPOSAL_LIMITS.itemsMax }),
  price: fc.option(fc.integer({ min: 1, max: PROPOSAL_LIMITS.priceMax }), { nil: null }),
}).map(({ startOffset, length, boatIds, price, ...rest }) => {
  const startDate = addDays(TODAY, startOffset);
  return { ...rest, startDate, endDate: addDays(startDate, length), items: boatIds.map((boatId) => ({ boatId, price })) };
});

describe('proposals (properties)', () => {
  it('every hash made from 20 bytes is recognised, and differs for different bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.uint8Array({ minLength: 20, maxLength: 20 }), (a, b) => {
        expect(isProposalHash(proposalHashOf(a))).toBe(true);
        expect(proposalHashOf(a) === proposalHashOf(b)).toBe(a.every((x, i) => x === b[i]));
      }),
    );
  });

  it('a well-formed proposal has no problem, normalised or not, and normalising is idempotent', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        expect(proposalProblems(input, TODAY)).toEqual([]);
        const once = normalizeProposalInput(input);
        expect(normalizeProposalInput(once)).toEqual(once);
        expect(proposalProblems(once, TODAY)).toEqual([]);
      }),
    );
  });

  it('a repeated boat is always named, at its second place', () => {
    fc.assert(
      fc.property(arbInput, fc.nat(), (input, pick) => {
        if (input.items.length >= PROPOSAL_LIMITS.itemsMax) return;
        const repeated = input.items[pick % input.items.length]!;
        const items = [...input.items, repeated];
        expect(proposalProblems({ ...input, items }, TODAY)).toContain(`items.${items.length - 1}.boatId: backoffice-boats:errors.duplicateBoat`);
      }),
    );
  });

  it('over any sequence of events: withdrawn and booked are final, booked only ever follows sent', () => {
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 20 }), (events) => {
        let status: (typeof PROPOSAL_STATUSES)[number] = 'draft';
        for (const event of events) {
          const next = proposalTransition(status, event);
          if (isRefusal(next)) {
            // A refusal never changes the status, and a final status refuses everything.
            if (status === 'withdrawn' || status === 'booked') expect(next.refused).toBe(status === 'withdrawn' ? 'proposal_withdrawn' : 'proposal_booked');
            continue;
          }
          expect(status === 'withdrawn' || status === 'booked').toBe(false);
          if (next === 'booked') expect(status).toBe('sent');
          status = next;
        }
        expect(PROPOSAL_STATUSES).toContain(status);
      }),
    );
  });
});
