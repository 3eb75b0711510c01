import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { AuditEntry } from '../../contract/backoffice';
import type { StaffContract, StaffDamageClaim, StaffUser } from '../../contract/backoffice-messages';
import { DAMAGE_DECISION_ERRORS, decideClaim } from '../../domain/backoffice/damage-decision';
import { equipmentStateOf, type EquipmentState } from '../../domain/econtract/econtract';
import { isWorse } from '../../domain/econtract/differences';
import { depositCentsOf } from '../../domain/owners/sales-settings';
import type { Route } from '../../domain/routing/route';
import { EQUIPMENT } from '../../domain/search/search-filters';
import { callSignedIn } from '../account/signed-in';
import type { Authenticator } from '../auth/authenticator';
import type { SearchSettings } from '../search/search-context';
import { TOKENS } from '../tokens';
import { BACKOFFICE_MESSAGES_TOKENS, type BackOfficeMessagesGateway } from './backoffice-messages-port';
import { messagesErrorKey, messagesFieldProblems, messagesLoadFailure, pageIdOf, type MessagesLoadFailure, type StaffNotice } from './messages-failures';
import { staffDays, staffInstant, staffMoney } from './staff-formats';

/** A photo of a contract, as the page shows it (a thumbnail that opens full size). */
export interface PhotoView {
  readonly id: number;
  readonly url: string;
  /** backoffice-messages:claim.photoOf with values: which contract and which damage. */
  readonly direction: 'in' | 'out';
  readonly damageNote: string;
}

export interface DamageView {
  readonly id: string;
  /** econtract:zones.{zone} */
  readonly zoneKey: string;
  readonly note: string;
  readonly photos: readonly PhotoView[];
}

/** One contract's record: readings, how the deposit is held, the damages with their photos. */
export interface ContractView {
  readonly direction: 'in' | 'out';
  readonly signed: boolean;
  readonly signedAt: string;
  readonly contentHash: string;
  readonly fuelPercent: number | null;
  readonly engineHours: number | null;
  /** econtract:deposit.{method}, or null when not filled in. */
  readonly depositMethod: string | null;
  readonly damages: readonly DamageView[];
  /** Photos no damage refers to (taken, then left out of the contract). */
  readonly otherPhotos: readonly PhotoView[];
}

export interface EquipmentRow {
  readonly id: number;
  /** search:equipment.{name}, or econtract:equipment.other for an id we do not know. */
  readonly labelKey: string;
  readonly checkIn: EquipmentState | null;
  readonly checkOut: EquipmentState | null;
  /** Worse at check-out than at check-in: what may justify the claim. */
  readonly worse: boolean;
}

export interface PartyView {
  readonly user: StaffUser;
  readonly name: string;
}

/** What staff are asked to confirm before the decision is sent (nothing moves before). */
export interface DecisionConfirmation {
  readonly granted: string;
  readonly released: string;
  readonly claimed: string;
  readonly deposit: string;
  readonly note: string;
}

const contractView = (contract: StaffContract, language: string): ContractView => {
  const byId = new Map(contract.photos.map((p) => [p.id, p]));
  const referenced = new Set<number>();
  const damages = contract.data.damages.map((d) => ({
    id: d.id,
    zoneKey: `econtract:zones.${d.zone}`,
    note: d.note,
    photos: d.photoIds.flatMap((id) => {
      const photo = byId.get(id);
      if (!photo) return [];
      referenced.add(id);
      return [{ id, url: photo.url, direction: contract.direction, damageNote: d.note }];
    }),
  }));
  return {
    direction: contract.direction,
    signed: contract.status === 'signed',
    signedAt: staffInstant(contract.signedAt, language),
    contentHash: contract.contentHash,
    fuelPercent: contract.data.fuelPercent,
    engineHours: contract.data.engineHours,
    depositMethod: contract.data.depositMethod === null ? null : `econtract:deposit.${contract.data.depositMethod}`,
    damages,
    otherPhotos: contract.photos.filter((p) => !referenced.has(p.id)).map((p) => ({ id: p.id, url: p.url, direction: contract.direction, damageNote: '' })),
  };
};

