import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { BoatReview } from '../../contract/backoffice-boats';
import type { AuditEntry } from '../../contract/backoffice';
import { reasonProblem, reasonRequired, REVIEW_REASON_MAX, REVIEW_STATUSES, reviewRefusal, type ReviewStatus } from '../../domain/backoffice/listing-review';
import { LISTING_STEPS, textIn, type ListingStatus, type ListingStep } from '../../domain/listing/listing';
import type { Authenticator } from '../auth/authenticator';
import { routeHref } from '../account/booking-card';
import { callSignedIn } from '../account/signed-in';
import { formatEuros } from '../listings/owner-listings-presenter-format';
import { missingStepsOf } from '../listings/owner-listings-presenter';
import type { SearchSettings } from '../search/search-context';
import { TOKENS } from '../tokens';
import { BACKOFFICE_BOATS_TOKENS, type BackOfficeBoatsGateway } from './backoffice-boats-port';
import { boatsErrorKey, boatsFieldProblems, idOfPage, staffLoadFailure, type StaffLoadFailure } from './boats-failures';
import { staffInstant } from './staff-formats';

/** A status staff can move the listing to from where it is, and whether it needs a reason. */
export interface ReviewAction {
  readonly status: ReviewStatus;
  /** backoffice-boats:actions.{publish|pause|reject} */
  readonly labelKey: string;
  readonly needsReason: boolean;
}

/** The listing's text in one language as the owner wrote it. */
export interface WrittenText {
  readonly language: string;
  readonly title: string;
  readonly description: string;
}

export interface BoatReviewView {
  readonly id: number;
  readonly title: string;
  readonly status: ListingStatus;
  /** backoffice-boats:status.{status} */
  readonly statusKey: string;
  readonly rejectionReason: string | null;
  readonly texts: readonly WrittenText[];
  readonly pictures: ReadonlyArray<{ readonly id: number; readonly url: string }>;
  readonly harbourName: string | null;
  readonly facts: ReadonlyArray<{ readonly labelKey: string; readonly value: string }>;
  readonly missingSteps: readonly ListingStep[];
  readonly progress: number;
  readonly owner: { readonly name: string; readonly email: string; readonly isPro: boolean; readonly flagged: boolean; readonly flagReason: string | null };
  readonly counts: { readonly bookings: number; readonly openRequests: number; readonly reviews: number; readonly reviewsAverage: string };
  readonly createdAt: string;
  readonly publishedAt: string | null;
  readonly productHref: string | null;
  readonly editHref: string;
  readonly audit: readonly AuditEntry[];
}

/**
 * boat/details/{id}: a listing in any status as its owner wrote it, its owner, counts and audit trail; staff publish,
 * pause or reject it. Pausing and rejecting ask a reason (checked with the domain's rule before sending); a refusal
 * keeps the reason typed and says why (the missing steps when publishing an incomplete listing).
 */
@injectable()
export class BoatReviewPresenter {
  boatId: number | undefined = undefined;
  status: 'loading' | 'ready' | StaffLoadFailure = 'loading';
  errorKey: string | null = null;
  review: BoatReview | null = null;
  /** The move staff chose and are confirming (with its reason). */
  pending: ReviewStatus | null = null;
  reason = '';
  reasonProblem: string | null = null;
  changing = false;
  actionErrorKey: string | null = null;
  /** The steps the server said are missing when publishing was refused. */
  publishMissing: readonly ListingStep[] = [];
  savedKey: string | null = null;

  readonly reasonMax = REVIEW_REASON_MAX;

  constructor(
    @inject(BACKOFFICE_BOATS_TOKENS.BackOfficeBoatsGateway) private readonly gateway: BackOfficeBoatsGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    makeObservable(this, {
      boatId: observable,
      status: observable,
      errorKey: observable,
      review: observableRef,
      pending: observable,
      reason: observable,
      reasonProblem: observable,
      changing: observable,
      actionErrorKey: observable,
      publishMissing: observableRef,
      savedKey: observable,
      view: computed,
      actions: computed,
      pageEntered: action,
      load: action,
      actionChosen: action,
      reasonChanged: action,
      cancelled: action,
      confirmed: action,
    });
  }

