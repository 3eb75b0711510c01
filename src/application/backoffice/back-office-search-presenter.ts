import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { BackOfficeSearchResult, BookingHit } from '../../contract/backoffice-bookings';
import { parseBackOfficeQuery } from '../../domain/backoffice/back-office-search';
import { callSignedIn } from '../account/signed-in';
import type { Authenticator } from '../auth/authenticator';
import type { SearchSettings } from '../search/search-context';
import { TOKENS } from '../tokens';
import { BACKOFFICE_BOOKINGS_TOKENS, type BackOfficeBookingsGateway } from './back-office-bookings-port';
import { staffErrorKey } from './back-office-failures';
import { staffDays } from './staff-formats';

export interface BookingHitView {
  readonly id: number;
  readonly reference: string;
  /** account:status.{status} */
  readonly statusKey: string;
  readonly dates: string;
  readonly productName: string;
  readonly tenantEmail: string;
  /** backoffice:search.role.{role} */
  readonly roleKey: string;
}

const hitView = (hit: BookingHit, language: string): BookingHitView => ({
  id: hit.id,
  reference: hit.reference,
  statusKey: `backoffice:status.${hit.status}`,
  dates: staffDays(hit.startDate, hit.endDate, language),
  productName: hit.product.name,
  tenantEmail: hit.tenantEmail,
  roleKey: `backoffice:search.role.${hit.role}`,
});

/**
 * The back office's search box (issue [7]): a booking id or reference, part of an email or of a boat's name. What was
 * typed stays whatever happens; only the latest search's answer is shown (an older one arriving late is dropped).
 */
@injectable()
export class BackOfficeSearchPresenter {
  query = '';
  queryProblem: string | null = null;
  status: 'idle' | 'searching' | 'ready' | 'error' = 'idle';
  errorKey: string | null = null;
  result: BackOfficeSearchResult | null = null;
  private sequence = 0;

  constructor(
    @inject(BACKOFFICE_BOOKINGS_TOKENS.BackOfficeBookingsGateway) private readonly gateway: BackOfficeBookingsGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    makeObservable(this, {
      query: observable,
      queryProblem: observable,
      status: observable,
      errorKey: observable,
      result: observableRef,
      bookings: computed,
      users: computed,
      boats: computed,
      isEmpty: computed,
      queryChanged: action,
      searchSubmitted: action,
    });
  }

  get bookings(): BookingHitView[] {
    return (this.result?.bookings ?? []).map((b) => hitView(b, this.settings.language));
  }

  get users() {
    return (this.result?.users ?? []).map((u) => ({
      id: u.id,
      email: u.email,
      name: `${u.firstName} ${u.lastName}`.trim(),
      flagged: u.flagged,
      roles: u.roles,
      bookings: u.bookings.map((b) => hitView(b, this.settings.language)),
    }));
  }

  get boats() {
    return (this.result?.boats ?? []).map((b) => ({ id: b.id, name: b.name, statusKey: `backoffice:search.boatStatus.${b.status}`, ownerEmail: b.ownerEmail }));
  }

  /** A search was answered and found nothing. */
  get isEmpty(): boolean {
    return this.status === 'ready' && this.bookings.length === 0 && this.users.length === 0 && this.boats.length === 0;
  }

  queryChanged(text: string): void {
    this.query = text;
    this.queryProblem = null;
  }

  async searchSubmitted(): Promise<void> {
    const parsed = parseBackOfficeQuery(this.query);
    if (!parsed) {
      this.queryProblem = 'backoffice:search.queryInvalid';
      return;
    }
    const mine = ++this.sequence;
    this.status = 'searching';
    this.errorKey = null;
    const answer = await callSignedIn(this.authenticator, 'menu', () => this.gateway.search(parsed.text));
    runInAction(() => {
      if (mine !== this.sequence) return;
      if (isLeft(answer)) {
        this.status = 'error';
        this.errorKey = staffErrorKey(answer.left);
        return;
      }
      this.result = answer.right;
      this.status = 'ready';
    });
  }
}