/**
 * A damage claim in the back office (issue [7], `damage/edit/{id}`): the amount the owner claimed from the deposit,
 * the booking and its parties (with their flags), both contracts side by side (readings, equipment, damages with
 * their photos, opened full size), and staff's decision: an amount typed in euros (0 to the claim, never above the
 * deposit) and a note for both parties, checked with the domain's rule, then confirmed, then sent once. What staff
 * typed stays when the server refuses; a claim someone else decided meanwhile is shown as decided.
 */
@injectable()
export class DamageClaimPresenter {
  status: 'loading' | 'ready' | MessagesLoadFailure = 'loading';
  errorKey: string | null = null;
  claim: StaffDamageClaim | null = null;
  amountText = '';
  note = '';
  /** Problems per field (`amount`, `note`): message keys. */
  problems: Readonly<Record<string, string>> = {};
  confirming = false;
  deciding = false;
  notice: StaffNotice | null = null;
  openPhoto: PhotoView | null = null;

  constructor(
    @inject(BACKOFFICE_MESSAGES_TOKENS.BackOfficeMessagesGateway) private readonly gateway: BackOfficeMessagesGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    makeObservable(this, {
      status: observable,
      errorKey: observable,
      claim: observableRef,
      amountText: observable,
      note: observable,
      problems: observableRef,
      confirming: observable,
      deciding: observable,
      notice: observableRef,
      openPhoto: observableRef,
      summary: computed,
      contracts: computed,
      equipment: computed,
      confirmation: computed,
      decision: computed,
      audit: computed,
      canDecide: computed,
      load: action,
      amountChanged: action,
      noteChanged: action,
      decisionSubmitted: action,
      decisionCancelled: action,
      decisionConfirmed: action,
      photoOpened: action,
      photoClosed: action,
    });
  }

  private money(cents: number): string {
    return staffMoney(cents, 'EUR', this.settings.language);
  }

  /** The claim's header: the booking, the boat, the parties, the amounts. */
  get summary() {
    const claim = this.claim;
    if (!claim) return null;
    const language = this.settings.language;
    const party = (user: StaffUser): PartyView => ({ user, name: `${user.firstName} ${user.lastName}`.trim() || `#${user.id}` });
    return {
      id: claim.id,
      decided: claim.status === 'decided',
      reference: claim.booking.reference,
      bookingRoute: { screen: 'backOffice', page: 'bookingDetails', id: String(claim.booking.id) } as Route,
      conversationRoute: claim.conversationId === null ? null : ({ screen: 'backOffice', page: 'messageEditConv', id: String(claim.conversationId) } as Route),
      boatName: claim.boat.name,
      boatRoute: { screen: 'backOffice', page: 'boatDetails', id: String(claim.boat.id) } as Route,
      dates: staffDays(claim.booking.startDate, claim.booking.endDate, language),
      tenant: party(claim.tenant),
      owner: party(claim.owner),
      claimed: this.money(claim.amount),
      deposit: this.money(claim.deposit),
      ceiling: this.money(claim.ceiling),
      openedAt: staffInstant(claim.createdAt, language),
    };
  }

  get contracts(): { readonly checkIn: ContractView | null; readonly checkOut: ContractView } | null {
    if (!this.claim) return null;
    const language = this.settings.language;
    return { checkIn: this.claim.checkIn ? contractView(this.claim.checkIn, language) : null, checkOut: contractView(this.claim.checkOut, language) };
  }

  /** Every piece of equipment of either contract, with its state at check-in and check-out. */
  get equipment(): EquipmentRow[] {
    if (!this.claim) return [];
    const checkIn = this.claim.checkIn?.data ?? null;
    const checkOut = this.claim.checkOut.data;
    const ids = [...new Set([...(checkIn?.equipment ?? []).map((e) => e.id), ...checkOut.equipment.map((e) => e.id)])].sort((a, b) => a - b);
    return ids.map((id) => {
      const before = checkIn ? equipmentStateOf(checkIn, id) : null;
      const after = equipmentStateOf(checkOut, id);
      return {
        id,
        labelKey: id in EQUIPMENT ? `search:equipment.${EQUIPMENT[id as keyof typeof EQUIPMENT]}` : 'econtract:equipment.other',
        checkIn: before,
        checkOut: after,
        worse: isWorse(before, after),
      };
    });
  }