  get view(): BoatReviewView | null {
    const review = this.review;
    if (!review) return null;
    const { listing } = review;
    const language = this.settings.language;
    const f = listing.fields;
    const languages = [...new Set([...Object.keys(f.titles), ...Object.keys(f.descriptions)])].sort();
    const euros = (cents: number | null) => (cents === null ? '—' : formatEuros(cents, language));
    const facts: Array<{ labelKey: string; value: string | null }> = [
      { labelKey: 'facts.type', value: f.type },
      { labelKey: 'facts.model', value: [f.builderName, f.modelName].filter(Boolean).join(' ') || null },
      { labelKey: 'facts.year', value: f.buildYear === null ? null : String(f.buildYear) },
      { labelKey: 'facts.length', value: f.lengthM === null ? null : `${f.lengthM} m` },
      { labelKey: 'facts.capacity', value: f.capacity === null ? null : String(f.capacity) },
      { labelKey: 'facts.cabins', value: f.cabins === null ? null : `${f.cabins} / ${f.berths ?? 0}` },
      { labelKey: 'facts.pricePerDay', value: f.pricePerDay === null ? null : euros(f.pricePerDay) },
      { labelKey: 'facts.discount', value: f.discountPercentage > 0 || f.weeklyDiscount > 0 ? `${f.discountPercentage} % / ${f.weeklyDiscount} %` : null },
      { labelKey: 'facts.seasons', value: f.seasonalPrices.length > 0 ? String(f.seasonalPrices.length) : null },
      { labelKey: 'facts.halfDay', value: f.halfDayPrice === null ? null : euros(f.halfDayPrice) },
      { labelKey: 'facts.minimumDays', value: String(f.minimumDays) },
      { labelKey: 'facts.deposit', value: euros(f.deposit) },
      { labelKey: 'facts.sailingType', value: f.sailingType },
      { labelKey: 'facts.policy', value: f.cancellationPolicy },
      { labelKey: 'facts.instantBooking', value: f.instantBooking ? '✓' : '✗' },
    ];
    return {
      id: listing.id,
      title: textIn(f.titles, language) || `#${listing.id}`,
      status: listing.status,
      statusKey: `backoffice-boats:status.${listing.status}`,
      rejectionReason: review.rejectionReason,
      texts: languages.map((code) => ({ language: code, title: f.titles[code] ?? '', description: f.descriptions[code] ?? '' })),
      pictures: listing.pictures.map((p) => ({ id: p.id, url: p.url })),
      harbourName: listing.harbourName,
      facts: facts.filter((x): x is { labelKey: string; value: string } => x.value !== null),
      missingSteps: listing.missingSteps,
      progress: listing.progress,
      owner: {
        name: `${review.owner.firstName} ${review.owner.lastName}`.trim(),
        email: review.owner.email,
        isPro: review.ownerIsPro,
        flagged: review.owner.flagged,
        flagReason: review.owner.flagReason,
      },
      counts: { ...review.counts, reviewsAverage: review.counts.reviews > 0 ? review.reviewsAverage.toFixed(1) : '—' },
      createdAt: staffInstant(review.createdAt, language),
      publishedAt: review.publishedAt === null ? null : staffInstant(review.publishedAt, language),
      productHref: listing.status === 'published' ? listing.productUrl : null,
      editHref: routeHref({ screen: 'backOffice', page: 'boatEdit', id: String(listing.id) }, this.settings),
      audit: review.audit,
    };
  }

  /** The moves the listing's status allows (the domain's rule). */
  get actions(): ReviewAction[] {
    const current = this.review?.listing.status;
    if (!current) return [];
    return REVIEW_STATUSES.filter((s) => reviewRefusal(current, s) === undefined).map((s) => ({
      status: s,
      labelKey: `backoffice-boats:actions.${s === 'published' ? 'publish' : s === 'paused' ? 'pause' : 'reject'}`,
      needsReason: reasonRequired(s),
    }));
  }

  pageEntered(id: string | undefined): Promise<void> {
    this.boatId = idOfPage(id);
    return this.load();
  }

  async load(): Promise<void> {
    const id = this.boatId;
    if (id === undefined) {
      this.status = 'notFound';
      this.errorKey = 'backoffice-boats:errors.listingNotFound';
      return;
    }
    this.status = 'loading';
    this.errorKey = null;
    const loaded = await callSignedIn(this.authenticator, 'menu', () => this.gateway.boatReview(id));
    runInAction(() => {
      if (isLeft(loaded)) {
        this.status = staffLoadFailure(loaded.left);
        this.errorKey = loaded.left.kind === 'signInAborted' ? null : boatsErrorKey(loaded.left);
        return;
      }
      this.review = loaded.right;
      this.status = 'ready';
    });
  }

  /** Publish, pause or reject: opens the confirmation (with the reason field when one is needed). */
  actionChosen(status: ReviewStatus): void {
    if (this.changing) return;
    this.pending = status;
    this.reasonProblem = null;
    this.actionErrorKey = null;
    this.publishMissing = [];
    this.savedKey = null;
  }

  reasonChanged(text: string): void {
    this.reason = text;
    this.reasonProblem = null;
  }

  /** Closing the confirmation keeps the reason typed. */
  cancelled(): void {
    this.pending = null;
    this.reasonProblem = null;
  }

  async confirmed(): Promise<void> {
    const status = this.pending;
    const id = this.review?.listing.id;
    if (status === null || id === undefined || this.changing) return;
    const problem = reasonProblem(status, this.reason);
    if (problem) {
      this.reasonProblem = problem;
      return;
    }
    this.changing = true;
    this.actionErrorKey = null;
    const result = await callSignedIn(this.authenticator, 'menu', () => this.gateway.changeBoatStatus(id, { status, reason: this.reason }));
    runInAction(() => {
      this.changing = false;
      if (isLeft(result)) {
        const failure = result.left;
        this.reasonProblem = boatsFieldProblems(failure).reason ?? null;
        this.publishMissing = failure.kind === 'signInAborted' ? [] : missingStepsOf(failure).filter((s) => (LISTING_STEPS as readonly string[]).includes(s));
        this.actionErrorKey = this.reasonProblem ? null : boatsErrorKey(failure);
        return;
      }
      this.review = result.right;
      this.pending = null;
      this.reason = '';
      this.publishMissing = [];
      this.savedKey = `backoffice-boats:review.done.${status}`;
    });
  }
}
