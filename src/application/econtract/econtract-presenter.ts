import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft, type Either } from 'fp-ts/lib/Either';
import type { EcontractDirection, EcontractParty, EcontractPhoto, EcontractView } from '../../contract/econtract';
import { DEFAULT_CURRENCY, formatMoney } from '../../domain/currency/money';
import { contractDifferences, type ContractDifferences } from '../../domain/econtract/differences';
import {
  DAMAGE_ZONES,
  emptyData,
  FUEL_EIGHTHS,
  roundHours,
  withEquipment,
  type DamageZone,
  type DepositMethod,
  type EcontractData,
  type EcontractFacts,
  type EquipmentState,
} from '../../domain/econtract/econtract';
import { draftProblems, signingProblems, type Problem } from '../../domain/econtract/validation';
import type { Route } from '../../domain/routing/route';
import { EQUIPMENT } from '../../domain/search/search-filters';
import type { Authenticator } from '../auth/authenticator';
import type { Scheduler } from '../search/scheduler';
import { Debouncer } from '../search/scheduler';
import type { SearchSettings } from '../search/search-context';
import { SEARCH_TOKENS } from '../search/search-tokens';
import type { Clock } from '../shared/clock';
import { failureMessageKey, type ApiFailure } from '../shared/api-failure';
import type { KeyValueStorage } from '../storage/key-value-storage';
import { TOKENS } from '../tokens';
import { callSignedIn, errorCodeOf, loadFailureStatus, type LoadFailureStatus } from '../account/signed-in';
import { routeHref } from '../account/booking-card';
import { ECONTRACT_TOKENS } from './econtract-tokens';
import { dropDraft, readDraft, writeDraft } from './local-draft';
import type { Connectivity, EcontractGateway, PhotoQueue, PhotoShrinker } from './ports';
import { dateTimeFormat, numberFormat } from '../../domain/i18n/intl-formats';

/** The form's steps, in the order they are walked at the pontoon. */
export const ECONTRACT_STEPS = ['identity', 'readings', 'equipment', 'damages', 'deposit', 'review'] as const;
export type EcontractStepId = (typeof ECONTRACT_STEPS)[number];

/**
 * Where the draft stands with the server: saved; being sent; kept on the phone until the connection is back;
 * refused (a field to fix); closed (outside the contract's window); signed meanwhile; or the session is gone.
 */
export type SyncState = 'idle' | 'saving' | 'saved' | 'offline' | 'rejected' | 'closed' | 'signed' | 'signInRequired' | 'error';

export type EcontractPageStatus = 'loading' | 'ready' | LoadFailureStatus;

export interface PendingPhoto {
  readonly key: string;
  readonly damageId: string;
  readonly blob: Blob;
  /** Why the server refused it (not a photo, too big): it stays listed until removed. */
  readonly errorKey: string | null;
}

/** Waits after a keystroke before sending (the phone's copy is written at once). */
export const SAVE_DELAY_MS = 800;
/** Retries while the server cannot be reached: 5 s, doubling up to a minute (and at once when back online). */
export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 60_000;

/** The step where a field is filled in (to send the parties back to it). */
export const stepOfField = (field: string): EcontractStepId => {
  if (field === 'fullName' || field === 'licenceNumber') return 'identity';
  if (field === 'fuelPercent' || field === 'engineHours') return 'readings';
  if (field.startsWith('equipment')) return 'equipment';
  if (field.startsWith('damages') || field === 'photoIds') return 'damages';
  return 'deposit';
};

/** A 400's details (`field: econtract.errors.key`) as problems. */
const problemsOf = (failure: ApiFailure): Problem[] => {
  const details = failure.kind === 'http' && typeof failure.body === 'object' && failure.body !== null ? (failure.body as { details?: unknown }).details : undefined;
  if (!Array.isArray(details)) return [];
  return details.flatMap((d) => {
    const match = typeof d === 'string' ? /^([^:]+): econtract\.(.+)$/.exec(d) : null;
    return match ? [{ field: match[1]!, key: match[2]! }] : [];
  });
};

