import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import {
  BOOKING,
  cameraPhoto,
  completeData,
  econtractView,
  FakeConnectivity,
  FakeEcontractGateway,
  FakePhotoQueue,
  FakePhotoShrinker,
  networkDown,
  refusedWith,
} from '../../../tests/fakes/econtract';
import { MemoryStorage } from '../../../tests/fakes/foundation';
import { FakeAuthenticator, FakeClock, FakeScheduler, fakeSettings } from '../../../tests/fakes/search';
import type { EcontractView } from '../../contract/econtract';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import { EcontractPresenter, FIRST_RETRY_MS, SAVE_DELAY_MS } from './econtract-presenter';
import { draftKey, readDraft } from './local-draft';

interface Options {
  view?: EcontractView;
  online?: boolean;
  storage?: MemoryStorage;
  queue?: FakePhotoQueue;
  auth?: AuthenticationOutcome;
}

const build = (options: Options = {}) => {
  const gateway = new FakeEcontractGateway(options.view ?? econtractView());
  const connectivity = new FakeConnectivity(options.online ?? true);
  const storage = options.storage ?? new MemoryStorage();
  const queue = options.queue ?? new FakePhotoQueue();
  const scheduler = new FakeScheduler();
  const shrinker = new FakePhotoShrinker();
  const authenticator = new FakeAuthenticator(options.auth ?? { kind: 'alreadySignedIn' });
  const presenter = new EcontractPresenter(gateway, queue, shrinker, connectivity, storage, new FakeClock(), scheduler, fakeSettings(), authenticator);
  return { presenter, gateway, connectivity, storage, queue, scheduler, shrinker, authenticator };
};

const route = (direction: 'in' | 'out' = 'in', confirm = false) => ({ screen: 'econtract' as const, id: BOOKING, direction, confirm });

const entered = async (options: Options = {}, direction: 'in' | 'out' = 'in', confirm = false) => {
  const built = build(options);
  await built.presenter.routeEntered(route(direction, confirm));
  return built;
};

