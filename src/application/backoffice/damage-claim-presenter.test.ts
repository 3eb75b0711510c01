import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { damageClaim, FakeBackOfficeMessagesGateway, staffRefusal } from '../../../tests/fakes/backoffice-messages';
import { FakeAuthenticator, fakeSettings } from '../../../tests/fakes/search';
import { DamageClaimPresenter } from './damage-claim-presenter';

const build = async (gateway = new FakeBackOfficeMessagesGateway()) => {
  const presenter = new DamageClaimPresenter(gateway, fakeSettings(), new FakeAuthenticator());
  await presenter.load('5');
  return { presenter, gateway };
};

describe('DamageClaimPresenter', () => {
  it('shows the claim, the parties, and both contracts side by side with their photos', async () => {
    const { presenter } = await build();
    expect(presenter.status).toBe('ready');
    expect(presenter.summary).toMatchObject({
      reference: 'SW-000042',
      claimed: '€350',
      deposit: '€1,500',
      ceiling: '€350',
      dates: 'Jul 1, 2025 – Jul 3, 2025',
      bookingRoute: { screen: 'backOffice', page: 'bookingDetails', id: '42' },
      conversationRoute: { screen: 'backOffice', page: 'messageEditConv', id: '7' },
      tenant: { name: 'Tessa Marin' },
      decided: false,
    });
    const { checkIn, checkOut } = presenter.contracts!;
    expect(checkIn).toMatchObject({ direction: 'in', fuelPercent: 100, engineHours: 412.5, depositMethod: 'econtract:deposit.card', signed: true });
    expect(checkIn!.damages).toEqual([{ id: 'in-1', zoneKey: 'econtract:zones.hull', note: 'Scratch on the port side.', photos: [expect.objectContaining({ id: 501, direction: 'in' })] }]);
    expect(checkOut.damages[0]?.photos.map((p) => p.id)).toEqual([502, 503]);
    // A photo no damage refers to is still shown.
    expect(checkOut.otherPhotos.map((p) => p.id)).toEqual([504]);
    expect(presenter.equipment).toEqual([
      { id: 13, labelKey: 'search:equipment.bimini', checkIn: 'present', checkOut: 'present', worse: false },
      { id: 29, labelKey: 'search:equipment.gps', checkIn: 'present', checkOut: 'damaged', worse: true },
      { id: 9999, labelKey: 'econtract:equipment.other', checkIn: 'present', checkOut: 'present', worse: false },
    ]);
  });

  it('opens a photo full size and closes it', async () => {
    const { presenter } = await build();
    const photo = presenter.contracts!.checkOut.damages[0]!.photos[0]!;
    presenter.photoOpened(photo);
    expect(presenter.openPhoto).toEqual(photo);
    presenter.photoClosed();
    expect(presenter.openPhoto).toBeNull();
  });

  it('checks the decision before asking for confirmation: an amount in euros up to the claim, and a note', async () => {
    const { presenter, gateway } = await build();
    presenter.decisionSubmitted();
    expect(presenter.problems).toEqual({ amount: 'backoffice-messages:errors.amountInvalid', note: 'backoffice-messages:errors.reasonRequired' });
    presenter.amountChanged('350,01');
    presenter.noteChanged('Invoice checked');
    presenter.decisionSubmitted();
    expect(presenter.problems).toEqual({ amount: 'backoffice-messages:errors.decisionRange' });
    expect(presenter.confirming).toBe(false);
    presenter.amountChanged('200,50');
    presenter.decisionSubmitted();
    expect(presenter.problems).toEqual({});
    expect(presenter.confirming).toBe(true);
    expect(presenter.confirmation).toEqual({ granted: '€200.50', released: '€1,299.50', claimed: '€350', deposit: '€1,500', note: 'Invoice checked' });
    // Changing anything leaves the confirmation.
    presenter.noteChanged('Invoice checked twice');
    expect(presenter.confirming).toBe(false);
    expect(gateway.callsOf('decideDamageClaim')).toEqual([]);
  });

  it('sends the confirmed decision once, then shows it with its audit entry', async () => {
    const { presenter, gateway } = await build();
    presenter.amountChanged('200');
    presenter.noteChanged('Repair quote for the cleat');
    presenter.decisionSubmitted();
    presenter.decisionCancelled();
    expect(presenter.confirming).toBe(false);
    expect(presenter.amountText).toBe('200');
    presenter.decisionSubmitted();
    const release = gateway.hold('decideDamageClaim');
    const deciding = presenter.decisionConfirmed();
    expect(presenter.deciding).toBe(true);
    expect(presenter.canDecide).toBe(false);
    await presenter.decisionConfirmed();
    release();
    await deciding;
    expect(gateway.callsOf('decideDamageClaim')).toEqual([{ method: 'decideDamageClaim', args: [5, { amount: 20_000, note: 'Repair quote for the cleat' }] }]);
    expect(presenter.summary?.decided).toBe(true);
    expect(presenter.decision).toEqual({ granted: '€200', released: '€1,300', note: 'Repair quote for the cleat', at: 'Jun 15, 2025, 10:00 AM', by: 'staff@demo.seaway.test' });
    expect(presenter.audit.map((e) => e.action)).toEqual(['damageClaim.decide']);
    expect(presenter.notice).toEqual({ key: 'backoffice-messages:claim.decided', ok: true });
    expect(presenter.canDecide).toBe(false);
  });

  it('a claim decided meanwhile by someone else shows that decision; a failure keeps what was typed', async () => {
    const { presenter, gateway } = await build();
    presenter.amountChanged('100');
    presenter.noteChanged('Fine');
    presenter.decisionSubmitted();
    gateway.failNext('decideDamageClaim', { kind: 'network', path: '/x', message: 'offline' });
    await presenter.decisionConfirmed();
    expect(presenter.notice).toEqual({ key: 'common:errors.network', ok: false });
    expect(presenter.amountText).toBe('100');
    expect(presenter.note).toBe('Fine');

    gateway.server.claim = damageClaim({ status: 'decided', decision: { amount: 0, note: 'No new damage', at: '2025-06-15T09:00:00.000Z', by: 'other@demo.seaway.test' } });
    presenter.decisionSubmitted();
    gateway.failNext('decideDamageClaim', staffRefusal(409, 'damage_claim_decided'));
    await presenter.decisionConfirmed();
    expect(presenter.notice).toEqual({ key: 'backoffice-messages:errors.alreadyDecided', ok: false });
    expect(presenter.decision?.by).toBe('other@demo.seaway.test');
    expect(presenter.canDecide).toBe(false);
  });

  it('an unknown claim is not found', async () => {
    const gateway = new FakeBackOfficeMessagesGateway();
    const presenter = new DamageClaimPresenter(gateway, fakeSettings(), new FakeAuthenticator());
    await presenter.load('99');
    expect(presenter.status).toBe('notFound');
    expect(presenter.errorKey).toBe('backoffice-messages:errors.claimNotFound');
  });
});
