import { Scripted } from './scripted';
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either';
import type * as t from 'io-ts';
import {
  EcontractCodeSent,
  EcontractOverview,
  EcontractPhoto,
  EcontractView,
  type EcontractConfirmBody,
  type EcontractData as WireData,
  type EcontractDirection,
  type EcontractParty,
} from '../../src/contract/econtract';
import { normaliseData, type EcontractData } from '../../src/domain/econtract/econtract';
import { signingProblems } from '../../src/domain/econtract/validation';
import type { Connectivity, EcontractGateway, PhotoQueue, PhotoShrinker, QueuedPhoto } from '../../src/application/econtract/ports';
import type { ApiFailure } from '../../src/application/shared/api-failure';

type Result<A> = Promise<Either<ApiFailure, A>>;

export const BOOKING = '4711';
const NOW = '2025-08-10T08:00:00.000Z';

export const networkDown = (path = '/test'): ApiFailure => ({ kind: 'network', path, message: 'Failed to fetch' });
export const refusedWith = (status: number, error: string, extra: Record<string, unknown> = {}): ApiFailure => ({
  kind: 'http',
  path: '/test',
  status,
  body: { error, message: `Refused: ${error}.`, ...extra },
  headers: {},
});

/** A complete check-in for the fixture's boat (GPS 29 and bimini 13 on board, 1,000 € deposit, licence needed). */
export const completeData = (overrides: Partial<WireData> = {}): WireData => ({
  fullName: 'Ann Martin',
  licenceNumber: 'FR-1234',
  fuelPercent: 100,
  engineHours: 1234.5,
  equipment: [
    { id: 13, state: 'present' },
    { id: 29, state: 'present' },
  ],
  damages: [],
  depositMethod: 'card',
  claimAmount: 0,
  ...overrides,
});

/** GET /bookings/4711/econtract/in before anything was saved, as the owner sees it. */
export const econtractView = (overrides: Partial<EcontractView> = {}): EcontractView => ({
  bookingId: 4711,
  reference: 'SW-004711',
  direction: 'in',
  myRole: 'owner',
  boat: { id: 101, name: 'Bavaria Cruiser 46', type: 'Sailboat' },
  startDate: '2025-08-10',
  endDate: '2025-08-13',
  owner: { name: 'Olivier Navarre', hasPassword: true, phoneHint: '+33 ••••••• 32' },
  tenant: { name: 'Ann Martin', hasPassword: true, phoneHint: '+33 ••••••• 78' },
  licenceRequired: true,
  equipmentIds: [13, 29],
  deposit: 100_000,
  availability: { open: true, reason: null },
  contract: null,
  checkIn: null,
  claim: null,
  ...overrides,
});

const hashOf = (data: EcontractData): string => {
  // A stand-in for SHA-256: the same content always gives the same 64 hex digits, another content others.
  const text = JSON.stringify(normaliseData(data));
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) >>> 0;
  return h.toString(16).padStart(8, '0').repeat(8);
};

export type EcontractMethod = keyof EcontractGateway;

/**
 * The contract's server in memory, keeping the rules the presenter relies on: drafts saved whole (the same twice is
 * harmless), photos stored with ids, a content hash per content, confirmations dropped by a new content, signed
 * once both parties confirmed, nothing changes after (409). It can go offline (every call a network failure).
 */
export class FakeEcontractGateway extends Scripted<EcontractMethod> implements EcontractGateway {
  readonly views = new Map<string, EcontractView>();
  /** Every call fails as a network failure while false. */
  online = true;
  readonly passwords: Record<EcontractParty, string> = { owner: 'Owner-2026!', tenant: 'Tenant-2026!' };
  smsCode = '123456';
  private nextPhotoId = 500;

  constructor(view: EcontractView = econtractView()) {
    super();
    this.views.set(`${view.bookingId}:${view.direction}`, view);
  }