/** Lets the debounced save run and every promise it started settle. */
const settle = async (scheduler: FakeScheduler, ms = SAVE_DELAY_MS) => {
  scheduler.advance(ms);
  for (let i = 0; i < 20; i++) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Fills the whole check-in through the presenter's actions, as the owner taps it. */
const fillIn = (presenter: EcontractPresenter) => {
  presenter.licenceChanged('FR-1234');
  presenter.fuelChosen(100);
  presenter.hoursChanged('1234,5');
  presenter.allEquipmentPresent();
  presenter.depositMethodChosen('card');
};

describe('EcontractPresenter: loading', () => {
  it('starts a new check-in from the server’s view: the tenant’s name, nothing sent yet', async () => {
    const { presenter, gateway } = await entered();
    expect(presenter.status).toBe('ready');
    expect(presenter.editable).toBe(true);
    expect(presenter.data).toMatchObject({ fullName: 'Ann Martin', fuelPercent: null, engineHours: null, equipment: [], depositMethod: null });
    expect(presenter.sync).toBe('idle');
    expect(gateway.calls.map((c) => c.method)).toEqual(['contract']);
    expect(presenter.equipmentRows.map((r) => r.labelKey)).toEqual(['search:equipment.bimini', 'search:equipment.gps']);
    expect(presenter.deposit).toBe('€1,000');
    expect(presenter.stepStates.map((s) => [s.id, s.complete])).toEqual([
      ['identity', false],
      ['readings', false],
      ['equipment', false],
      ['damages', true],
      ['deposit', false],
      ['review', false],
    ]);
  });

  it('someone else’s booking is not found; a visitor signs in and the contract loads', async () => {
    const { presenter } = build();
    await presenter.routeEntered({ screen: 'econtract', id: '999', direction: 'in', confirm: false });
    expect(presenter.status).toBe('notFound');

    const signedIn = build({ auth: { kind: 'success', authToken: 'tok' } });
    signedIn.gateway.failNext('contract', refusedWith(401, 'authentication_required'));
    await signedIn.presenter.routeEntered(route());
    expect(signedIn.authenticator.triggers).toEqual(['menu']);
    expect(signedIn.presenter.status).toBe('ready');
  });

  it('without a connection and without a copy on the phone, says so', async () => {
    const { presenter, gateway } = build();
    gateway.online = false;
    await presenter.routeEntered(route());
    expect(presenter.status).toBe('error');
    expect(presenter.errorKey).toBe('common:errors.network');
  });

  it('a contract outside its window is shown read-only (closed)', async () => {
    const { presenter } = await entered({ view: econtractView({ availability: { open: false, reason: 'tooEarly' } }) });
    expect(presenter.editable).toBe(false);
    expect(presenter.sync).toBe('closed');
    presenter.fuelChosen(50);
    expect(presenter.data.fuelPercent).toBeNull();
  });

  it('staff read a contract and change nothing', async () => {
    const { presenter, storage } = await entered({ view: econtractView({ myRole: 'staff' }) });
    expect(presenter.editable).toBe(false);
    presenter.fullNameChanged('Someone');
    expect(presenter.data.fullName).toBe('Ann Martin');
    expect(readDraft(storage, BOOKING, 'in')?.dirty).toBe(false);
  });
});

describe('EcontractPresenter: saving, online and offline', () => {
  it('writes every change to the phone at once and sends the whole draft after a pause', async () => {
    const { presenter, gateway, storage, scheduler } = await entered();
    presenter.fullNameChanged('Ann  Martin-Leroy');
    presenter.fuelChosen(75);
    expect(readDraft(storage, BOOKING, 'in')).toMatchObject({ dirty: true, data: { fullName: 'Ann  Martin-Leroy', fuelPercent: 75 } });
    expect(gateway.callsOf('save')).toEqual([]);
    await settle(scheduler);
    expect(gateway.callsOf('save')).toHaveLength(1);
    expect(gateway.callsOf('save')[0]!.args[2]).toMatchObject({ fullName: 'Ann  Martin-Leroy', fuelPercent: 75 });
    expect(presenter.dirty).toBe(false);
    expect(presenter.sync).toBe('saved');
    expect(readDraft(storage, BOOKING, 'in')?.dirty).toBe(false);
    expect(presenter.view?.contract?.status).toBe('draft');
  });

  it('offline: keeps everything on the phone, says so, and sends it when the connection is back', async () => {
    const { presenter, gateway, connectivity, scheduler, storage } = await entered();
    connectivity.goOffline();
    presenter.fuelChosen(63);
    presenter.hoursChanged('88');
    await settle(scheduler);
    expect(gateway.callsOf('save')).toEqual([]);
    expect(presenter.sync).toBe('offline');
    expect(presenter.dirty).toBe(true);
    expect(readDraft(storage, BOOKING, 'in')).toMatchObject({ dirty: true, data: { fuelPercent: 63, engineHours: 88 } });
    connectivity.goOnline();
    await settle(scheduler, 0);
    expect(gateway.callsOf('save')).toHaveLength(1);
    expect(presenter.sync).toBe('saved');
    expect(presenter.dirty).toBe(false);
  });

  it('a lost connection during a save is retried later, with nothing lost', async () => {
    const { presenter, gateway, scheduler } = await entered();
    gateway.online = false;
    presenter.fuelChosen(50);
    await settle(scheduler);
    expect(presenter.sync).toBe('offline');
    expect(presenter.data.fuelPercent).toBe(50);
    gateway.online = true;
    await settle(scheduler, FIRST_RETRY_MS);
    expect(gateway.callsOf('save')).toHaveLength(2);
    expect(presenter.sync).toBe('saved');
    expect(presenter.dirty).toBe(false);
  });

  it('retries wait longer each time (5 s, 10 s, 20 s…)', async () => {
    const { presenter, gateway, scheduler } = await entered();
    gateway.online = false;
    presenter.fuelChosen(50);
    await settle(scheduler);
    await settle(scheduler, FIRST_RETRY_MS);
    expect(gateway.callsOf('save')).toHaveLength(2);
    await settle(scheduler, FIRST_RETRY_MS);
    expect(gateway.callsOf('save')).toHaveLength(2);
    await settle(scheduler, FIRST_RETRY_MS);
    expect(gateway.callsOf('save')).toHaveLength(3);
  });

  it('a change made while a save is on its way is sent right after it, the latest data last', async () => {
    const { presenter, gateway, scheduler } = await entered();
    const release = gateway.hold('save');
    presenter.fuelChosen(25);
    await settle(scheduler);
    expect(gateway.callsOf('save')).toHaveLength(1);
    presenter.fuelChosen(38);
    await settle(scheduler);
    release();
    await settle(scheduler, 0);
    const saves = gateway.callsOf('save').map((c) => (c.args[2] as { fuelPercent: number }).fuelPercent);
    expect(saves).toEqual([25, 38]);
    expect(presenter.dirty).toBe(false);
    expect(presenter.data.fuelPercent).toBe(38);
  });

  it('a reload keeps what was typed offline: the phone’s copy is shown at once, then sent', async () => {
    const storage = new MemoryStorage();
    const first = await entered({ storage });
    first.connectivity.goOffline();
    first.presenter.fullNameChanged('Ann Martin');
    first.presenter.licenceChanged('FR-99');
    await settle(first.scheduler);
    first.presenter.dispose();
    expect(first.connectivity.listening).toBe(0);

    const second = build({ storage });
    second.gateway.online = false;
    await second.presenter.routeEntered(route());
    expect(second.presenter.status).toBe('ready');
    expect(second.presenter.data.licenceNumber).toBe('FR-99');
    expect(second.presenter.sync).toBe('offline');
    second.gateway.online = true;
    await settle(second.scheduler, FIRST_RETRY_MS);
    expect(second.gateway.callsOf('save')[0]!.args[2]).toMatchObject({ licenceNumber: 'FR-99' });
    expect(second.presenter.dirty).toBe(false);
  });

  it('the phone’s unsent changes win over the server’s older draft', async () => {
    const storage = new MemoryStorage();
    const server = econtractView({ contract: { status: 'draft', data: completeData({ fuelPercent: 100 }), contentHash: 'a'.repeat(64), owner: null, tenant: null, signedAt: null, photos: [], updatedAt: '2025-08-10T07:00:00Z' } });
    storage.set(draftKey(BOOKING, 'in'), JSON.stringify({ v: 1, view: server, data: completeData({ fuelPercent: 50 }), dirty: true, savedAt: '2025-08-10T07:30:00Z' }));
    const { presenter, gateway } = await entered({ storage, view: server });
    expect(presenter.data.fuelPercent).toBe(50);
    expect(gateway.callsOf('save')[0]!.args[2]).toMatchObject({ fuelPercent: 50 });
  });

  it('an unreadable copy on the phone is ignored', async () => {
    const storage = new MemoryStorage();
    storage.set(draftKey(BOOKING, 'in'), '{"v":1,"data":{"fuelPercent":"full"}}');
    const { presenter } = await entered({ storage });
    expect(presenter.data.fuelPercent).toBeNull();
  });

  it('a refused draft says which field, keeps what was typed, and waits for a change', async () => {
    const { presenter, gateway, scheduler } = await entered();
    gateway.failNext('save', refusedWith(400, 'econtract_invalid', { details: ['fullName: econtract.errors.fullNameTooLong'] }));
    presenter.fullNameChanged('x'.repeat(10));
    await settle(scheduler);
    expect(presenter.sync).toBe('rejected');
    expect(presenter.fieldError('fullName')).toBe('econtract:errors.fullNameTooLong');
    expect(presenter.data.fullName).toBe('x'.repeat(10));
    await settle(scheduler, FIRST_RETRY_MS * 4);
    expect(gateway.callsOf('save')).toHaveLength(1);
    presenter.fullNameChanged('Ann');
    await settle(scheduler);
    expect(presenter.sync).toBe('saved');
  });

  it('a contract signed meanwhile (409) is read again and becomes read-only', async () => {
    const { presenter, gateway, scheduler } = await entered();
    gateway.failNext('save', refusedWith(409, 'econtract_signed'));
    const signed = econtractView({ contract: { status: 'signed', data: completeData(), contentHash: 'b'.repeat(64), owner: { method: 'session', at: '2025-08-10T08:00:00Z' }, tenant: { method: 'sms', at: '2025-08-10T08:01:00Z' }, signedAt: '2025-08-10T08:01:00Z', photos: [], updatedAt: '2025-08-10T08:01:00Z' } });
    presenter.fuelChosen(13);
    gateway.views.set('4711:in', signed);
    await settle(scheduler);
    await settle(scheduler, 0);
    expect(presenter.signed).toBe(true);
    expect(presenter.editable).toBe(false);
    expect(presenter.data.fuelPercent).toBe(100);
  });

  it('reads hours with a comma or a dot; anything else is flagged, never sent as a number', async () => {
    const { presenter } = await entered();
    presenter.hoursChanged('1234,56');
    expect(presenter.data.engineHours).toBe(1234.6);
    presenter.hoursChanged('12h');
    expect(presenter.data.engineHours).toBeNull();
    expect(presenter.hoursInvalid).toBe(true);
    expect(presenter.fieldError('engineHours')).toBe('econtract:errors.hoursNumber');
    expect(presenter.hoursText).toBe('12h');
  });
});

describe('EcontractPresenter: damages and photos', () => {
  it('a photo taken offline waits on the phone, then is sent and added to its damage', async () => {
    const { presenter, gateway, connectivity, queue, scheduler, shrinker } = await entered();
    const damageId = presenter.damageAdded('deck');
    presenter.damageNoteChanged(damageId, 'Cracked cleat');
    connectivity.goOffline();
    await presenter.photoTaken(damageId, cameraPhoto());
    expect(shrinker.shrunk).toHaveLength(1);
    expect(queue.photos.size).toBe(1);
    expect(presenter.pendingPhotos).toHaveLength(1);
    expect(gateway.callsOf('uploadPhoto')).toEqual([]);
    expect(presenter.sync).toBe('offline');

    connectivity.goOnline();
    await settle(scheduler, 0);
    await settle(scheduler);
    expect(gateway.callsOf('uploadPhoto')).toHaveLength(1);
    expect(queue.photos.size).toBe(0);
    expect(presenter.pendingPhotos).toEqual([]);
    const damage = presenter.data.damages.find((d) => d.id === damageId)!;
    expect(damage.photoIds).toEqual([500]);
    expect(presenter.photoUrls.get(500)).toMatch(/^\/api\/v6\/econtract\/photos\/500/);
    expect(gateway.callsOf('save').at(-1)!.args[2]).toMatchObject({ damages: [{ id: damageId, note: 'Cracked cleat', photoIds: [500] }] });
    expect(presenter.dirty).toBe(false);
  });

  it('photos still waiting from an earlier visit are sent when the page opens', async () => {
    const queue = new FakePhotoQueue();
    await queue.add({ key: 'k1', bookingId: BOOKING, direction: 'in', damageId: 'gone', blob: cameraPhoto(), takenAt: '2025-08-10T07:00:00Z' });
    const { gateway } = await entered({ queue });
    expect(gateway.callsOf('uploadPhoto')).toHaveLength(1);
    expect(queue.photos.size).toBe(0);
  });

  it('a photo the server refuses stays listed with the reason; the others go on', async () => {
    const { presenter, gateway } = await entered();
    const damageId = presenter.damageAdded();
    await presenter.photoTaken(damageId, cameraPhoto('text/plain'));
    await presenter.photoTaken(damageId, cameraPhoto());
    expect(gateway.callsOf('uploadPhoto')).toHaveLength(2);
    expect(presenter.pendingPhotos).toEqual([expect.objectContaining({ errorKey: 'econtract:errors.notAPhoto' })]);
    expect(presenter.data.damages[0]!.photoIds).toEqual([500]);
    await presenter.pendingPhotoRemoved(presenter.pendingPhotos[0]!.key);
    expect(presenter.pendingPhotos).toEqual([]);
  });

  it('removing a damage drops its photos waiting to be sent', async () => {
    const { presenter, connectivity, queue } = await entered();
    const damageId = presenter.damageAdded();
    connectivity.goOffline();
    await presenter.photoTaken(damageId, cameraPhoto());
    presenter.damageRemoved(damageId);
    await Promise.resolve();
    expect(presenter.pendingPhotos).toEqual([]);
    expect(queue.photos.size).toBe(0);
    expect(presenter.data.damages).toEqual([]);
  });
});

describe('EcontractPresenter: confirmation', () => {
  it('the owner confirms as themselves, the tenant with their password: signed, and the phone forgets its copy', async () => {
    const { presenter, gateway, scheduler, storage } = await entered({}, 'in', true);
    expect(presenter.step).toBe('review');
    fillIn(presenter);
    await settle(scheduler);
    expect(presenter.problems).toEqual([]);
    expect(presenter.canConfirm).toBe(true);

    await presenter.confirmClicked('owner');
    expect(gateway.callsOf('confirm')[0]!.args[2]).toEqual({ party: 'owner', contentHash: presenter.view!.contract!.contentHash });
    expect(presenter.parties.find((p) => p.party === 'owner')?.method).toBe('session');

    await presenter.confirmClicked('tenant');
    expect(presenter.confirmErrorKey).toBe('econtract:errors.secretRequired');
    presenter.passwordChanged('wrong');
    await presenter.confirmClicked('tenant');
    expect(presenter.confirmErrorKey).toBe('econtract:errors.wrongPassword');
    presenter.passwordChanged('Tenant-2026!');
    await presenter.confirmClicked('tenant');
    expect(presenter.confirmErrorKey).toBeNull();
    expect(presenter.signed).toBe(true);
    expect(presenter.editable).toBe(false);
    expect(presenter.password).toBe('');
    expect(storage.get(draftKey(BOOKING, 'in'))).toBeUndefined();
  });

  it('keeps a password typed for the tenant while the owner’s own confirmation is on its way', async () => {
    const { presenter, scheduler } = await entered({}, 'in', true);
    fillIn(presenter);
    await settle(scheduler);
    const ownerConfirmation = presenter.confirmClicked('owner');
    presenter.passwordChanged('Tenant-2026!');
    await ownerConfirmation;
    expect(presenter.password).toBe('Tenant-2026!');
  });

  it('the tenant confirms with an SMS code sent to their phone', async () => {
    const { presenter, gateway, scheduler } = await entered({}, 'in', true);
    fillIn(presenter);
    await settle(scheduler);
    await presenter.confirmClicked('owner');
    await presenter.codeRequested('tenant');
    expect(presenter.codeSentTo).toBe('+33 ••••••• 78');
    expect(presenter.secretMode).toBe('code');
    presenter.codeChanged('12 34 56');
    expect(presenter.code).toBe('123456');
    await presenter.confirmClicked('tenant');
    expect(gateway.callsOf('confirm').at(-1)!.args[2]).toMatchObject({ party: 'tenant', code: '123456' });
    expect(presenter.signed).toBe(true);
  });

  it('a tenant without a password (signed up with Google) confirms with the SMS code', async () => {
    const view = econtractView({ tenant: { name: 'Ann Martin', hasPassword: false, phoneHint: '+33 ••••••• 78' } });
    const { presenter, gateway, scheduler } = await entered({ view }, 'in', true);
    fillIn(presenter);
    await settle(scheduler);
    await presenter.confirmClicked('owner');
    presenter.codeChanged('123456');
    await presenter.confirmClicked('tenant');
    expect(gateway.callsOf('confirm').at(-1)!.args[2]).toEqual({ party: 'tenant', contentHash: presenter.view!.contract!.contentHash, code: '123456' });
    expect(presenter.signed).toBe(true);
  });

  it('cannot confirm what the server does not have yet: offline, it says to connect first', async () => {
    const { presenter, gateway, connectivity } = await entered({}, 'in', true);
    fillIn(presenter);
    connectivity.goOffline();
    expect(presenter.canConfirm).toBe(false);
    await presenter.confirmClicked('owner');
    expect(gateway.callsOf('confirm')).toEqual([]);
    expect(presenter.confirmErrorKey).toBe('econtract:confirm.offline');
  });

  it('an incomplete contract lists what is missing, step by step', async () => {
    const { presenter } = await entered({}, 'in', true);
    presenter.fuelChosen(50);
    expect(presenter.canConfirm).toBe(false);
    expect(presenter.problems.map((p) => p.key)).toEqual([
      'errors.licenceRequired',
      'errors.hoursRequired',
      'errors.equipmentUnchecked',
      'errors.equipmentUnchecked',
      'errors.depositMethodRequired',
    ]);
    expect(presenter.fieldError('licenceNumber')).toBe('econtract:errors.licenceRequired');
  });

  it('a content changed on the server since it was shown is read again (409)', async () => {
    const { presenter, gateway, scheduler } = await entered({}, 'in', true);
    fillIn(presenter);
    await settle(scheduler);
    gateway.failNext('confirm', refusedWith(409, 'econtract_changed'));
    await presenter.confirmClicked('owner');
    expect(presenter.confirmErrorKey).toBe('econtract:confirm.changed');
    expect(gateway.callsOf('contract')).toHaveLength(2);
  });

  it('a failed code request says why', async () => {
    const { presenter, gateway } = await entered({}, 'in', true);
    gateway.failNext('sendCode', refusedWith(409, 'phone_missing'));
    await presenter.codeRequested('tenant');
    expect(presenter.confirmErrorKey).toBe('econtract:confirm.noPhone');
    gateway.failNext('sendCode', networkDown());
    await presenter.codeRequested('tenant');
    expect(presenter.confirmErrorKey).toBe('econtract:confirm.offline');
  });
});

describe('EcontractPresenter: check-out', () => {
  const checkOutView = econtractView({
    direction: 'out',
    checkIn: { data: completeData({ damages: [{ id: 'd1', zone: 'hull', note: 'Old scratch', photoIds: [7] }] }), contentHash: 'c'.repeat(64), signedAt: '2025-08-10T08:00:00Z', photos: [{ id: 7, url: '/p/7' }] },
  });

  it('starts from the check-in and shows what changed; a claim needs something new', async () => {
    const { presenter, scheduler } = await entered({ view: checkOutView }, 'out');
    expect(presenter.data).toMatchObject({ fullName: 'Ann Martin', licenceNumber: 'FR-1234', depositMethod: 'card', fuelPercent: null, damages: [] });
    expect(presenter.equipmentRows.map((r) => [r.id, r.state, r.checkIn])).toEqual([
      [13, 'present', 'present'],
      [29, 'present', 'present'],
    ]);
    presenter.fuelChosen(38);
    presenter.hoursChanged('1241.2');
    presenter.equipmentMarked(29, 'missing');
    presenter.claimChanged('150,50');
    expect(presenter.data.claimAmount).toBe(15_050);
    expect(presenter.claim).toBe('€150.50');
    expect(presenter.differences).toMatchObject({
      fuel: { before: 100, after: 38, change: -62 },
      engineHours: { used: 6.7 },
      equipment: [{ id: 29, before: 'present', after: 'missing', worse: true }],
      hasNewDamage: true,
    });
    expect(presenter.problems).toEqual([]);
    presenter.equipmentMarked(29, 'present');
    expect(presenter.problems.map((p) => p.key)).toEqual(['errors.claimWithoutDamage']);
    expect(presenter.photoUrls.get(7)).toBe('/p/7');
    await settle(scheduler);
  });
});