  /** The decision once made: what the owner keeps, what goes back, the note, who and when. */
  get decision() {
    const decision = this.claim?.decision;
    if (!this.claim || !decision) return null;
    return {
      granted: this.money(decision.amount),
      released: this.money(Math.max(0, this.claim.deposit - decision.amount)),
      note: decision.note,
      at: staffInstant(decision.at, this.settings.language),
      by: decision.by,
    };
  }

  get audit(): readonly AuditEntry[] {
    return this.claim?.audit ?? [];
  }

  get canDecide(): boolean {
    return this.claim?.status === 'open' && !this.deciding;
  }

  /** What the confirmation step states, from what was typed (null while the form is not confirmed). */
  get confirmation(): DecisionConfirmation | null {
    if (!this.confirming || !this.claim) return null;
    const amount = depositCentsOf(this.amountText) ?? 0;
    return {
      granted: this.money(amount),
      released: this.money(Math.max(0, this.claim.deposit - amount)),
      claimed: this.money(this.claim.amount),
      deposit: this.money(this.claim.deposit),
      note: this.note.trim(),
    };
  }

  async load(rawId: string | undefined): Promise<void> {
    const id = pageIdOf(rawId);
    if (id === undefined) {
      this.status = 'notFound';
      return;
    }
    this.status = 'loading';
    const answer = await callSignedIn(this.authenticator, 'menu', () => this.gateway.damageClaim(id));
    runInAction(() => {
      if (isLeft(answer)) {
        this.status = messagesLoadFailure(answer.left);
        this.errorKey = messagesErrorKey(answer.left);
        return;
      }
      this.claim = answer.right;
      this.status = 'ready';
    });
  }

  amountChanged(text: string): void {
    this.amountText = text;
    this.confirming = false;
    this.problems = { ...this.problems, amount: '' };
  }

  noteChanged(text: string): void {
    this.note = text;
    this.confirming = false;
    this.problems = { ...this.problems, note: '' };
  }

  /** Checks the decision with the domain's rule; a valid one asks for confirmation (nothing is sent yet). */
  decisionSubmitted(): void {
    if (!this.claim || !this.canDecide) return;
    const amount = depositCentsOf(this.amountText);
    const outcome = decideClaim(this.claim, { amount: amount ?? -1, note: this.note });
    const problems: Record<string, string> = outcome.ok || outcome.reason !== 'invalid' ? {} : { ...outcome.problems };
    if (amount === undefined) problems.amount = DAMAGE_DECISION_ERRORS.amountInvalid;
    this.problems = problems;
    this.notice = null;
    this.confirming = Object.keys(problems).length === 0 && outcome.ok;
  }

  decisionCancelled(): void {
    this.confirming = false;
  }

  /** Sends the confirmed decision once; the page then shows the claim as decided, with its audit entry. */
  async decisionConfirmed(): Promise<void> {
    const claim = this.claim;
    const amount = depositCentsOf(this.amountText);
    if (!claim || !this.confirming || this.deciding || amount === undefined) return;
    this.deciding = true;
    const note = this.note;
    const answer = await callSignedIn(this.authenticator, 'menu', () => this.gateway.decideDamageClaim(claim.id, { amount, note }));
    if (isLeft(answer) && answer.left.kind === 'http' && answer.left.status === 409) {
      // Decided meanwhile by someone else: show that decision.
      const fresh = await this.gateway.damageClaim(claim.id);
      runInAction(() => {
        if (!isLeft(fresh)) this.claim = fresh.right;
      });
    }
    runInAction(() => {
      this.deciding = false;
      this.confirming = false;
      if (isLeft(answer)) {
        const fields = messagesFieldProblems(answer.left);
        if (Object.keys(fields).length > 0) this.problems = fields;
        else this.notice = { key: messagesErrorKey(answer.left), ok: false };
        return;
      }
      this.claim = answer.right;
      this.amountText = '';
      this.note = '';
      this.problems = {};
      this.notice = { key: 'backoffice-messages:claim.decided', ok: true };
    });
  }

  photoOpened(photo: PhotoView): void {
    this.openPhoto = photo;
  }

  photoClosed(): void {
    this.openPhoto = null;
  }
}