const parseDecimal = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^\d+(\.\d*)?$/.test(trimmed)) return null;
  return Number(trimmed);
};

/**
 * The check-in and check-out pages (booking/{id}/econtract/{in|out}[/confirm]): the owner and the tenant fill in the
 * contract together on one phone, step by step, then both confirm it. Offline-tolerant: every change is written to
 * the phone first and sent when possible (the whole draft, so a retry is harmless); photos wait in the phone's queue;
 * nothing typed is lost when the connection drops, and the page says so.
 */
@injectable()
export class EcontractPresenter {
  bookingId = '';
  direction: EcontractDirection = 'in';
  confirmPage = false;
  status: EcontractPageStatus = 'loading';
  errorKey: string | null = null;
  view: EcontractView | null = null;
  data: EcontractData = emptyData({ direction: 'in', deposit: 0, checkIn: null }, '');
  /** Changed on the phone and not yet acknowledged by the server. */
  dirty = false;
  sync: SyncState = 'idle';
  syncErrorKey: string | null = null;
  /** The server's refusal of the last draft sent, field by field. */
  serverProblems: Problem[] = [];
  step: EcontractStepId = 'identity';
  hoursText = '';
  claimText = '';
  pendingPhotos: PendingPhoto[] = [];
  /** URLs of photos uploaded during this visit (the view's photos have theirs). */
  uploadedPhotos: EcontractPhoto[] = [];

  secretMode: 'password' | 'code' = 'password';
  password = '';
  code = '';
  codeSentTo: string | null = null;
  sendingCode = false;
  confirming: EcontractParty | null = null;
  confirmErrorKey: string | null = null;

  private readonly debouncer: Debouncer;
  private pushing = false;
  private pushAgain = false;
  private uploading = false;
  private retryDelay = FIRST_RETRY_MS;
  private cancelRetry: (() => void) | undefined;
  private stopListening: (() => void) | undefined;
  private photoCount = 0;

