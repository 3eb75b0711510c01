import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft } from 'fp-ts/lib/Either';
import type { ActivityBookingRequestBody, ActivityDetail, TimeOfDay } from '../../contract/checkout';
import { formatMoney, fromBase } from '../../domain/currency/money';
import { formatRoute, type Route } from '../../domain/routing/route';
import { isoDateFromEpochMs, parseSearchQuery } from '../../domain/search';
import { viewItemEvent } from '../../domain/consent/tracking-events';
import type { Analytics } from '../analytics/analytics';
import type { Authenticator } from '../auth/authenticator';
import type { Navigator } from '../routing/navigator';
import { enumKey } from '../search/labels';
import { filterContextAt, type SearchSettings } from '../search/search-context';
import { failureMessageKey, type ApiFailure } from '../shared/api-failure';
import type { Clock } from '../shared/clock';
import { TOKENS } from '../tokens';
import {
  MIN_PEOPLE,
  clampPeople,
  dateProblem,
  lastBookableDate,
  maxPeople,
  offeredTimes,
  peopleProblem,
  priceForPeople,
  timeOfDayProblem,
  type Message,
} from './activity-booking';
import type { ActivityGateway } from './activity-gateway';
import { activityIdOf } from './activity-route';
import { displayNames, numberFormat } from '../../domain/i18n/intl-formats';

export type ActivityStatus = 'loading' | 'ready' | 'notFound' | 'error';

/** Each booking field's problem, or null. */
export interface ActivityValidation {
  readonly date: Message | null;
  readonly timeOfDay: Message | null;
  readonly numberOfPeople: Message | null;
}
export type ActivityField = keyof ActivityValidation;

const NO_PROBLEM: ActivityValidation = { date: null, timeOfDay: null, numberOfPeople: null };

/** A booking answer to the message shown (the booking-request contract: 401, 400, 404, 409; network: try again). */
export const activityBookingErrorKey = (failure: ApiFailure): string => {
  if (failure.kind === 'network') return 'activity:errors.network';
  if (failure.kind === 'http') {
    if (failure.status === 409) return 'activity:errors.unavailable';
    if (failure.status === 400) return 'activity:errors.invalid';
    if (failure.status === 401) return 'activity:errors.signInRequired';
    if (failure.status === 404) return 'activity:errors.gone';
  }
  return failureMessageKey(failure);
};

/** What the page may take from its query (the search's filters): a date, a slot and a number of people. */
interface Prefill {
  readonly date?: string | undefined;
  readonly timeOfDay?: string | undefined;
  readonly numberOfPeople?: number | undefined;
}

/**
 * The activity page (one per visit): the activity by the id at the end of its path, and a booking box with a date
 * (today to a year ahead), one of the offered time slots and a number of people (1 to the capacity). Book asks for
 * authentication, then sends the booking request and goes to the payment session.
 */
@injectable()
export class ActivityPresenter {
  status: ActivityStatus = 'loading';
  activity: ActivityDetail | null = null;
  error: ApiFailure | null = null;
  /** As typed (the date input gives YYYY-MM-DD or an empty string). */
  date = '';
  timeOfDay: TimeOfDay | null = null;
  numberOfPeople = MIN_PEOPLE;
  isBooking = false;
  bookingErrorKey: string | null = null;
  /** The fields the user changed; after a Book press every problem is shown. */
  touched: ReadonlySet<ActivityField> = new Set();
  submitted = false;
  private id: number | undefined;
  private prefill: Prefill = {};
  private sequence = 0;

  constructor(
    @inject(TOKENS.ActivityGateway) private readonly gateway: ActivityGateway,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
    @inject(TOKENS.Analytics) private readonly analytics: Analytics,
  ) {
    makeObservable<ActivityPresenter, 'touch' | 'loaded'>(this, {
      status: observable,
      activity: observableRef,
      error: observableRef,
      date: observable,
      timeOfDay: observable,
      numberOfPeople: observable,
      isBooking: observable,
      bookingErrorKey: observable,
      touched: observableRef,
      submitted: observable,
      today: computed,
      lastDate: computed,
      timeOptions: computed,
      maxPeople: computed,
      peopleOptions: computed,
      validation: computed,
      visibleValidation: computed,
      bookingRequest: computed,
      pricePerPerson: computed,
      total: computed,
      duration: computed,
      rating: computed,
      skipperLanguages: computed,
      experienceKey: computed,
      activityTypeKey: computed,
      cancellationKey: computed,
      errorKey: computed,
      routeEntered: action,
      init: action,
      dateChanged: action,
      timeOfDaySelected: action,
      numberOfPeopleChanged: action,
      retryRequested: action,
      bookClicked: action,
      touch: action,
      loaded: action,
    });
  }

