import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { Listing, ListingSummary, OwnerBookingItem, OwnerListings } from '../../contract/listings';
import { LISTING_STEPS, type ListingStatus, type ListingStep } from '../../domain/listing/listing';
import type { Route } from '../../domain/routing/route';
import type { Authenticator } from '../auth/authenticator';
import { formatDays, routeHref } from '../account/booking-card';
import { callSignedIn, errorCodeOf, loadFailureStatus, type LoadFailureStatus } from '../account/signed-in';
import type { SearchSettings } from '../search/search-context';
import { enumKey } from '../search/labels';
import { failureMessageKey } from '../shared/api-failure';
import { TOKENS } from '../tokens';
import { LISTINGS_TOKENS, type ListingsGateway } from './listings-port';
import { formatDeadline, formatEuros } from './owner-listings-presenter-format';

export type OwnerListingsStatus = 'loading' | 'ready' | LoadFailureStatus;

/** A booking or a request of one of the owner's boats, every text ready. */
export interface OwnerBookingView {
  readonly bookingId: number;
  readonly boatTitle: string;
  readonly tenantFirstName: string;
  readonly dates: string;
  readonly amount: string;
  /** The answer's deadline, for a request waiting for the owner. */
  readonly deadline: string | null;
  /** account:status.{status} */
  readonly statusKey: string;
  /** booking/{id}/detail: where the owner accepts or declines. */
  readonly detailHref: string;
}

/** What the list offers to do with a listing's status. */
export type StatusAction = 'publish' | 'pause' | 'unpause' | null;

export interface ListingCardView {
  readonly id: number;
  /** Empty for a draft without a title yet (the view then says so). */
  readonly title: string;
  readonly status: ListingStatus;
  /** listings:status.{status} */
  readonly statusKey: string;
  readonly picture: string | null;
  readonly harbourName: string | null;
  /** search:boatTypes.{typeKey}, null before the type is chosen. */
  readonly typeKey: string | null;
  readonly progress: number;
  readonly missingSteps: readonly ListingStep[];
  readonly instantBooking: boolean;
  readonly pricePerDay: string | null;
  readonly nextBookings: readonly OwnerBookingView[];
  readonly requestsWaiting: number;
  readonly revenueThisYear: string;
  readonly editHref: string;
  /** The editor at the first step still missing something (drafts). */
  readonly continueHref: string;
  readonly calendarHref: string;
  /** The public product page, once published. */
  readonly productHref: string | null;
  readonly statusAction: StatusAction;
  readonly changingStatus: boolean;
  /** Staff's reason, while the listing is rejected (issue [7]). */
  readonly rejectionReason: string | null;
}

/** A refusal of a status change from the list, shown on its card (with the steps to finish when incomplete). */
export interface CardError {
  readonly listingId: number;
  readonly key: string;
  readonly missingSteps: ReadonlyArray<{ readonly step: ListingStep; readonly href: string }>;
}

export type OwnerTab = 'listings' | 'leads' | 'team' | 'sales';

const EDITOR_STEP_QUERY = 'step';

/**
 * account/listings: the owner's boats with their status, the requests waiting for an answer, the upcoming bookings and
 * this year's revenue; publishing, pausing and unpausing from the list. A professional owner also has the leads, team
 * and sales settings tabs.
 */
@injectable()
export class OwnerListingsPresenter {
  status: OwnerListingsStatus = 'loading';
  errorKey: string | null = null;
  data: OwnerListings | null = null;
  changing: ReadonlySet<number> = new Set();
  cardError: CardError | null = null;
  tab: OwnerTab = 'listings';

  constructor(
    @inject(LISTINGS_TOKENS.ListingsGateway) private readonly gateway: ListingsGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
    @inject(TOKENS.UserSession) private readonly session: { readonly isPro: boolean },
  ) {
    makeObservable(this, {
      status: observable,
      errorKey: observable,
      data: observableRef,
      changing: observableRef,
      cardError: observableRef,
      tab: observable,
      cards: computed,
      requests: computed,
      upcoming: computed,
      totals: computed,
      isEmpty: computed,
      isPro: computed,
      load: action,
      statusChanged: action,
      tabChosen: action,
    });
  }

  get isPro(): boolean {
    return this.session.isPro;
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && (this.data?.listings.length ?? 0) === 0;
  }

  get totals(): { readonly revenueThisYear: string; readonly requestsWaiting: number; readonly listings: number; readonly published: number } {
    const listings = this.data?.listings ?? [];
    return {
      revenueThisYear: formatEuros(this.data?.revenueThisYear ?? 0, this.settings.language),
      requestsWaiting: this.data?.requests.length ?? 0,
      listings: listings.length,
      published: listings.filter((l) => l.status === 'published').length,
    };
  }

  get requests(): OwnerBookingView[] {
    return (this.data?.requests ?? []).map((b) => this.bookingView(b));
  }

  get upcoming(): OwnerBookingView[] {
    return (this.data?.upcoming ?? []).map((b) => this.bookingView(b));
  }

  get cards(): ListingCardView[] {
    return (this.data?.listings ?? []).map((l) => this.cardView(l));
  }