  viewOf(bookingId: string, direction: EcontractDirection): EcontractView | undefined {
    return this.views.get(`${bookingId}:${direction}`);
  }

  /** Offline, every call fails as the network would (recorded, before any queued failure). */
  protected override async answer<A, O>(method: EcontractMethod, args: readonly unknown[], codec: t.Type<A, O>, produce: () => Either<ApiFailure, A>): Result<A> {
    if (this.online) return super.answer(method, args, codec, produce);
    this.calls.push({ method, args });
    return left(networkDown(`/${method}`));
  }

  private found(bookingId: string, direction: EcontractDirection, run: (view: EcontractView) => Either<ApiFailure, EcontractView>): Either<ApiFailure, EcontractView> {
    const view = this.viewOf(bookingId, direction);
    if (!view) return left(refusedWith(404, 'booking_not_found'));
    const next = run(view);
    if (!isLeft(next)) this.views.set(`${bookingId}:${direction}`, next.right);
    return next;
  }

  overview(bookingId: string) {
    return this.answer('overview', [bookingId], EcontractOverview, () => {
      const step = (direction: EcontractDirection) => {
        const view = this.viewOf(bookingId, direction);
        return { status: view?.contract?.status ?? ('none' as const), availability: view?.availability ?? { open: false, reason: 'checkInNotSigned' as const } };
      };
      const any = this.viewOf(bookingId, 'in') ?? this.viewOf(bookingId, 'out');
      if (!any) return left(refusedWith(404, 'booking_not_found'));
      return right({ bookingId: Number(bookingId), myRole: any.myRole, in: step('in'), out: step('out') });
    });
  }

  contract(bookingId: string, direction: EcontractDirection) {
    return this.answer('contract', [bookingId, direction], EcontractView, () => this.found(bookingId, direction, (view) => right(view)));
  }

  save(bookingId: string, direction: EcontractDirection, data: EcontractData) {
    return this.answer('save', [bookingId, direction, data], EcontractView, () =>
      this.found(bookingId, direction, (view) => {
        if (view.contract?.status === 'signed') return left(refusedWith(409, 'econtract_signed'));
        if (!view.availability.open) return left(refusedWith(409, 'econtract_not_open', { details: [view.availability.reason] }));
        if (data.fuelPercent !== null && (data.fuelPercent < 0 || data.fuelPercent > 100)) {
          return left(refusedWith(400, 'econtract_invalid', { details: ['fuelPercent: econtract.errors.fuelRange'] }));
        }
        const clean = normaliseData(data);
        const hash = hashOf(clean);
        const same = view.contract?.contentHash === hash;
        return right({
          ...view,
          contract: {
            status: 'draft' as const,
            data: { ...clean, equipment: [...clean.equipment], damages: clean.damages.map((d) => ({ ...d, photoIds: [...d.photoIds] })) },
            contentHash: hash,
            owner: same ? (view.contract?.owner ?? null) : null,
            tenant: same ? (view.contract?.tenant ?? null) : null,
            signedAt: null,
            photos: view.contract?.photos ?? [],
            updatedAt: NOW,
          },
        });
      }),
    );
  }

  uploadPhoto(bookingId: string, direction: EcontractDirection, photo: Blob) {
    return this.answer('uploadPhoto', [bookingId, direction, photo], EcontractPhoto, () => {
      const view = this.viewOf(bookingId, direction);
      if (!view) return left(refusedWith(404, 'booking_not_found'));
      if (view.contract?.status === 'signed') return left(refusedWith(409, 'econtract_signed'));
      if (photo.type === 'text/plain') return left(refusedWith(415, 'photo_type_unsupported'));
      const stored = { id: this.nextPhotoId++, url: `/api/v6/econtract/photos/${this.nextPhotoId - 1}?exp=1&sig=x` };
      const contract = view.contract;
      if (contract) this.views.set(`${bookingId}:${direction}`, { ...view, contract: { ...contract, photos: [...contract.photos, stored] } });
      return right(stored);
    });
  }

