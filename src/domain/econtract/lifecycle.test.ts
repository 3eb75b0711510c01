import { describe, expect, it } from 'vitest';
import { econtractAvailability, econtractTransition, NEW_ECONTRACT, partiesToConfirm, type EcontractState, type EcontractWindowFacts } from './lifecycle';

const H1 = '1'.repeat(64);
const H2 = '2'.repeat(64);
const AT = '2026-06-02T08:00:00.000Z';

const apply = (state: EcontractState, ...events: Parameters<typeof econtractTransition>[1][]) =>
  events.reduce((s, e) => {
    const next = econtractTransition(s, e);
    if (!next.ok) throw new Error(next.error);
    return next.state;
  }, state);

const confirm = (party: 'owner' | 'tenant', contentHash = H1, complete = true) =>
  ({ type: 'confirmed', party, method: party === 'owner' ? 'session' : 'password', at: AT, contentHash, complete }) as const;

describe('econtractTransition', () => {
  it('is signed once both parties confirmed the same saved content', () => {
    const saved = apply(NEW_ECONTRACT, { type: 'saved', contentHash: H1 });
    const owner = apply(saved, confirm('owner'));
    expect(owner).toMatchObject({ status: 'draft', owner: { method: 'session', contentHash: H1 }, tenant: null });
    expect(partiesToConfirm(owner)).toEqual(['tenant']);
    const signed = apply(owner, confirm('tenant'));
    expect(signed).toEqual({
      status: 'signed',
      contentHash: H1,
      owner: { method: 'session', at: AT, contentHash: H1 },
      tenant: { method: 'password', at: AT, contentHash: H1 },
      signedAt: AT,
    });
    expect(partiesToConfirm(signed)).toEqual([]);
  });

  it('a new content drops the confirmations; the same content again keeps them', () => {
    const owner = apply(NEW_ECONTRACT, { type: 'saved', contentHash: H1 }, confirm('owner'));
    expect(apply(owner, { type: 'saved', contentHash: H1 })).toBe(owner);
    const changed = apply(owner, { type: 'saved', contentHash: H2 });
    expect(changed).toEqual({ status: 'draft', contentHash: H2, owner: null, tenant: null, signedAt: null });
  });

  it('refuses to confirm an incomplete or never saved content, or another content than the saved one', () => {
    expect(econtractTransition(NEW_ECONTRACT, confirm('owner'))).toEqual({ ok: false, error: 'incomplete' });
    const saved = apply(NEW_ECONTRACT, { type: 'saved', contentHash: H1 });
    expect(econtractTransition(saved, confirm('owner', H1, false))).toEqual({ ok: false, error: 'incomplete' });
    expect(econtractTransition(saved, confirm('owner', H2))).toEqual({ ok: false, error: 'contentChanged' });
  });

  it('confirming twice changes nothing', () => {
    const owner = apply(NEW_ECONTRACT, { type: 'saved', contentHash: H1 }, confirm('owner'));
    expect(apply(owner, { ...confirm('owner'), at: '2026-06-02T09:00:00.000Z' })).toBe(owner);
  });

  it('a signed contract accepts nothing more', () => {
    const signed = apply(NEW_ECONTRACT, { type: 'saved', contentHash: H1 }, confirm('owner'), confirm('tenant'));
    expect(econtractTransition(signed, { type: 'saved', contentHash: H2 })).toEqual({ ok: false, error: 'signed' });
    expect(econtractTransition(signed, { type: 'saved', contentHash: H1 })).toEqual({ ok: false, error: 'signed' });
    expect(econtractTransition(signed, confirm('owner'))).toEqual({ ok: false, error: 'signed' });
  });
});

describe('econtractAvailability', () => {
  const facts = (overrides: Partial<EcontractWindowFacts> = {}): EcontractWindowFacts => ({
    direction: 'in',
    productKind: 'boat',
    bookingStatus: 'confirmed',
    startDate: '2026-06-10',
    endDate: '2026-06-14',
    today: '2026-06-09',
    checkInSigned: false,
    ...overrides,
  });

  it('opens the check-in from the day before the start until the last day', () => {
    expect(econtractAvailability(facts({ today: '2026-06-08' }))).toEqual({ open: false, reason: 'tooEarly' });
    expect(econtractAvailability(facts())).toEqual({ open: true });
    expect(econtractAvailability(facts({ today: '2026-06-14', bookingStatus: 'paid' }))).toEqual({ open: true });
    expect(econtractAvailability(facts({ today: '2026-06-15' }))).toEqual({ open: false, reason: 'over' });
  });

  it('only for a paid or confirmed boat booking', () => {
    expect(econtractAvailability(facts({ productKind: 'activity' }))).toEqual({ open: false, reason: 'notABoat' });
    for (const bookingStatus of ['requested', 'awaitingOwner', 'declined', 'expired', 'cancelled', 'refunded'] as const) {
      expect(econtractAvailability(facts({ bookingStatus }))).toEqual({ open: false, reason: 'notConfirmed' });
    }
  });

  it('opens the check-out once the check-in is signed, with no end', () => {
    expect(econtractAvailability(facts({ direction: 'out' }))).toEqual({ open: false, reason: 'checkInNotSigned' });
    expect(econtractAvailability(facts({ direction: 'out', checkInSigned: true, today: '2026-07-30' }))).toEqual({ open: true });
  });
});
