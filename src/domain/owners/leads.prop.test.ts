import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEAD_STATUSES, lastWriterOf, leadsCountFor, type LeadState, type MessageSide } from './leads';

const USERS = [1, 2, 3];
const arbLead: fc.Arbitrary<LeadState> = fc.record({
  status: fc.constantFrom(...LEAD_STATUSES),
  assignedTo: fc.option(fc.constantFrom(...USERS), { nil: null }),
  lastWriter: fc.constantFrom('tenant' as const, 'team' as const, null),
});

describe('leads count (properties)', () => {
  it('never counts more than the open leads awaiting an answer', () => {
    fc.assert(
      fc.property(fc.array(arbLead), fc.constantFrom(...USERS), (leads, me) => {
        const count = leadsCountFor(leads, me);
        expect(count).toBeGreaterThanOrEqual(0);
        expect(count).toBeLessThanOrEqual(leads.filter((l) => l.status === 'open' && l.lastWriter === 'tenant').length);
      }),
    );
  });

  it('giving a lead to someone else never raises my count, taking it never lowers it', () => {
    fc.assert(
      fc.property(fc.array(arbLead), fc.nat(), fc.constantFrom(...USERS), fc.constantFrom(...USERS), (leads, pick, me, other) => {
        fc.pre(leads.length > 0 && other !== me);
        const index = pick % leads.length;
        const withAssignee = (assignedTo: number) => leads.map((l, i) => (i === index ? { ...l, assignedTo } : l));
        expect(leadsCountFor(withAssignee(other), me)).toBeLessThanOrEqual(leadsCountFor(leads, me));
        expect(leadsCountFor(withAssignee(me), me)).toBeGreaterThanOrEqual(leadsCountFor(withAssignee(other), me));
      }),
    );
  });

  it('an unassigned lead counts for everyone alike', () => {
    fc.assert(
      fc.property(fc.array(arbLead.map((l) => ({ ...l, assignedTo: null }))), (leads) => {
        const counts = USERS.map((u) => leadsCountFor(leads, u));
        expect(new Set(counts).size).toBe(1);
      }),
    );
  });

  it('the last writer ignores the marketplace’s messages', () => {
    const arbSide = fc.constantFrom<MessageSide>('tenant', 'team', 'system');
    fc.assert(
      fc.property(fc.array(arbSide), (sides) => {
        expect(lastWriterOf(sides)).toBe(lastWriterOf(sides.filter((s) => s !== 'system')));
        expect(lastWriterOf([...sides, 'system'])).toBe(lastWriterOf(sides));
      }),
    );
  });
});