  constructor(
    @inject(ECONTRACT_TOKENS.EcontractGateway) private readonly gateway: EcontractGateway,
    @inject(ECONTRACT_TOKENS.PhotoQueue) private readonly queue: PhotoQueue,
    @inject(ECONTRACT_TOKENS.PhotoShrinker) private readonly shrinker: PhotoShrinker,
    @inject(ECONTRACT_TOKENS.Connectivity) private readonly connectivity: Connectivity,
    @inject(TOKENS.KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(SEARCH_TOKENS.Scheduler) private readonly scheduler: Scheduler,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    this.debouncer = new Debouncer(scheduler, SAVE_DELAY_MS);
    makeObservable<EcontractPresenter, 'afterSave' | 'failed'>(this, {
      status: observable,
      errorKey: observable,
      view: observableRef,
      data: observableRef,
      dirty: observable,
      sync: observable,
      syncErrorKey: observable,
      serverProblems: observableRef,
      step: observable,
      hoursText: observable,
      claimText: observable,
      pendingPhotos: observableRef,
      uploadedPhotos: observableRef,
      secretMode: observable,
      password: observable,
      code: observable,
      codeSentTo: observable,
      sendingCode: observable,
      confirming: observable,
      confirmErrorKey: observable,
      facts: computed,
      editable: computed,
      signed: computed,
      problems: computed,
      stepStates: computed,
      differences: computed,
      equipmentRows: computed,
      photoUrls: computed,
      deposit: computed,
      claim: computed,
      hoursInvalid: computed,
      claimInvalid: computed,
      canConfirm: computed,
      parties: computed,
      routeEntered: action,
      stepChosen: action,
      nextStep: action,
      previousStep: action,
      fullNameChanged: action,
      licenceChanged: action,
      fuelChosen: action,
      hoursChanged: action,
      equipmentMarked: action,
      allEquipmentPresent: action,
      damageAdded: action,
      damageZoneChanged: action,
      damageNoteChanged: action,
      damageRemoved: action,
      photoRemoved: action,
      depositMethodChosen: action,
      claimChanged: action,
      secretModeChosen: action,
      passwordChanged: action,
      codeChanged: action,
      afterSave: action,
      failed: action,
    });
  }

  // ---- what the view shows --------------------------------------------------------------------------------------

  /** What the contract is checked against, from the server's view. */
  get facts(): EcontractFacts | null {
    const v = this.view;
    if (!v) return null;
    return { direction: v.direction, licenceRequired: v.licenceRequired, equipmentIds: v.equipmentIds, deposit: v.deposit, checkIn: v.checkIn?.data ?? null };
  }

  /** The contract can be changed here: a party (not staff), in its window, not signed. */
  get editable(): boolean {
    const v = this.view;
    return v !== null && v.myRole !== 'staff' && v.availability.open && v.contract?.status !== 'signed' && this.sync !== 'signed' && this.sync !== 'closed';
  }

  get signed(): boolean {
    return this.view?.contract?.status === 'signed';
  }

  /** What keeps the contract from being signed (the domain's rules), and the server's refusals. */
  get problems(): Problem[] {
    const facts = this.facts;
    if (!facts) return [];
    const local = this.signed ? [] : signingProblems(this.data, facts);
    const extra = this.serverProblems.filter((p) => !local.some((l) => l.field === p.field && l.key === p.key));
    return [...local, ...extra];
  }

  /** The first problem of a field that is wrong whatever happens next (too long, out of range, refused). */
  fieldError(field: string): string | null {
    const facts = this.facts;
    if (!facts) return null;
    if (field === 'engineHours' && this.hoursInvalid) return 'econtract:errors.hoursNumber';
    if (field === 'claimAmount' && this.claimInvalid) return 'econtract:errors.claimNumber';
    const now = [...draftProblems(this.data, facts), ...this.serverProblems];
    const found = now.find((p) => p.field === field) ?? (this.step === 'review' || this.confirmPage ? this.problems.find((p) => p.field === field) : undefined);
    return found ? `econtract:${found.key}` : null;
  }

  get stepStates(): ReadonlyArray<{ readonly id: EcontractStepId; readonly complete: boolean; readonly current: boolean }> {
    const problems = this.problems;
    return ECONTRACT_STEPS.map((id) => ({
      id,
      complete: id === 'review' ? problems.length === 0 : !problems.some((p) => stepOfField(p.field) === id),
      current: id === this.step,
    }));
  }

  /** At check-out: what changed since the check-in. */
  get differences(): ContractDifferences | null {
    const checkIn = this.view?.checkIn;
    return this.direction === 'out' && checkIn ? contractDifferences(checkIn.data, this.data) : null;
  }

  get equipmentRows(): ReadonlyArray<{ readonly id: number; readonly labelKey: string; readonly state: EquipmentState | null; readonly checkIn: EquipmentState | null }> {
    const ids = this.facts?.equipmentIds ?? [];
    const checkIn = this.view?.checkIn?.data.equipment ?? [];
    return ids.map((id) => ({
      id,
      labelKey: id in EQUIPMENT ? `search:equipment.${EQUIPMENT[id as keyof typeof EQUIPMENT]}` : 'econtract:equipment.other',
      state: this.data.equipment.find((c) => c.id === id)?.state ?? null,
      checkIn: checkIn.find((c) => c.id === id)?.state ?? null,
    }));
  }

  /** Photo id → URL (signed by the server for this reader). */
  get photoUrls(): ReadonlyMap<number, string> {
    const urls = new Map<number, string>();
    for (const p of [...(this.view?.checkIn?.photos ?? []), ...(this.view?.contract?.photos ?? []), ...this.uploadedPhotos]) urls.set(p.id, p.url);
    return urls;
  }

  private euros(cents: number): string {
    return formatMoney({ amountMinor: cents, currency: 'EUR' }, this.settings.language, DEFAULT_CURRENCY);
  }

  /** The deposit in EUR as charged (a contract states it as agreed, not converted). */
  get deposit(): string {
    return this.euros(this.view?.deposit ?? 0);
  }

  get claim(): string | null {
    return this.data.claimAmount > 0 ? this.euros(this.data.claimAmount) : null;
  }

  get hoursInvalid(): boolean {
    return this.hoursText.trim() !== '' && parseDecimal(this.hoursText) === null;
  }

  get claimInvalid(): boolean {
    return this.claimText.trim() !== '' && parseDecimal(this.claimText) === null;
  }

  /** Both parties confirm the content the server holds: nothing left to send, nothing missing. */
  get canConfirm(): boolean {
    return this.view?.contract !== null && this.view?.contract !== undefined && !this.signed && this.editable && !this.dirty && this.pendingPhotos.length === 0 && this.problems.length === 0;
  }

  get parties(): ReadonlyArray<{ readonly party: EcontractParty; readonly name: string; readonly self: boolean; readonly confirmedAt: string | null; readonly method: string | null; readonly hasPassword: boolean; readonly phoneHint: string | null }> {
    const v = this.view;
    if (!v) return [];
    return (['owner', 'tenant'] as const).map((party) => {
      const confirmation = v.contract?.[party] ?? null;
      return {
        party,
        name: v[party].name,
        self: v.myRole === party,
        confirmedAt: confirmation ? this.instant(confirmation.at) : null,
        method: confirmation?.method ?? null,
        hasPassword: v[party].hasPassword,
        phoneHint: v[party].phoneHint,
      };
    });
  }

  instant(iso: string): string {
    return dateTimeFormat(this.settings.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';
  }

  day(iso: string): string {
    return dateTimeFormat(this.settings.language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  }

  hours(value: number): string {
    return numberFormat(this.settings.language, { maximumFractionDigits: 1 }).format(value);
  }

  money(cents: number): string {
    return this.euros(cents);
  }

  /** Where the page links: the form, its confirmation, the booking. */
  href(page: 'form' | 'confirm' | 'booking' | 'checkOut'): string {
    if (page === 'booking') return routeHref({ screen: 'bookingDetail', bookingId: this.bookingId }, this.settings);
    if (page === 'checkOut') return routeHref({ screen: 'econtract', id: this.bookingId, direction: 'out', confirm: false }, this.settings);
    return routeHref({ screen: 'econtract', id: this.bookingId, direction: this.direction, confirm: page === 'confirm' }, this.settings);
  }

  readonly fuelOptions: readonly number[] = FUEL_EIGHTHS;
  readonly zones: readonly DamageZone[] = DAMAGE_ZONES;

  // ---- loading ----------------------------------------------------------------------------------------------------

  routeEntered(route: Route): Promise<void> {
    if (route.screen === 'econtract') {
      this.bookingId = route.id;
      this.direction = route.direction;
      this.confirmPage = route.confirm;
    }
    if (this.confirmPage) this.step = 'review';
    this.stopListening ??= this.connectivity.onOnline(() => {
      this.cancelRetry?.();
      this.cancelRetry = undefined;
      this.retryDelay = FIRST_RETRY_MS;
      void this.flush();
    });
    return this.load();
  }

  /**
   * Shows the phone's copy at once (even offline), then the server's: a draft changed on the phone and not sent yet
   * wins over the server's and is sent; a signed contract is the server's alone.
   */
  async load(): Promise<void> {
    const local = readDraft(this.storage, this.bookingId, this.direction);
    const queued = await this.queue.list(this.bookingId, this.direction).catch(() => []);
    runInAction(() => {
      this.pendingPhotos = queued.map((p) => ({ key: p.key, damageId: p.damageId, blob: p.blob, errorKey: null }));
      if (local?.view) {
        this.view = local.view;
        this.setData(local.data);
        this.dirty = local.dirty;
        this.status = 'ready';
      } else {
        this.status = 'loading';
      }
    });
    const answer = await callSignedIn(this.authenticator, 'menu', () => this.gateway.contract(this.bookingId, this.direction));
    runInAction(() => {
      if (isLeft(answer)) {
        const failure = answer.left;
        if (local?.view && failure.kind !== 'signInAborted' && (failure.kind === 'network' || (failure.kind === 'http' && failure.status >= 500))) {
          // The phone's copy is on screen: keep working on it and try again later.
          this.sync = 'offline';
          this.scheduleRetry();
          return;
        }
        this.status = loadFailureStatus(failure);
        this.errorKey = failure.kind === 'signInAborted' ? null : failureMessageKey(failure);
        return;
      }
      const server = answer.right;
      this.view = server;
      if (server.contract?.status === 'signed') {
        this.setData(server.contract.data);
        this.dirty = false;
        this.sync = 'signed';
        dropDraft(this.storage, this.bookingId, this.direction);
      } else if (local?.dirty && this.editable) {
        this.setData(local.data);
        this.dirty = true;
        this.persist();
      } else {
        this.setData(server.contract?.data ?? emptyData({ direction: server.direction, deposit: server.deposit, checkIn: server.checkIn?.data ?? null }, server.tenant.name));
        this.dirty = false;
        this.sync = server.contract ? 'saved' : 'idle';
        if (!server.availability.open && !this.signed) this.sync = 'closed';
        this.persist();
      }
      this.status = 'ready';
    });
    if (this.signed) {
      for (const photo of this.pendingPhotos) await this.queue.remove(photo.key).catch(() => undefined);
      runInAction(() => (this.pendingPhotos = []));
      return;
    }
    await this.flush();
  }

  private setData(data: EcontractData): void {
    this.data = data;
    this.hoursText = data.engineHours === null ? '' : String(data.engineHours);
    this.claimText = data.claimAmount > 0 ? (data.claimAmount / 100).toFixed(2) : '';
  }

  /** Stops listening for the connection; what is still on the phone is sent on the next visit. */
  dispose(): void {
    this.stopListening?.();
    this.stopListening = undefined;
    this.cancelRetry?.();
    this.cancelRetry = undefined;
    this.debouncer.dispose();
  }

  // ---- steps ------------------------------------------------------------------------------------------------------

  stepChosen(step: EcontractStepId): void {
    this.step = step;
  }

  nextStep(): void {
    const i = ECONTRACT_STEPS.indexOf(this.step);
    this.step = ECONTRACT_STEPS[Math.min(ECONTRACT_STEPS.length - 1, i + 1)]!;
  }

  previousStep(): void {
    const i = ECONTRACT_STEPS.indexOf(this.step);
    this.step = ECONTRACT_STEPS[Math.max(0, i - 1)]!;
  }

  // ---- what the parties change ------------------------------------------------------------------------------------

  fullNameChanged(value: string): void {
    this.change({ ...this.data, fullName: value });
  }

  licenceChanged(value: string): void {
    this.change({ ...this.data, licenceNumber: value });
  }

  fuelChosen(percent: number): void {
    this.change({ ...this.data, fuelPercent: percent });
  }

  hoursChanged(text: string): void {
    if (!this.editable) return;
    this.hoursText = text;
    const hours = parseDecimal(text);
    this.change({ ...this.data, engineHours: hours === null ? null : roundHours(hours) });
  }

  equipmentMarked(id: number, state: EquipmentState): void {
    this.change(withEquipment(this.data, id, state));
  }

  /** Everything on board as listed: one tap, then only the exceptions are marked. */
  allEquipmentPresent(): void {
    let data = this.data;
    for (const row of this.equipmentRows) if (row.state === null) data = withEquipment(data, row.id, 'present');
    this.change(data);
  }

  /** A new damage (its id is made here: it exists before the server has seen it). */
  damageAdded(zone: DamageZone = 'hull'): string {
    const id = `d${this.clock.now().getTime().toString(36)}${this.data.damages.length}`;
    this.change({ ...this.data, damages: [...this.data.damages, { id, zone, note: '', photoIds: [] }] });
    return id;
  }

  damageZoneChanged(id: string, zone: DamageZone): void {
    this.change({ ...this.data, damages: this.data.damages.map((d) => (d.id === id ? { ...d, zone } : d)) });
  }

  damageNoteChanged(id: string, note: string): void {
    this.change({ ...this.data, damages: this.data.damages.map((d) => (d.id === id ? { ...d, note } : d)) });
  }

  damageRemoved(id: string): void {
    if (!this.editable) return;
    const dropped = this.pendingPhotos.filter((p) => p.damageId === id);
    this.pendingPhotos = this.pendingPhotos.filter((p) => p.damageId !== id);
    for (const photo of dropped) void this.queue.remove(photo.key).catch(() => undefined);
    this.change({ ...this.data, damages: this.data.damages.filter((d) => d.id !== id) });
  }

  photoRemoved(damageId: string, photoId: number): void {
    this.change({ ...this.data, damages: this.data.damages.map((d) => (d.id === damageId ? { ...d, photoIds: d.photoIds.filter((p) => p !== photoId) } : d)) });
  }

  async pendingPhotoRemoved(key: string): Promise<void> {
    runInAction(() => (this.pendingPhotos = this.pendingPhotos.filter((p) => p.key !== key)));
    await this.queue.remove(key).catch(() => undefined);
  }

  /** A photo from the camera: made smaller, kept on the phone, sent when possible and then added to its damage. */
  async photoTaken(damageId: string, file: Blob): Promise<void> {
    if (!this.editable) return;
    const blob = await this.shrinker.shrink(file).catch(() => file);
    this.photoCount += 1;
    const photo = {
      key: `${this.bookingId}-${this.direction}-${this.clock.now().getTime().toString(36)}-${this.photoCount}`,
      bookingId: this.bookingId,
      direction: this.direction,
      damageId,
      blob,
      takenAt: this.clock.now().toISOString(),
    };
    // A phone whose storage refuses it still has the photo in this page until it is sent.
    await this.queue.add(photo).catch(() => undefined);
    runInAction(() => (this.pendingPhotos = [...this.pendingPhotos, { key: photo.key, damageId, blob, errorKey: null }]));
    await this.flush();
  }

  depositMethodChosen(method: DepositMethod): void {
    this.change({ ...this.data, depositMethod: method });
  }

  /** The amount claimed from the deposit, typed in euros. */
  claimChanged(text: string): void {
    if (!this.editable) return;
    this.claimText = text;
    const euros = parseDecimal(text);
    this.change({ ...this.data, claimAmount: euros === null ? 0 : Math.round(euros * 100) });
  }

  /** Every change: the phone's copy at once, the server after a pause (the texts typed stay as typed). */
  private change(next: EcontractData): void {
    if (!this.editable) return;
    this.data = next;
    this.dirty = true;
    this.serverProblems = [];
    if (this.sync === 'rejected' || this.sync === 'saved' || this.sync === 'idle') this.sync = 'saving';
    this.persist();
    this.debouncer.run(() => void this.flush());
  }

  /** The phone's copy, written at every change (localStorage: survives a reload and a lost connection). */
  private persist(): void {
    if (this.signed) return;
    writeDraft(this.storage, this.bookingId, this.direction, { v: 1, view: this.view, data: this.data, dirty: this.dirty, savedAt: this.clock.now().toISOString() });
  }

  // ---- sending ----------------------------------------------------------------------------------------------------

  /** Sends what waits: photos first (they add their ids to the draft), then the draft. */
  async flush(): Promise<void> {
    await this.uploadPhotos();
    await this.push();
  }

  /** "Send now", after a refusal or while waiting for a retry. */
  sendNow(): Promise<void> {
    this.cancelRetry?.();
    this.cancelRetry = undefined;
    this.retryDelay = FIRST_RETRY_MS;
    return this.flush();
  }

  private scheduleRetry(): void {
    if (this.cancelRetry) return;
    const delay = this.retryDelay;
    this.retryDelay = Math.min(MAX_RETRY_MS, this.retryDelay * 2);
    this.cancelRetry = this.scheduler.schedule(() => {
      this.cancelRetry = undefined;
      void this.flush();
    }, delay);
  }

  private offlineNow(): boolean {
    if (this.connectivity.isOnline()) return false;
    // The browser knows it is offline: wait for its `online` event (and try now and then in case it is wrong).
    runInAction(() => (this.sync = 'offline'));
    this.scheduleRetry();
    return true;
  }

  private async push(): Promise<void> {
    if (!this.dirty || !this.view || !this.editable) return;
    if (this.pushing) {
      this.pushAgain = true;
      return;
    }
    if (this.offlineNow()) return;
    this.pushing = true;
    runInAction(() => (this.sync = 'saving'));
    const sent = this.data;
    const answer = await this.gateway.save(this.bookingId, this.direction, sent);
    this.pushing = false;
    this.afterSave(answer, sent);
    if (this.pushAgain) {
      this.pushAgain = false;
      await this.push();
    }
  }

  private afterSave(answer: Either<ApiFailure, EcontractView>, sent: EcontractData): void {
    if (isLeft(answer)) {
      this.failed(answer.left);
      return;
    }
    this.view = answer.right;
    // A change made while this one was on its way is still to send.
    if (this.data === sent) this.dirty = false;
    this.sync = this.dirty ? 'saving' : 'saved';
    this.syncErrorKey = null;
    this.serverProblems = [];
    this.retryDelay = FIRST_RETRY_MS;
    this.persist();
  }

  /** What a failed send means: wait and retry (no connection, server trouble) or stop and say why. */
  private failed(failure: ApiFailure): void {
    const status = failure.kind === 'http' ? failure.status : 0;
    if (failure.kind === 'network' || failure.kind === 'decode' || status >= 500 || status === 429) {
      this.sync = 'offline';
      this.scheduleRetry();
      return;
    }
    const code = errorCodeOf(failure);
    if (status === 401) this.sync = 'signInRequired';
    else if (code === 'econtract_signed') {
      this.sync = 'signed';
      void this.load();
    } else if (code === 'econtract_not_open') this.sync = 'closed';
    else if (status === 400) {
      this.sync = 'rejected';
      this.serverProblems = problemsOf(failure);
    } else {
      this.sync = 'error';
      this.syncErrorKey = failureMessageKey(failure);
    }
  }

  private async uploadPhotos(): Promise<void> {
    if (this.uploading || !this.editable) return;
    this.uploading = true;
    try {
      for (const photo of this.pendingPhotos) {
        if (photo.errorKey) continue;
        if (this.offlineNow()) return;
        const answer = await this.gateway.uploadPhoto(this.bookingId, this.direction, photo.blob);
        if (isLeft(answer)) {
          const failure = answer.left;
          const status = failure.kind === 'http' ? failure.status : 0;
          if (status === 413 || status === 415) {
            const errorKey = status === 413 ? 'econtract:errors.photoTooBig' : 'econtract:errors.notAPhoto';
            runInAction(() => (this.pendingPhotos = this.pendingPhotos.map((p) => (p.key === photo.key ? { ...p, errorKey } : p))));
            continue;
          }
          runInAction(() => this.failed(failure));
          return;
        }
        const uploaded = answer.right;
        await this.queue.remove(photo.key).catch(() => undefined);
        runInAction(() => {
          this.pendingPhotos = this.pendingPhotos.filter((p) => p.key !== photo.key);
          this.uploadedPhotos = [...this.uploadedPhotos, uploaded];
          if (this.data.damages.some((d) => d.id === photo.damageId)) {
            this.change({ ...this.data, damages: this.data.damages.map((d) => (d.id === photo.damageId ? { ...d, photoIds: [...d.photoIds, uploaded.id] } : d)) });
          }
        });
      }
    } finally {
      this.uploading = false;
    }
  }

  // ---- confirmation -----------------------------------------------------------------------------------------------

  secretModeChosen(mode: 'password' | 'code'): void {
    this.secretMode = mode;
    this.confirmErrorKey = null;
  }

  passwordChanged(value: string): void {
    this.password = value;
    this.confirmErrorKey = null;
  }

  codeChanged(value: string): void {
    this.code = value.replace(/\D/g, '').slice(0, 6);
    this.confirmErrorKey = null;
  }

  /** An SMS code to the other party's phone (they type it on this one). */
  async codeRequested(party: EcontractParty): Promise<void> {
    if (this.sendingCode) return;
    runInAction(() => {
      this.sendingCode = true;
      this.confirmErrorKey = null;
    });
    const answer = await this.gateway.sendCode(this.bookingId, this.direction, party);
    runInAction(() => {
      this.sendingCode = false;
      if (isLeft(answer)) {
        this.confirmErrorKey = this.confirmFailureKey(answer.left);
        return;
      }
      this.codeSentTo = answer.right.sentTo;
      this.secretMode = 'code';
    });
  }

  /**
   * A party confirms the contract as the server holds it (everything typed is sent first): the signed-in one as
   * themselves, the other with their password or SMS code. The second confirmation signs it.
   */
  async confirmClicked(party: EcontractParty): Promise<void> {
    if (this.confirming || !this.view) return;
    runInAction(() => (this.confirmErrorKey = null));
    await this.flush();
    const view = this.view;
    const contract = view.contract;
    if (this.dirty || this.pendingPhotos.length > 0 || !contract) {
      runInAction(() => (this.confirmErrorKey = this.sync === 'offline' ? 'econtract:confirm.offline' : 'econtract:confirm.sendFirst'));
      return;
    }
    const self = party === view.myRole;
    // An account without a password can only confirm with a code.
    const mode = view[party].hasPassword ? this.secretMode : 'code';
    const secret = self ? {} : mode === 'password' ? { password: this.password } : { code: this.code };
    if (!self && (('password' in secret && secret.password === '') || ('code' in secret && secret.code === ''))) {
      runInAction(() => (this.confirmErrorKey = 'econtract:errors.secretRequired'));
      return;
    }
    runInAction(() => (this.confirming = party));
    const answer = await this.gateway.confirm(this.bookingId, this.direction, { party, contentHash: contract.contentHash, ...secret });
    const code = isLeft(answer) ? errorCodeOf(answer.left) : undefined;
    runInAction(() => {
      this.confirming = null;
      if (isLeft(answer)) {
        const failure = answer.left;
        this.confirmErrorKey = this.confirmFailureKey(failure);
        if (code === 'econtract_incomplete') this.serverProblems = problemsOf(failure);
        if (code === 'no_password') this.secretMode = 'code';
        return;
      }
      this.view = answer.right;
      // The secret typed for the other party stays when the signed-in party's own confirmation comes back meanwhile.
      if (!self) {
        this.password = '';
        this.code = '';
        this.codeSentTo = null;
      }
      if (answer.right.contract) this.setData(answer.right.contract.data);
      if (answer.right.contract?.status === 'signed') {
        this.sync = 'signed';
        dropDraft(this.storage, this.bookingId, this.direction);
      } else {
        this.persist();
      }
    });
    // What the parties saw is no longer what the server holds: show it again (the error stays on screen).
    if (code === 'econtract_changed' || code === 'econtract_signed') {
      const message = this.confirmErrorKey;
      await this.load();
      runInAction(() => (this.confirmErrorKey = message));
    }
  }

  private confirmFailureKey(failure: ApiFailure): string {
    if (failure.kind === 'network') return 'econtract:confirm.offline';
    const code = errorCodeOf(failure);
    switch (code) {
      case 'wrong_password':
        return 'econtract:errors.wrongPassword';
      case 'code_invalid':
        return 'econtract:errors.codeInvalid';
      case 'code_expired':
        return 'econtract:errors.codeExpired';
      case 'secret_required':
        return 'econtract:errors.secretRequired';
      case 'no_password':
        return 'econtract:confirm.noPassword';
      case 'phone_missing':
        return 'econtract:confirm.noPhone';
      case 'sms_delivery_failed':
        return 'econtract:confirm.smsFailed';
      case 'econtract_changed':
        return 'econtract:confirm.changed';
      case 'econtract_incomplete':
        return 'econtract:confirm.incomplete';
      case 'econtract_signed':
        return 'econtract:confirm.alreadySigned';
      case 'econtract_not_open':
        return 'econtract:sync.closed';
      default:
        return failureMessageKey(failure);
    }
  }
}