  sendCode(bookingId: string, direction: EcontractDirection, party: EcontractParty) {
    return this.answer('sendCode', [bookingId, direction, party], EcontractCodeSent, () => {
      const view = this.viewOf(bookingId, direction);
      if (!view) return left(refusedWith(404, 'booking_not_found'));
      if (party === view.myRole) return left(refusedWith(400, 'code_not_needed'));
      return right({ sentTo: view[party].phoneHint ?? '' });
    });
  }

  confirm(bookingId: string, direction: EcontractDirection, body: EcontractConfirmBody) {
    return this.answer('confirm', [bookingId, direction, body], EcontractView, () =>
      this.found(bookingId, direction, (view) => {
        const contract = view.contract;
        if (!contract) return left(refusedWith(422, 'econtract_incomplete', { details: [] }));
        if (contract.status === 'signed') return left(refusedWith(409, 'econtract_signed'));
        if (body.contentHash !== undefined && body.contentHash !== contract.contentHash) return left(refusedWith(409, 'econtract_changed'));
        if (body.party !== view.myRole) {
          if (body.password !== undefined) {
            if (body.password !== this.passwords[body.party]) return left(refusedWith(400, 'wrong_password'));
          } else if (body.code !== undefined) {
            if (body.code !== this.smsCode) return left(refusedWith(400, 'code_invalid'));
          } else return left(refusedWith(400, 'secret_required'));
        }
        const facts = { direction, licenceRequired: view.licenceRequired, equipmentIds: view.equipmentIds, deposit: view.deposit, checkIn: view.checkIn?.data ?? null };
        const problems = signingProblems(contract.data, facts);
        if (problems.length > 0) return left(refusedWith(422, 'econtract_incomplete', { details: problems.map((p) => `${p.field}: econtract.${p.key}`) }));
        const method = body.party === view.myRole ? ('session' as const) : body.password !== undefined ? ('password' as const) : ('sms' as const);
        const confirmed = { ...contract, [body.party]: { method, at: NOW } };
        const signed = confirmed.owner !== null && confirmed.tenant !== null;
        return right({ ...view, contract: { ...confirmed, status: signed ? ('signed' as const) : ('draft' as const), signedAt: signed ? NOW : null } });
      }),
    );
  }
}

/** The photo queue in memory (what IndexedDB keeps in the browser). */
export class FakePhotoQueue implements PhotoQueue {
  readonly photos = new Map<string, QueuedPhoto>();
  add(photo: QueuedPhoto) {
    this.photos.set(photo.key, photo);
    return Promise.resolve();
  }
  list(bookingId: string, direction: EcontractDirection) {
    return Promise.resolve([...this.photos.values()].filter((p) => p.bookingId === bookingId && p.direction === direction));
  }
  remove(key: string) {
    this.photos.delete(key);
    return Promise.resolve();
  }
}

/** Shrinks nothing; counts what it was given. */
export class FakePhotoShrinker implements PhotoShrinker {
  readonly shrunk: Blob[] = [];
  shrink(photo: Blob) {
    this.shrunk.push(photo);
    return Promise.resolve(photo);
  }
}

/** The connection as a switch: `goOnline()` also fires the `online` event. */
export class FakeConnectivity implements Connectivity {
  private readonly listeners = new Set<() => void>();
  constructor(public online = true) {}
  isOnline() {
    return this.online;
  }
  onOnline(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  goOffline() {
    this.online = false;
  }
  goOnline() {
    this.online = true;
    for (const listener of this.listeners) listener();
  }
  get listening() {
    return this.listeners.size;
  }
}

/** A JPEG as the camera gives it (only its bytes' length matters to the fakes). */
export const cameraPhoto = (type = 'image/jpeg'): Blob => new Blob([new Uint8Array(2048)], { type });