  // ---- view models -------------------------------------------------------------------------------------------

  /** The first bookable date (UTC calendar date). */
  get today(): string {
    return isoDateFromEpochMs(this.clock.now().getTime());
  }

  /** The last bookable date: a year ahead. */
  get lastDate(): string {
    return lastBookableDate(this.today);
  }

  /** The slots the activity offers, morning first. */
  get timeOptions(): readonly TimeOfDay[] {
    return offeredTimes(this.activity?.timesOfDay ?? []);
  }

  get maxPeople(): number {
    return maxPeople(this.activity?.capacity ?? MIN_PEOPLE);
  }

  /** 1 to the capacity, for the people field. */
  get peopleOptions(): readonly number[] {
    return Array.from({ length: this.maxPeople }, (_, i) => i + MIN_PEOPLE);
  }

  get validation(): ActivityValidation {
    if (this.activity === null) return NO_PROBLEM;
    return {
      date: dateProblem(this.date, this.today),
      timeOfDay: timeOfDayProblem(this.timeOfDay, this.timeOptions),
      numberOfPeople: peopleProblem(this.numberOfPeople, this.activity.capacity),
    };
  }

  /** The problems shown: those of changed fields, or all once Book was pressed. */
  get visibleValidation(): ActivityValidation {
    const { validation, submitted, touched } = this;
    const shown = (field: ActivityField) => (submitted || touched.has(field) ? validation[field] : null);
    return { date: shown('date'), timeOfDay: shown('timeOfDay'), numberOfPeople: shown('numberOfPeople') };
  }

  /** The request Book sends, once every field is valid. */
  get bookingRequest(): ActivityBookingRequestBody | null {
    const { validation, timeOfDay } = this;
    if (this.activity === null || timeOfDay === null || validation.date || validation.timeOfDay || validation.numberOfPeople) return null;
    return { date: this.date, timeOfDay, numberOfPeople: this.numberOfPeople };
  }

  /** The price per person in the tenant's currency. */
  get pricePerPerson(): string {
    return this.activity === null ? '' : this.money(this.activity.price);
  }

  /** Price × people in the tenant's currency; null while the number of people is not valid. */
  get total(): string | null {
    const activity = this.activity;
    if (activity === null || this.validation.numberOfPeople !== null) return null;
    return this.money(priceForPeople(activity.price, this.numberOfPeople));
  }

  /** The duration in hours, in the language ("2.5", "2,5"). */
  get duration(): string {
    return numberFormat(this.settings.language, { maximumFractionDigits: 1 }).format(this.activity?.durationHours ?? 0);
  }

  /** The average rating with one decimal, or null without reviews. */
  get rating(): string | null {
    const reviews = this.activity?.reviews;
    if (!reviews || reviews.number === 0 || !Number.isFinite(reviews.average)) return null;
    return numberFormat(this.settings.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(reviews.average);
  }

  /** The skipper's languages, named in the page's language. */
  get skipperLanguages(): readonly string[] {
    const codes = this.activity?.skipperLanguages ?? [];
    const names = displayNames(this.settings.language, { type: 'language' });
    // A code Intl cannot name (or a malformed one, which it refuses) shows as it is.
    return codes.map((code) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    });
  }

  /** search:experiences.{key} */
  get experienceKey(): string {
    return enumKey(this.activity?.experience ?? '');
  }

  /** search:activityTypes.{key} */
  get activityTypeKey(): string {
    return enumKey(this.activity?.activityType ?? '');
  }

  /** activity:cancellation.{key} */
  get cancellationKey(): string {
    return enumKey(this.activity?.cancellationPolicy ?? '');
  }