  /** The editor of a listing (`new` for a new one), at a step or on the calendar tab. */
  editorHref(identifier: string, query: { step?: ListingStep; tab?: 'calendar' } = {}): string {
    const path = routeHref({ screen: 'listingEdit', identifier }, this.settings);
    const params = new URLSearchParams();
    if (query.step) params.set(EDITOR_STEP_QUERY, query.step);
    if (query.tab) params.set('tab', query.tab);
    const search = params.toString();
    return search ? `${path}?${search}` : path;
  }

  get newListingHref(): string {
    return this.editorHref('new');
  }

  routeEntered(_route?: Route): Promise<void> {
    return this.load();
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.errorKey = null;
    const loaded = await callSignedIn(this.authenticator, 'menu', () => this.gateway.listings());
    runInAction(() => {
      if (isLeft(loaded)) {
        this.status = loadFailureStatus(loaded.left);
        this.errorKey = loaded.left.kind === 'signInAborted' ? null : failureMessageKey(loaded.left);
        return;
      }
      this.data = loaded.right;
      this.status = 'ready';
    });
  }

  tabChosen(tab: OwnerTab): void {
    this.tab = tab;
  }

  /**
   * Publish, pause or unpause from the list. The card keeps its status until the server agrees; an incomplete listing
   * says which steps are missing, each a link to the editor.
   */
  async statusChanged(listingId: number, status: Extract<ListingStatus, 'published' | 'paused'>): Promise<void> {
    if (this.changing.has(listingId)) return;
    this.changing = new Set([...this.changing, listingId]);
    this.cardError = null;
    const result = await callSignedIn(this.authenticator, 'menu', () => this.gateway.changeStatus(listingId, { status }));
    runInAction(() => {
      this.changing = new Set([...this.changing].filter((id) => id !== listingId));
      if (isLeft(result)) {
        const failure = result.left;
        if (failure.kind === 'signInAborted') {
          this.cardError = { listingId, key: 'account:signInRequired', missingSteps: [] };
          return;
        }
        const missing = errorCodeOf(failure) === 'listing_incomplete' ? missingStepsOf(failure) : [];
        this.cardError = {
          listingId,
          key: missing.length > 0 ? 'listings:publish.incomplete' : failureMessageKey(failure),
          missingSteps: missing.map((step) => ({ step, href: this.editorHref(String(listingId), { step }) })),
        };
        return;
      }
      this.applyListing(result.right);
    });
  }

  private applyListing(listing: Listing): void {
    if (!this.data) return;
    this.data = {
      ...this.data,
      listings: this.data.listings.map((l) =>
        l.id === listing.id
          ? { ...l, status: listing.status, progress: listing.progress, missingSteps: listing.missingSteps, productUrl: listing.productUrl, rejectionReason: listing.rejectionReason }
          : l,
      ),
    };
  }

  private bookingView(b: OwnerBookingItem): OwnerBookingView {
    const language = this.settings.language;
    return {
      bookingId: b.bookingId,
      boatTitle: b.boatTitle,
      tenantFirstName: b.tenantFirstName,
      dates: formatDays(b.startDate, b.endDate, language),
      amount: formatEuros(b.total, language),
      deadline: b.responseBefore ? formatDeadline(b.responseBefore, language) : null,
      statusKey: `account:status.${b.status}`,
      detailHref: routeHref({ screen: 'bookingDetail', bookingId: String(b.bookingId) }, this.settings),
    };
  }

  private cardView(l: ListingSummary): ListingCardView {
    const id = String(l.id);
    const firstMissing = l.missingSteps[0];
    return {
      id: l.id,
      title: l.title,
      status: l.status,
      statusKey: `listings:status.${l.status}`,
      picture: l.picture,
      harbourName: l.harbourName,
      typeKey: l.type ? enumKey(l.type) : null,
      progress: l.progress,
      missingSteps: l.missingSteps,
      instantBooking: l.instantBooking,
      pricePerDay: l.pricePerDay === null ? null : formatEuros(l.pricePerDay, this.settings.language),
      nextBookings: l.nextBookings.map((b) => this.bookingView(b)),
      requestsWaiting: l.requestsWaiting,
      revenueThisYear: formatEuros(l.revenueThisYear, this.settings.language),
      editHref: this.editorHref(id),
      continueHref: this.editorHref(id, firstMissing ? { step: firstMissing } : {}),
      calendarHref: this.editorHref(id, { tab: 'calendar' }),
      productHref: l.status === 'published' ? l.productUrl : null,
      statusAction: statusActionOf(l),
      changingStatus: this.changing.has(l.id),
      rejectionReason: l.status === 'rejected' ? l.rejectionReason : null,
    };
  }
}

/** A draft is published once complete (else "Continue"); a published listing pauses; a paused one comes back. */
const statusActionOf = (l: ListingSummary): StatusAction => {
  if (l.status === 'published') return 'pause';
  if (l.status === 'paused' || (l.status === 'rejected' && l.missingSteps.length === 0)) return 'unpause';
  return l.missingSteps.length === 0 ? 'publish' : null;
};

/** The 422 `listing_incomplete` body's missing steps (unknown names dropped). */
export const missingStepsOf = (failure: { readonly kind: string; readonly body?: unknown }): ListingStep[] => {
  const body = failure.kind === 'http' ? failure.body : undefined;
  const steps = typeof body === 'object' && body !== null ? (body as { missingSteps?: unknown }).missingSteps : undefined;
  return Array.isArray(steps) ? steps.filter((s): s is ListingStep => typeof s === 'string' && (LISTING_STEPS as readonly string[]).includes(s)) : [];
};
