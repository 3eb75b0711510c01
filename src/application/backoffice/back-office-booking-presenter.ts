import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft, type Either } from 'fp-ts/lib/Either';
import type { BackOfficeBooking } from '../../contract/backoffice-bookings';
import {
  amountMinorOf,
  amountText,
  BOOKING_ACTION_ERRORS,
  dateChangeProblems,
  normaliseStaffReason,
  refundAmountProblem,
  staffReasonProblem,
} from '../../domain/backoffice/booking-actions';
import { isoDateFromEpochMs } from '../../domain/search/iso-date';
import { callSignedIn, type SignInAborted } from '../account/signed-in';
import type { Authenticator } from '../auth/authenticator';
import type { SearchSettings } from '../search/search-context';
import type { ApiFailure } from '../shared/api-failure';
import type { Clock } from '../shared/clock';
import { TOKENS } from '../tokens';
import { BACKOFFICE_BOOKINGS_TOKENS, type BackOfficeBookingsGateway } from './back-office-bookings-port';
import { staffErrorKey, staffFieldProblems, staffLoadFailure, type StaffLoadFailure } from './back-office-failures';
import type { Notice } from './refund-queue-presenter';
import { staffDays, staffInstant, staffMoney } from './staff-formats';

export type StaffBookingAction = 'refund' | 'cancel' | 'dates';

/** What the confirmation of an action says before anything moves. */
export interface ActionConfirmation {
  readonly action: StaffBookingAction | 'retry';
  /** backoffice:booking.confirm.{action} */
  readonly messageKey: string;
  readonly values: Readonly<Record<string, string>>;
}

/**
 * A booking's full history for staff (issue [7], `booking/details/{id}`) and the staff actions: refund a chosen amount,
 * cancel (whatever the policy says, with the amount that comes back), change the dates; a failed refund retried. Each
 * action is checked with the domain's rules, then confirmed, then sent once (the buttons wait for the answer); the
 * answer is the booking's updated history. What staff typed stays when anything fails.
 */
@injectable()
export class BackOfficeBookingPresenter {
  bookingId: number | null = null;
  status: 'loading' | 'ready' | StaffLoadFailure = 'loading';
  errorKey: string | null = null;
  booking: BackOfficeBooking | null = null;
  openAction: StaffBookingAction | null = null;
  confirming: StaffBookingAction | 'retry' | null = null;
  acting: StaffBookingAction | 'retry' | null = null;
  retryingRefund: number | null = null;
  notice: Notice | null = null;
  /** The open form's problems, per field (`amount`, `reason`, `startDate`, `endDate`): message keys. */
  problems: Readonly<Record<string, string>> = {};
  refundAmount = '';
  refundReason = '';
  cancelAmount = '';
  cancelReason = '';
  startDate = '';
  endDate = '';
  datesReason = '';