  get errorKey(): string | null {
    return this.error === null ? null : failureMessageKey(this.error);
  }

  // ---- actions -----------------------------------------------------------------------------------------------

  /** Entering the page: the id from the route; a date, slot and number of people from the search's query. */
  routeEntered(route: Route, search: string): void {
    const filters = parseSearchQuery(search, filterContextAt(this.clock));
    const times = filters.timesOfTheDay ?? [];
    this.prefill = { date: filters.startDate, numberOfPeople: filters.numberOfPeople, timeOfDay: times.length === 1 ? times[0] : undefined };
    if (this.prefill.date !== undefined) this.date = this.prefill.date;
    const id = activityIdOf(route);
    if (id === undefined) {
      this.status = 'notFound';
      return;
    }
    void this.init(id);
  }

  /** Loads the activity; a 404 (or 400) is not found, any other failure offers a retry. */
  async init(id: number): Promise<void> {
    this.id = id;
    const sequence = ++this.sequence;
    this.status = 'loading';
    const result = await this.gateway.activity(id);
    if (sequence !== this.sequence) return;
    if (isLeft(result)) {
      runInAction(() => {
        const failure = result.left;
        this.error = failure;
        this.status = failure.kind === 'http' && (failure.status === 404 || failure.status === 400) ? 'notFound' : 'error';
      });
      return;
    }
    this.loaded(result.right);
  }

  dateChanged(date: string): void {
    this.date = date;
    this.touch('date');
  }

  timeOfDaySelected(timeOfDay: TimeOfDay): void {
    this.timeOfDay = timeOfDay;
    this.touch('timeOfDay');
  }

  numberOfPeopleChanged(numberOfPeople: number): void {
    this.numberOfPeople = numberOfPeople;
    this.touch('numberOfPeople');
  }

  retryRequested(): void {
    if (this.id !== undefined && this.status === 'error') void this.init(this.id);
  }

  /**
   * Book: every field valid (else every problem is shown); then authentication (aborted: nothing); then the request;
   * success goes to the payment session. Pressed again while in progress (or after success): nothing.
   */
  async bookClicked(): Promise<void> {
    const activity = this.activity;
    if (activity === null || this.isBooking) return;
    this.submitted = true;
    this.bookingErrorKey = null;
    const request = this.bookingRequest;
    if (request === null) return;
    this.isBooking = true;
    const outcome = await this.authenticator.authenticate('book');
    if (outcome.kind === 'aborted') {
      runInAction(() => (this.isBooking = false));
      return;
    }
    const result = await this.gateway.requestBooking(activity.id, request);
    runInAction(() => {
      if (isLeft(result)) {
        this.isBooking = false;
        this.bookingErrorKey = activityBookingErrorKey(result.left);
        return;
      }
      // isBooking stays on: the page is being left for the payment session.
      const { language, defaultLanguage } = this.settings;
      this.navigator.navigate(formatRoute({ screen: 'paymentSession', hash: result.right.hash }, language, defaultLanguage));
    });
  }

  // ---- internals ---------------------------------------------------------------------------------------------

  private touch(field: ActivityField): void {
    this.bookingErrorKey = null;
    if (!this.touched.has(field)) this.touched = new Set([...this.touched, field]);
  }

  /** The activity is shown; the query's people and slot are kept where the activity allows them. */
  private loaded(activity: ActivityDetail): void {
    // view_item once per page visit (a retry after a failure is the first view).
    if (this.activity === null) {
      this.analytics.push(viewItemEvent({ id: activity.id, name: activity.title, category: 'activity', variant: activity.activityType, priceCents: activity.price }));
    }
    this.activity = activity;
    this.error = null;
    this.status = 'ready';
    const offered = offeredTimes(activity.timesOfDay);
    const wanted = offered.find((time) => time === this.prefill.timeOfDay);
    this.timeOfDay = wanted ?? (offered.length === 1 ? (offered[0] ?? null) : null);
    this.numberOfPeople = clampPeople(this.prefill.numberOfPeople ?? MIN_PEOPLE, activity.capacity);
  }

  private money(eurCents: number): string {
    const { currency, language } = this.settings;
    return formatMoney(fromBase(eurCents, currency), language, currency);
  }
}
