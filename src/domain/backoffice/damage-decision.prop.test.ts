import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbClaim, arbDecisionAmount, arbStaffText } from '../../../tests/arbitraries/backoffice';
import { decideClaim, decisionCeiling } from './damage-decision';

describe('damage decisions: properties', () => {
  it('an accepted decision grants whole cents between 0 and the claim, never above the deposit, and kept + released is the deposit', () => {
    fc.assert(
      fc.property(arbClaim, arbDecisionAmount, arbStaffText(), (claim, amount, note) => {
        const outcome = decideClaim(claim, { amount, note });
        if (!outcome.ok) return;
        expect(claim.status).toBe('open');
        expect(Number.isInteger(outcome.decidedAmount)).toBe(true);
        expect(outcome.decidedAmount).toBeGreaterThanOrEqual(0);
        expect(outcome.decidedAmount).toBeLessThanOrEqual(claim.amount);
        expect(outcome.decidedAmount).toBeLessThanOrEqual(claim.deposit);
        expect(outcome.kept + outcome.released).toBe(Math.max(claim.deposit, outcome.kept));
        expect(outcome.note).toBe(outcome.note.trim());
        expect(outcome.note.length).toBeGreaterThan(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('a decided claim refuses every decision; an open one accepts every whole amount up to its ceiling with a note', () => {
    fc.assert(
      fc.property(arbClaim, fc.nat({ max: 5_000_000 }), (claim, raw) => {
        const amount = raw % (decisionCeiling(claim) + 1);
        const outcome = decideClaim(claim, { amount, note: 'Checked with both contracts' });
        if (claim.status === 'decided') expect(outcome).toEqual({ ok: false, reason: 'alreadyDecided' });
        else expect(outcome.ok).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