  constructor(
    @inject(BACKOFFICE_BOOKINGS_TOKENS.BackOfficeBookingsGateway) private readonly gateway: BackOfficeBookingsGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {
    makeObservable<BackOfficeBookingPresenter, 'applied' | 'refused'>(this, {
      bookingId: observable,
      status: observable,
      errorKey: observable,
      booking: observableRef,
      openAction: observable,
      confirming: observable,
      acting: observable,
      retryingRefund: observable,
      notice: observableRef,
      problems: observableRef,
      refundAmount: observable,
      refundReason: observable,
      cancelAmount: observable,
      cancelReason: observable,
      startDate: observable,
      endDate: observable,
      datesReason: observable,
      view: computed,
      confirmation: computed,
      load: action,
      actionOpened: action,
      actionClosed: action,
      fieldChanged: action,
      submitted: action,
      confirmDismissed: action,
      confirmed: action,
      retryClicked: action,
      applied: action,
      refused: action,
    });
  }

  private money(amount: number): string {
    return staffMoney(amount, this.booking?.currency ?? 'EUR', this.settings.language);
  }

  get view() {
    const b = this.booking;
    if (!b) return null;
    const language = this.settings.language;
    const money = (amount: number) => this.money(amount);
    return {
      id: b.id,
      reference: b.reference,
      status: b.status,
      statusKey: `backoffice:status.${b.status}`,
      product: b.product,
      dates: staffDays(b.startDate, b.endDate, language),
      people: b.numberOfPeople,
      createdAt: staffInstant(b.createdAt, language),
      responseBefore: b.responseBefore ? staffInstant(b.responseBefore, language) : null,
      cancelledAt: b.cancelledAt ? staffInstant(b.cancelledAt, language) : null,
      tenant: b.tenant,
      owner: b.owner,
      totals: {
        paidOnline: money(b.totals.paidOnline),
        refunded: money(b.totals.refunded),
        refundPending: b.totals.refundPending > 0 ? money(b.totals.refundPending) : null,
        refundFailed: b.totals.refundFailed > 0 ? money(b.totals.refundFailed) : null,
        refundable: money(b.totals.refundable),
      },
      events: b.events.map((e) => ({ id: e.id, at: staffInstant(e.at, language), type: e.type, from: e.from, to: e.to })),
      payments: b.payments.map((p) => ({
        id: p.id,
        kind: p.kind,
        amount: money(p.amount),
        status: p.status,
        held: p.captureMethod === 'manual' && p.capturedAt === null && p.releasedAt === null && p.status === 'succeeded',
        released: p.releasedAt !== null,
        refundNeeded: p.refundNeeded,
        at: staffInstant(p.updatedAt, language),
      })),
      refunds: b.refunds.map((r) => ({
        id: r.id,
        amount: money(r.amount),
        reasonKey: `backoffice:refunds.reason.${r.reason}`,
        status: r.status,
        statusKey: `backoffice:refunds.status.${r.status}`,
        attempts: r.attempts,
        lastError: r.lastError,
        createdAt: staffInstant(r.createdAt, language),
        retryable: r.retryable,
      })),
      modifications: b.modifications.map((m) => ({
        id: m.id,
        dates: staffDays(m.startDate, m.endDate, language),
        people: m.numberOfPeople,
        difference: money(m.priceDifference),
        status: m.status,
        at: staffInstant(m.createdAt, language),
      })),
      carts: b.carts.map((c) => ({ id: c.id, status: c.status, insurances: c.insurances, at: staffInstant(c.paidAt ?? c.createdAt, language) })),
      conversation: b.conversation,
      contracts: b.contracts.map((c) => ({
        id: c.id,
        direction: c.direction,
        status: c.status,
        signedAt: c.signedAt ? staffInstant(c.signedAt, language) : null,
        damageClaims: c.damageClaims.map((d) => ({ id: d.id, amount: money(d.amount), status: d.status })),
      })),
      actions: b.actions,
      audit: b.audit,
    };
  }

  /** The confirmation's message and values while one is open. */
  get confirmation(): ActionConfirmation | null {
    const b = this.booking;
    if (!b || this.confirming === null) return null;
    switch (this.confirming) {
      case 'refund':
        return { action: 'refund', messageKey: 'backoffice:booking.confirm.refund', values: { amount: this.money(amountMinorOf(this.refundAmount) ?? 0), reference: b.reference } };
      case 'cancel':
        return { action: 'cancel', messageKey: 'backoffice:booking.confirm.cancel', values: { amount: this.money(amountMinorOf(this.cancelAmount) ?? 0), reference: b.reference } };
      case 'dates':
        return {
          action: 'dates',
          messageKey: 'backoffice:booking.confirm.dates',
          values: { from: staffDays(b.startDate, b.endDate, this.settings.language), to: staffDays(this.startDate, this.endDate, this.settings.language), reference: b.reference },
        };
      case 'retry': {
        const refund = b.refunds.find((r) => r.id === this.retryingRefund);
        return { action: 'retry', messageKey: 'backoffice:booking.confirm.retry', values: { amount: this.money(refund?.amount ?? 0), reference: b.reference } };
      }
    }
  }

  /** Loads the booking of the route (`booking/details/{id}`): an id that is not a number is not found. */
  async load(id: string | undefined = this.bookingId === null ? undefined : String(this.bookingId)): Promise<void> {
    const bookingId = id !== undefined && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
    if (bookingId === null || bookingId > 2_147_483_647) {
      this.status = 'notFound';
      return;
    }
    this.bookingId = bookingId;
    if (!this.booking) this.status = 'loading';
    const answer = await callSignedIn(this.authenticator, 'menu', () => this.gateway.booking(bookingId));
    runInAction(() => {
      if (isLeft(answer)) {
        this.status = staffLoadFailure(answer.left);
        this.errorKey = answer.left.kind === 'signInAborted' ? null : staffErrorKey(answer.left);
        return;
      }
      this.booking = answer.right;
      this.status = 'ready';
    });
  }

  /** Opens an action's form; the cancellation proposes everything refundable, the new dates start from the current. */
  actionOpened(action: StaffBookingAction): void {
    if (!this.booking || !this.booking.actions[action === 'dates' ? 'changeDates' : action]) return;
    this.openAction = action;
    this.problems = {};
    this.notice = null;
    if (action === 'cancel' && this.cancelAmount === '') this.cancelAmount = amountText(this.booking.totals.refundable);
    if (action === 'dates' && this.startDate === '') {
      this.startDate = this.booking.startDate;
      this.endDate = this.booking.endDate;
    }
  }

  /** Closes the form; what was typed is kept for when it opens again. */
  actionClosed(): void {
    if (this.acting !== null) return;
    this.openAction = null;
    this.problems = {};
  }

  fieldChanged(field: 'refundAmount' | 'refundReason' | 'cancelAmount' | 'cancelReason' | 'startDate' | 'endDate' | 'datesReason', value: string): void {
    this[field] = value;
    const problem = { refundAmount: 'amount', refundReason: 'reason', cancelAmount: 'amount', cancelReason: 'reason', startDate: 'startDate', endDate: 'endDate', datesReason: 'reason' }[field];
    if (this.problems[problem]) {
      const rest = { ...this.problems };
      delete rest[problem];
      this.problems = rest;
    }
  }

  private check(action: StaffBookingAction): Record<string, string> {
    const b = this.booking;
    if (!b) return {};
    const problems: Record<string, string | undefined> = {};
    if (action === 'refund') {
      const amount = amountMinorOf(this.refundAmount);
      problems.amount = amount === undefined ? BOOKING_ACTION_ERRORS.amountInvalid : refundAmountProblem(amount, b.totals.refundable);
      problems.reason = staffReasonProblem(this.refundReason);
    } else if (action === 'cancel') {
      const amount = amountMinorOf(this.cancelAmount);
      problems.amount = amount === undefined ? BOOKING_ACTION_ERRORS.amountInvalid : refundAmountProblem(amount, b.totals.refundable, 0);
      problems.reason = staffReasonProblem(this.cancelReason);
    } else {
      const today = isoDateFromEpochMs(this.clock.now().getTime());
      Object.assign(problems, dateChangeProblems({ startDate: this.startDate, endDate: this.endDate }, { today, currentStart: b.startDate, currentEnd: b.endDate }));
      problems.reason = staffReasonProblem(this.datesReason);
    }
    return Object.fromEntries(Object.entries(problems).filter((e): e is [string, string] => e[1] !== undefined));
  }

  /** The form is sent: checked first, then a confirmation opens (nothing moves before it is confirmed). */
  submitted(action: StaffBookingAction): void {
    if (this.acting !== null) return;
    const problems = this.check(action);
    this.problems = problems;
    this.notice = null;
    if (Object.keys(problems).length === 0) this.confirming = action;
  }

  confirmDismissed(): void {
    if (this.acting !== null) return;
    this.confirming = null;
    this.retryingRefund = null;
  }

  /** A failed refund of the booking, to try again (after its confirmation). */
  retryClicked(refundId: number): void {
    if (this.acting !== null || !this.booking?.refunds.some((r) => r.id === refundId && r.retryable)) return;
    this.retryingRefund = refundId;
    this.confirming = 'retry';
    this.notice = null;
  }

  /** Sends the confirmed action once; the answer (the updated booking) replaces the page's. */
  async confirmed(): Promise<void> {
    const b = this.booking;
    const action = this.confirming;
    if (!b || action === null || this.acting !== null) return;
    if (action !== 'retry' && Object.keys(this.check(action)).length > 0) return;
    const refundId = this.retryingRefund;
    if (action === 'retry' && refundId === null) return;
    this.acting = action;
    const before = new Set(b.refunds.map((r) => r.id));
    if (action === 'retry') {
      if (refundId === null) return;
      const answer = await callSignedIn(this.authenticator, 'menu', () => this.gateway.retryRefund(refundId));
      if (isLeft(answer)) {
        this.refused(answer.left);
        return;
      }
      runInAction(() => {
        this.acting = null;
        this.confirming = null;
        this.retryingRefund = null;
        this.notice =
          answer.right.status === 'succeeded'
            ? { key: 'backoffice:refunds.retrySucceeded', ok: true, values: { amount: this.money(answer.right.amount), reference: b.reference } }
            : { key: 'backoffice:refunds.retryFailed', ok: false, values: { reference: b.reference, error: answer.right.lastError ?? '' } };
      });
      await this.load();
      return;
    }
    const call = (): Promise<Either<ApiFailure, BackOfficeBooking>> => {
      switch (action) {
        case 'refund':
          return this.gateway.refundBooking(b.id, { amount: amountMinorOf(this.refundAmount) ?? 0, reason: normaliseStaffReason(this.refundReason) });
        case 'cancel':
          return this.gateway.cancelBooking(b.id, { refundAmount: amountMinorOf(this.cancelAmount) ?? 0, reason: normaliseStaffReason(this.cancelReason) });
        case 'dates':
          return this.gateway.changeDates(b.id, { startDate: this.startDate, endDate: this.endDate, reason: normaliseStaffReason(this.datesReason) });
      }
    };
    const answer = await callSignedIn(this.authenticator, 'menu', call);
    if (isLeft(answer)) {
      this.refused(answer.left);
      // The numbers may have moved meanwhile (another staff member): the page shows them again, the form keeps its text.
      if (answer.left.kind === 'http' && answer.left.status === 409) await this.load();
      return;
    }
    this.applied(action, answer.right, before);
  }

  private applied(action: StaffBookingAction, booking: BackOfficeBooking, refundsBefore: ReadonlySet<number>): void {
    const failed = booking.refunds.filter((r) => !refundsBefore.has(r.id) && r.status === 'failed');
    const asked = action === 'refund' ? amountMinorOf(this.refundAmount) ?? 0 : action === 'cancel' ? amountMinorOf(this.cancelAmount) ?? 0 : 0;
    this.booking = booking;
    this.acting = null;
    this.confirming = null;
    this.openAction = null;
    this.problems = {};
    if (action === 'refund') {
      this.refundAmount = '';
      this.refundReason = '';
    } else if (action === 'cancel') {
      this.cancelAmount = '';
      this.cancelReason = '';
    } else {
      this.startDate = '';
      this.endDate = '';
      this.datesReason = '';
    }
    if (failed.length > 0) {
      this.notice = { key: 'backoffice:booking.providerRefused', ok: false, values: { amount: this.money(failed.reduce((s, r) => s + r.amount, 0)) } };
      return;
    }
    const values: Record<string, string> = action === 'dates' ? { dates: staffDays(booking.startDate, booking.endDate, this.settings.language) } : { amount: this.money(asked) };
    this.notice = { key: `backoffice:booking.done.${action}`, ok: true, values };
  }

  private refused(failure: ApiFailure | SignInAborted): void {
    this.acting = null;
    this.confirming = null;
    this.retryingRefund = null;
    const fields = staffFieldProblems(failure);
    this.problems = fields;
    this.notice = { key: staffErrorKey(failure), ok: false };
  }
}
