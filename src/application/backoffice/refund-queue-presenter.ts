import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { RefundQueue, RefundQueueItem, RefundStatus } from '../../contract/backoffice-bookings';
import { callSignedIn } from '../account/signed-in';
import type { Authenticator } from '../auth/authenticator';
import type { SearchSettings } from '../search/search-context';
import { TOKENS } from '../tokens';
import { BACKOFFICE_BOOKINGS_TOKENS, type BackOfficeBookingsGateway } from './back-office-bookings-port';
import { staffErrorKey, staffLoadFailure, type StaffLoadFailure } from './back-office-failures';
import { staffInstant, staffMoney } from './staff-formats';

export interface RefundRowView {
  readonly id: number;
  readonly bookingId: number;
  readonly reference: string;
  readonly tenantEmail: string;
  readonly productName: string;
  readonly amount: string;
  /** backoffice:refunds.reason.{reason} */
  readonly reasonKey: string;
  readonly status: RefundStatus;
  /** backoffice:refunds.status.{status} */
  readonly statusKey: string;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly retryable: boolean;
}

export const refundRowOf = (item: RefundQueueItem, language: string): RefundRowView => ({
  id: item.id,
  bookingId: item.bookingId,
  reference: item.reference,
  tenantEmail: item.tenant.email,
  productName: item.product.name,
  amount: staffMoney(item.amount, item.currency, language),
  reasonKey: `backoffice:refunds.reason.${item.reason}`,
  status: item.status,
  statusKey: `backoffice:refunds.status.${item.status}`,
  attempts: item.attempts,
  lastError: item.lastError,
  createdAt: staffInstant(item.createdAt, language),
  updatedAt: staffInstant(item.updatedAt, language),
  retryable: item.retryable,
});

export interface Notice {
  readonly key: string;
  readonly ok: boolean;
  readonly values?: Readonly<Record<string, string | number>>;
}

/**
 * The queue of automatic refunds (issue [7], `booking/autorefunds`): failed ones first, a filter per status and pages.
 * A failed refund is retried after a confirmation (money moves); the row shows the provider's new answer at once.
 */
@injectable()
export class RefundQueuePresenter {
  status: 'loading' | 'ready' | StaffLoadFailure = 'loading';
  errorKey: string | null = null;
  queue: RefundQueue | null = null;
  filter: RefundStatus | null = null;
  page = 1;
  confirmingRetry: number | null = null;
  retrying: number | null = null;
  notice: Notice | null = null;

  constructor(
    @inject(BACKOFFICE_BOOKINGS_TOKENS.BackOfficeBookingsGateway) private readonly gateway: BackOfficeBookingsGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    makeObservable(this, {
      status: observable,
      errorKey: observable,
      queue: observableRef,
      filter: observable,
      page: observable,
      confirmingRetry: observable,
      retrying: observable,
      notice: observableRef,
      rows: computed,
      retryCandidate: computed,
      load: action,
      filterChanged: action,
      pageChanged: action,
      retryClicked: action,
      retryDismissed: action,
      retryConfirmed: action,
    });
  }

  get rows(): RefundRowView[] {
    return (this.queue?.items ?? []).map((item) => refundRowOf(item, this.settings.language));
  }

  /** The row a confirmation is open for. */
  get retryCandidate(): RefundRowView | null {
    return this.rows.find((r) => r.id === this.confirmingRetry) ?? null;
  }

  async load(): Promise<void> {
    this.status = this.queue ? this.status : 'loading';
    const query = { status: this.filter, page: this.page };
    const answer = await callSignedIn(this.authenticator, 'menu', () => this.gateway.refundQueue(query));
    runInAction(() => {
      // A newer filter or page was asked meanwhile: its own answer wins.
      if (query.status !== this.filter || query.page !== this.page) return;
      if (isLeft(answer)) {
        this.status = staffLoadFailure(answer.left);
        this.errorKey = answer.left.kind === 'signInAborted' ? null : staffErrorKey(answer.left);
        return;
      }
      this.queue = answer.right;
      this.status = 'ready';
    });
  }

  filterChanged(filter: RefundStatus | null): Promise<void> {
    this.filter = filter;
    this.page = 1;
    this.notice = null;
    return this.load();
  }

  pageChanged(page: number): Promise<void> {
    const last = this.queue?.totalPages ?? 1;
    this.page = Math.min(Math.max(1, Math.trunc(page)), last);
    return this.load();
  }

  retryClicked(refundId: number): void {
    if (this.retrying !== null) return;
    if (!this.rows.some((r) => r.id === refundId && r.retryable)) return;
    this.confirmingRetry = refundId;
    this.notice = null;
  }

  retryDismissed(): void {
    if (this.retrying === null) this.confirmingRetry = null;
  }

  /** Tries the refund again, once; the row shows the outcome. A refusal (e.g. already retried elsewhere) reloads. */
  async retryConfirmed(): Promise<void> {
    const id = this.confirmingRetry;
    if (id === null || this.retrying !== null) return;
    this.retrying = id;
    const answer = await callSignedIn(this.authenticator, 'menu', () => this.gateway.retryRefund(id));
    runInAction(() => {
      this.retrying = null;
      this.confirmingRetry = null;
      if (isLeft(answer)) {
        this.notice = { key: staffErrorKey(answer.left), ok: false };
        return;
      }
      const item = answer.right;
      if (this.queue) {
        const before = this.queue.items.find((i) => i.id === item.id);
        const counts = { ...this.queue.counts };
        if (before && before.status !== item.status) {
          counts[before.status] = Math.max(0, counts[before.status] - 1);
          counts[item.status] += 1;
        }
        this.queue = { ...this.queue, counts, items: this.queue.items.map((i) => (i.id === item.id ? item : i)) };
      }
      const row = refundRowOf(item, this.settings.language);
      this.notice =
        item.status === 'succeeded'
          ? { key: 'backoffice:refunds.retrySucceeded', ok: true, values: { amount: row.amount, reference: row.reference } }
          : { key: 'backoffice:refunds.retryFailed', ok: false, values: { reference: row.reference, error: item.lastError ?? '' } };
    });
    if (isLeft(answer)) await this.load();
  }
}
