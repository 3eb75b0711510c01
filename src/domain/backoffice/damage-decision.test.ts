import { describe, expect, it } from 'vitest';
import { MODERATION_ERRORS } from './moderation';
import { DAMAGE_DECISION_ERRORS, decideClaim, decisionCeiling } from './damage-decision';

const claim = { status: 'open' as const, amount: 30_000, deposit: 150_000 };

describe('a damage claim decided by staff', () => {
  it('grants 0 to the amount claimed, with a note, and says what the owner keeps and the tenant gets back', () => {
    expect(decideClaim(claim, { amount: 20_000, note: ' Invoice checked ' })).toEqual({ ok: true, decidedAmount: 20_000, note: 'Invoice checked', kept: 20_000, released: 130_000 });
    expect(decideClaim(claim, { amount: 0, note: 'No new damage on the photos' })).toMatchObject({ ok: true, kept: 0, released: 150_000 });
    expect(decideClaim(claim, { amount: 30_000, note: 'Agreed' })).toMatchObject({ ok: true, decidedAmount: 30_000 });
  });

  it('refuses more than was claimed, a negative or fractional amount, and no note', () => {
    expect(decideClaim(claim, { amount: 30_001, note: 'x' })).toEqual({ ok: false, reason: 'invalid', problems: { amount: DAMAGE_DECISION_ERRORS.decisionRange } });
    expect(decideClaim(claim, { amount: -1, note: 'x' })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(decideClaim(claim, { amount: 10.5, note: 'x' })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(decideClaim(claim, { amount: 100, note: '  ' })).toEqual({ ok: false, reason: 'invalid', problems: { note: MODERATION_ERRORS.reasonRequired } });
  });

  it('never grants above the deposit, even if a claim said more', () => {
    expect(decisionCeiling({ amount: 200_000, deposit: 150_000 })).toBe(150_000);
    expect(decideClaim({ status: 'open', amount: 200_000, deposit: 150_000 }, { amount: 150_001, note: 'x' })).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('is decided once', () => {
    expect(decideClaim({ ...claim, status: 'decided' }, { amount: 100, note: 'again' })).toEqual({ ok: false, reason: 'alreadyDecided' });
  });
});
