import { describe, expect, it } from 'vitest';
import {
  isProposalHash,
  normalizeProposalInput,
  PROPOSAL_LIMITS,
  PROPOSAL_MESSAGES,
  proposalHashOf,
  proposalProblems,
  proposalTransition,
  type ProposalInput,
} from './proposals';

const TODAY = '2026-06-01';

const input = (overrides: Partial<ProposalInput> = {}): ProposalInput => ({
  tenantEmail: 'tenant@demo.seaway.test',
  startDate: '2026-07-04',
  endDate: '2026-07-10',
  people: 4,
  language: 'fr',
  message: 'Three boats for your week in July.',
  items: [
    { boatId: 8, price: null },
    { boatId: 108, price: 120_000 },
  ],
  ...overrides,
});

describe('proposal hashes', () => {
  it('are pr and 40 hex characters, never an offer hash', () => {
    const hash = proposalHashOf(new Uint8Array(20).map((_, i) => i * 13));
    expect(hash).toMatch(/^pr[0-9a-f]{40}$/);
    expect(isProposalHash(hash)).toBe(true);
    expect(isProposalHash('aB3dE6gH9jK2mN5pQ8sT1vW4yZ7bC0eF')).toBe(false);
    expect(isProposalHash(`${hash}0`)).toBe(false);
    expect(isProposalHash(hash.toUpperCase())).toBe(false);
    expect(() => proposalHashOf(new Uint8Array(19))).toThrow();
  });
});

describe('proposal input', () => {
  it('accepts a proposal as staff write it', () => {
    expect(proposalProblems(input(), TODAY)).toEqual([]);
    expect(proposalProblems(input({ startDate: TODAY, endDate: TODAY }), TODAY)).toEqual([]);
  });

  it('names every field that is wrong', () => {
    expect(
      proposalProblems(
        input({ tenantEmail: 'not an email', startDate: '2026-05-31', endDate: '2026-13-01', people: 0, language: 'xx', message: 'm'.repeat(2001), items: [] }),
        TODAY,
      ),
    ).toEqual([
      `tenantEmail: ${PROPOSAL_MESSAGES.emailInvalid}`,
      `startDate: ${PROPOSAL_MESSAGES.dateInPast}`,
      `endDate: ${PROPOSAL_MESSAGES.dateInvalid}`,
      `people: ${PROPOSAL_MESSAGES.people}`,
      `language: ${PROPOSAL_MESSAGES.language}`,
      `message: ${PROPOSAL_MESSAGES.messageTooLong}`,
      `items: ${PROPOSAL_MESSAGES.noItems}`,
    ]);
  });

  it('keeps dates in order, within a year ahead and a year long', () => {
    expect(proposalProblems(input({ startDate: '2026-07-10', endDate: '2026-07-04' }), TODAY)).toEqual([`endDate: ${PROPOSAL_MESSAGES.endBeforeStart}`]);
    expect(proposalProblems(input({ startDate: '2027-06-02', endDate: '2027-06-05' }), TODAY)).toEqual([`startDate: ${PROPOSAL_MESSAGES.tooFarAhead}`]);
    expect(proposalProblems(input({ startDate: '2026-06-02', endDate: '2027-06-02' }), TODAY)).toEqual([`endDate: ${PROPOSAL_MESSAGES.tooLong}`]);
  });

  it('takes 1 to 10 different boats at whole cents above zero', () => {
    const items = Array.from({ length: PROPOSAL_LIMITS.itemsMax + 1 }, (_, i) => ({ boatId: i + 1, price: null }));
    expect(proposalProblems(input({ items }), TODAY)).toEqual([`items: ${PROPOSAL_MESSAGES.tooManyItems}`]);
    expect(
      proposalProblems(
        input({
          items: [
            { boatId: 8, price: 0 },
            { boatId: 8, price: 10.5 },
            { boatId: 9, price: PROPOSAL_LIMITS.priceMax + 1 },
          ],
        }),
        TODAY,
      ),
    ).toEqual([`items.0.price: ${PROPOSAL_MESSAGES.price}`, `items.1.boatId: ${PROPOSAL_MESSAGES.duplicateBoat}`, `items.1.price: ${PROPOSAL_MESSAGES.price}`, `items.2.price: ${PROPOSAL_MESSAGES.price}`]);
  });

  it('stores the address trimmed and lower-cased and the message trimmed', () => {
    expect(normalizeProposalInput(input({ tenantEmail: '  Tina@Example.TEST ', message: '  Hello\n' }))).toMatchObject({ tenantEmail: 'tina@example.test', message: 'Hello' });
  });
});

describe('proposal life', () => {
  it('a draft is edited, sent, withdrawn, but not booked', () => {
    expect(proposalTransition('draft', 'edit')).toBe('draft');
    expect(proposalTransition('draft', 'send')).toBe('sent');
    expect(proposalTransition('draft', 'withdraw')).toBe('withdrawn');
    expect(proposalTransition('draft', 'book')).toEqual({ refused: 'proposal_not_sent' });
  });

  it('a sent one is edited and sent again, booked or withdrawn', () => {
    expect(proposalTransition('sent', 'edit')).toBe('sent');
    expect(proposalTransition('sent', 'send')).toBe('sent');
    expect(proposalTransition('sent', 'book')).toBe('booked');
    expect(proposalTransition('sent', 'withdraw')).toBe('withdrawn');
  });

  it('a withdrawn or booked one changes no more', () => {
    for (const event of ['edit', 'send', 'withdraw', 'book'] as const) {
      expect(proposalTransition('withdrawn', event)).toEqual({ refused: 'proposal_withdrawn' });
      expect(proposalTransition('booked', event)).toEqual({ refused: 'proposal_booked' });
    }
  });
});
