import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import { isLeft, isRight, type Either } from 'fp-ts/lib/Either';
import type { Listing, ListingChangesBody } from '../../contract/listings';
import type { PlaceSummary } from '../../contract/search';
import { LANGUAGE_CODES, isLanguageCode, type LanguageCode } from '../../domain/i18n/languages';
import {
  emptyListing,
  INSURANCE_NAMES,
  LISTING_LIMITS,
  LISTING_STEPS,
  progressOf,
  rentalTotalOf,
  textIn,
  STEP_FIELDS,
  WEEK_DAYS,
  writtenLanguages,
  type InsuranceName,
  type ListingStatus,
  type ListingStep,
} from '../../domain/listing/listing';
import type { Route } from '../../domain/routing/route';
import { addDays, isIsoDate, isoDateFromEpochMs } from '../../domain/search/iso-date';
import type { Authenticator } from '../auth/authenticator';
import { routeHref } from '../account/booking-card';
import { callSignedIn, errorCodeOf, loadFailureStatus, type LoadFailureStatus, type SignInAborted } from '../account/signed-in';
import type { Navigator } from '../routing/navigator';
import { PlaceAutocomplete } from '../search/place-autocomplete';
import type { Scheduler } from '../search/scheduler';
import type { SearchGateway } from '../search/search-gateway';
import type { SearchSettings } from '../search/search-context';
import { SEARCH_TOKENS } from '../search/search-tokens';
import { failureMessageKey, type ApiFailure } from '../shared/api-failure';
import type { Clock } from '../shared/clock';
import { TOKENS } from '../tokens';
import {
  parseEuros,
  parseForm,
  parseWhole,
  problemField,
  problemsByField,
  sameValue,
  stepChanges,
  stepProblems,
  toForm,
  type ExtraForm,
  type ItineraryDayForm,
  type ItineraryForm,
  type ListingForm,
  type SeasonForm,
  type SkipperForm,
  type SleepingAreaForm,
} from './listing-editor-presenter-form';
import { LISTINGS_TOKENS, type ListingsGateway } from './listings-port';
import { missingStepsOf } from './owner-listings-presenter';
import { formatEuros } from './owner-listings-presenter-format';

export type ListingEditorStatus = 'loading' | 'ready' | LoadFailureStatus;
export type EditorTab = 'listing' | 'calendar';

/** A step in the step list: done, still missing something to publish, or the one being edited. */
export interface StepView {
  readonly step: ListingStep;
  readonly done: boolean;
  readonly missing: boolean;
  readonly current: boolean;
  /** A new listing is created at the type step; the others open once it exists. */
  readonly enabled: boolean;
  readonly href: string;
}

/** Rows the owner adds and removes. */
export type RowField = 'sleepingAreas' | 'seasonalPrices' | 'extras' | 'itineraries';
type RowOf<F extends RowField> = ListingForm[F][number];

const NEW_ROWS: { readonly [F in RowField]: () => RowOf<F> } = {
  sleepingAreas: (): SleepingAreaForm => ({ kind: 'double', cabins: '1', berths: '2' }),
  seasonalPrices: (): SeasonForm => ({ startDate: '', endDate: '', pricePerDay: '' }),
  extras: (): ExtraForm => ({ name: '', description: '', priceType: 'perBooking', price: '', isMandatory: false, isPayInHarbour: false }),
  itineraries: (): ItineraryForm => ({ title: {}, days: [{ harbour: '', description: '' }] }),
};

const ROW_LIMITS: Readonly<Record<RowField, number>> = {
  sleepingAreas: LISTING_LIMITS.sleepingAreasMax,
  seasonalPrices: LISTING_LIMITS.seasonalPricesMax,
  extras: LISTING_LIMITS.extrasMax,
  itineraries: LISTING_LIMITS.itinerariesMax,
};

const isStep = (value: string | null): value is ListingStep => value !== null && (LISTING_STEPS as readonly string[]).includes(value);

/**
 * account/listing/edit/{identifier}: the stepwise listing editor. `new` creates a draft once the owner picks a type
 * (then the URL names the new id, without a reload). Each step edits a working copy of its fields, checked with the
 * domain's rules before saving; a save sends only the fields that changed; a refusal or a failure never touches what
 * was typed. The step is in the URL (`?step=`), the calendar tab too (`?tab=calendar`).
 */
@injectable()
export class ListingEditorPresenter {
  identifier = '';
  status: ListingEditorStatus = 'loading';
  errorKey: string | null = null;
  listing: Listing | null = null;
  form: ListingForm = toForm(emptyListing(), 'en');
  step: ListingStep = 'type';
  tab: EditorTab = 'listing';
  saving = false;
  /** Field path → listings:validation.* key (the domain's, or the server's 400 details). */
  fieldErrors: Readonly<Record<string, string>> = {};
  /** Shown above the form's buttons: the form has problems, or the save failed (then `canRetry`). */
  saveErrorKey: string | null = null;
  canRetry = false;
  savedNotice = false;
  /** The step the owner asked for while the current one has unsaved changes (the guard asks what to do). */
  pendingStep: ListingStep | null = null;
  changingStatus = false;
  statusErrorKey: string | null = null;
  /** The steps the server said are missing when publishing was refused (422). */
  publishMissing: readonly ListingStep[] = [];
  descriptionLanguage: LanguageCode = 'en';
  /** The harbour's name as chosen or as saved. */
  harbourName: string | null = null;
  /** The harbours of a city or region chosen in the place field. */
  harbourChoices: readonly PlaceSummary[] = [];
  harbourArea: string | null = null;
  harbourStatus: 'idle' | 'loading' | 'error' = 'idle';
  readonly place: PlaceAutocomplete;
  private lastIntent: ListingStep | 'next' | null = null;
  /** The step named in the URL, opened once the listing is loaded. */
  private requestedStep: ListingStep | null = null;
  /** Staff edit a listing with this same editor in the back office (`boat/edit/{id}`, issue [7]): its URLs stay there. */
  private inBackOffice = false;

  constructor(
    @inject(LISTINGS_TOKENS.ListingsGateway) private readonly gateway: ListingsGateway,
    @inject(TOKENS.SearchGateway) private readonly places: Pick<SearchGateway, 'autocomplete' | 'placeDetails'>,
    @inject(SEARCH_TOKENS.Scheduler) scheduler: Scheduler,
    @inject(TOKENS.Settings) private readonly settings: SearchSettings,
    @inject(TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Authenticator) private readonly authenticator: Authenticator,
  ) {
    this.place = new PlaceAutocomplete(places, scheduler, () => settings.language);
    this.form = toForm(emptyListing(), settings.language);
    this.descriptionLanguage = settings.language;
    makeObservable<ListingEditorPresenter, 'save' | 'goTo'>(this, {
      identifier: observable,
      status: observable,
      errorKey: observable,
      listing: observableRef,
      form: observableRef,
      step: observable,
      tab: observable,
      saving: observable,
      fieldErrors: observableRef,
      saveErrorKey: observable,
      canRetry: observable,
      savedNotice: observable,
      pendingStep: observable,
      changingStatus: observable,
      statusErrorKey: observable,
      publishMissing: observableRef,
      descriptionLanguage: observable,
      harbourName: observable,
      harbourChoices: observableRef,
      harbourArea: observable,
      harbourStatus: observable,
      isNew: computed,
      missingSteps: computed,
      progress: computed,
      steps: computed,
      hasChanges: computed,
      canPublish: computed,
      statusAction: computed,
      writtenLanguages: computed,
      languages: computed,
      priceExamples: computed,
      stepIndex: computed,
      listingTitle: computed,
      routeEntered: action,
      load: action,
      changed: action,
      textChanged: action,
      languageChosen: action,
      rowAdded: action,
      rowRemoved: action,
      rowChanged: action,
      itineraryTitleChanged: action,
      itineraryDayAdded: action,
      itineraryDayRemoved: action,
      itineraryDayChanged: action,
      equipmentToggled: action,
      insuranceToggled: action,
      skipperChanged: action,
      placeInput: action,
      placeSelected: action,
      placeSubmitted: action,
      harbourChosen: action,
      saveClicked: action,
      retryClicked: action,
      stepClicked: action,
      backClicked: action,
      leaveSaved: action,
      leaveDiscarded: action,
      leaveCancelled: action,
      tabChosen: action,
      statusChanged: action,
      picturesChanged: action,
      save: action,
      goTo: action,
    });
  }

  // ---- what the view shows -----------------------------------------------------------------------------------------

  get isNew(): boolean {
    return this.listing === null;
  }

  get missingSteps(): readonly ListingStep[] {
    return this.listing?.missingSteps ?? LISTING_STEPS;
  }

  /** 0..100, for the progress bar. */
  get progress(): number {
    return this.listing?.progress ?? 0;
  }

  /** The listing's title in the site's language (falling back like the site does), '' before one is written. */
  get listingTitle(): string {
    return this.listing ? textIn(this.listing.fields.titles, this.settings.language) : '';
  }

  get stepIndex(): number {
    return LISTING_STEPS.indexOf(this.step);
  }

  get steps(): StepView[] {
    const missing = this.missingSteps;
    return LISTING_STEPS.map((step) => ({
      step,
      done: !this.isNew && !missing.includes(step),
      missing: !this.isNew && missing.includes(step),
      current: step === this.step,
      enabled: !this.isNew || step === 'type',
      href: this.editorHref(step),
    }));
  }

  /** Whether the current step's working copy differs from what is saved (the guard asks before leaving it). */
  get hasChanges(): boolean {
    if (!this.listing) return this.form.type !== null;
    const saved = toForm(this.listing.fields, this.settings.language);
    return formFieldsOf(this.step).some((field) => !sameValue(this.form[field], saved[field]));
  }

  /** Publishing needs a complete, saved listing. */
  get canPublish(): boolean {
    return this.listing !== null && this.listing.missingSteps.length === 0 && !this.hasChanges && !this.changingStatus;
  }

  get statusAction(): 'publish' | 'pause' | 'unpause' | null {
    const status = this.listing?.status;
    if (!status) return null;
    // A rejected listing, edited, is published again by its owner (issue [7]).
    return status === 'published' ? 'pause' : status === 'paused' || status === 'rejected' ? 'unpause' : 'publish';
  }

  /** The languages with a title or a description (the others fall back to them on the site). */
  get writtenLanguages(): readonly LanguageCode[] {
    return writtenLanguages(parseForm(this.form).fields);
  }

  /** The description step's language picker: every language, the written ones marked. */
  get languages(): ReadonlyArray<{ readonly code: LanguageCode; readonly written: boolean; readonly current: boolean }> {
    const written = this.writtenLanguages;
    return LANGUAGE_CODES.map((code) => ({ code, written: written.includes(code), current: code === this.descriptionLanguage }));
  }

  /** What a tenant would pay from today for 1 day and for 7 days with the prices typed (null until a price is). */
  get priceExamples(): { readonly oneDay: string; readonly week: string; readonly weeklyDiscountApplies: boolean } | null {
    const price = parseEuros(this.form.pricePerDay);
    if (!price.ok || price.value === null || price.value < LISTING_LIMITS.pricePerDayMin || price.value > LISTING_LIMITS.pricePerDayMax) return null;
    const percent = (text: string, max: number) => {
      const parsed = parseWhole(text);
      return parsed.ok && parsed.value !== null && parsed.value <= max ? parsed.value : 0;
    };
    const seasonalPrices = this.form.seasonalPrices.flatMap((s) => {
      const p = parseEuros(s.pricePerDay);
      return isIsoDate(s.startDate) && isIsoDate(s.endDate) && s.startDate <= s.endDate && p.ok && p.value !== null ? [{ startDate: s.startDate, endDate: s.endDate, pricePerDay: p.value }] : [];
    });
    const prices = {
      pricePerDay: price.value,
      discountPercentage: percent(this.form.discountPercentage, LISTING_LIMITS.discountMax),
      weeklyDiscount: percent(this.form.weeklyDiscount, LISTING_LIMITS.weeklyDiscountMax),
      seasonalPrices,
    };
    const today = isoDateFromEpochMs(this.clock.now().getTime());
    const language = this.settings.language;
    return {
      oneDay: formatEuros(rentalTotalOf(prices, today, today), language),
      week: formatEuros(rentalTotalOf(prices, today, addDays(today, WEEK_DAYS - 1)), language),
      weeklyDiscountApplies: prices.weeklyDiscount > 0,
    };
  }

  /** A field's error key (listings:validation.*), if any. */
  errorOf(field: string): string | undefined {
    return this.fieldErrors[field];
  }

  editorHref(step?: ListingStep, tab: EditorTab = 'listing'): string {
    const path = this.inBackOffice
      ? routeHref({ screen: 'backOffice', page: 'boatEdit', id: this.identifier }, this.settings)
      : routeHref({ screen: 'listingEdit', identifier: this.identifier || 'new' }, this.settings);
    const params = new URLSearchParams();
    if (tab === 'calendar') params.set('tab', 'calendar');
    else if (step) params.set('step', step);
    const search = params.toString();
    return search ? `${path}?${search}` : path;
  }

  get listingsHref(): string {
    return routeHref({ screen: 'account', section: 'listings' }, this.settings);
  }

  // ---- loading -----------------------------------------------------------------------------------------------------

  routeEntered(route: Route, search = ''): Promise<void> {
    this.inBackOffice = route.screen === 'backOffice' && route.page === 'boatEdit';
    this.identifier = route.screen === 'listingEdit' ? route.identifier : this.inBackOffice && route.screen === 'backOffice' ? (route.id ?? '') : '';
    const query = new URLSearchParams(search);
    const step = query.get('step');
    this.tab = query.get('tab') === 'calendar' ? 'calendar' : 'listing';
    this.requestedStep = isStep(step) ? step : null;
    if (this.identifier === 'new' && !this.inBackOffice) {
      this.listing = null;
      this.form = toForm(emptyListing(), this.settings.language);
      this.step = 'type';
      this.tab = 'listing';
      // Creating still needs a signed-in owner: a visitor goes through the funnel first.
      return this.ensureSignedIn();
    }
    if (!/^\d{1,9}$/.test(this.identifier)) {
      this.status = 'notFound';
      this.errorKey = 'common:errors.notFound';
      return Promise.resolve();
    }
    return this.load();
  }

  private async ensureSignedIn(): Promise<void> {
    if (this.authenticator.isSignedIn) {
      runInAction(() => (this.status = 'ready'));
      return;
    }
    const outcome = await this.authenticator.authenticate('menu');
    runInAction(() => (this.status = outcome.kind === 'success' || outcome.kind === 'alreadySignedIn' ? 'ready' : 'signInRequired'));
  }

  async load(): Promise<void> {
    if (this.identifier === 'new') return this.ensureSignedIn();
    this.status = 'loading';
    this.errorKey = null;
    const id = Number(this.identifier);
    const loaded = await callSignedIn(this.authenticator, 'menu', () => this.gateway.listing(id));
    runInAction(() => {
      if (isLeft(loaded)) {
        this.status = loadFailureStatus(loaded.left);
        this.errorKey = loaded.left.kind === 'signInAborted' ? null : failureMessageKey(loaded.left);
        return;
      }
      this.applySaved(loaded.right);
      this.step = this.requestedStep ?? loaded.right.missingSteps[0] ?? 'type';
      const written = this.writtenLanguages;
      this.descriptionLanguage = written.includes(this.settings.language) || written.length === 0 ? this.settings.language : written[0]!;
      this.status = 'ready';
    });
  }

  private applySaved(listing: Listing): void {
    this.listing = listing;
    this.form = toForm(listing.fields, this.settings.language);
    this.harbourName = listing.harbourName;
    this.place.textSet(listing.harbourName ?? '');
    this.harbourChoices = [];
    this.harbourArea = null;
  }

  // ---- typing ------------------------------------------------------------------------------------------------------

  changed<K extends keyof ListingForm>(field: K, value: ListingForm[K]): void {
    this.form = { ...this.form, [field]: value };
    this.touched(field);
  }

  /** The title or description in the language being written. */
  textChanged(field: 'titles' | 'descriptions', text: string): void {
    this.changed(field, { ...this.form[field], [this.descriptionLanguage]: text });
    this.touched(`${field}.${this.descriptionLanguage}`);
  }

  languageChosen(language: string): void {
    if (isLanguageCode(language)) this.descriptionLanguage = language;
  }

  rowAdded(field: RowField): void {
    const rows = this.form[field] as readonly unknown[];
    if (rows.length >= ROW_LIMITS[field]) return;
    this.changed(field, [...rows, NEW_ROWS[field]()] as never);
  }

  rowRemoved(field: RowField, index: number): void {
    this.changed(field, (this.form[field] as readonly unknown[]).filter((_, i) => i !== index) as never);
    // Errors of the rows below moved up a row: drop them all rather than show them on the wrong row.
    this.clearErrors((path) => path.startsWith(`${field}.`));
  }

  rowChanged<F extends Exclude<RowField, 'itineraries'>>(field: F, index: number, patch: Partial<RowOf<F>>): void {
    const rows = this.form[field] as readonly RowOf<F>[];
    this.changed(field, rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) as never);
    this.clearErrors((path) => path === field || path.startsWith(`${field}.${index}.`) || (field === 'seasonalPrices' && path === 'seasonalPrices'));
  }

  itineraryTitleChanged(index: number, text: string): void {
    this.updateItinerary(index, (it) => ({ ...it, title: { ...it.title, [this.descriptionLanguage]: text } }));
    this.clearErrors((path) => path === `itineraries.${index}.title`);
  }

  itineraryDayAdded(index: number): void {
    this.updateItinerary(index, (it) => (it.days.length >= LISTING_LIMITS.itineraryDaysMax ? it : { ...it, days: [...it.days, { harbour: '', description: '' }] }));
  }

  itineraryDayRemoved(index: number, day: number): void {
    this.updateItinerary(index, (it) => ({ ...it, days: it.days.filter((_, j) => j !== day) }));
    this.clearErrors((path) => path.startsWith(`itineraries.${index}.days`));
  }

  itineraryDayChanged(index: number, day: number, patch: Partial<ItineraryDayForm>): void {
    this.updateItinerary(index, (it) => ({ ...it, days: it.days.map((d, j) => (j === day ? { ...d, ...patch } : d)) }));
    this.clearErrors((path) => path.startsWith(`itineraries.${index}.days.${day}.`));
  }

  private updateItinerary(index: number, update: (it: ItineraryForm) => ItineraryForm): void {
    this.form = { ...this.form, itineraries: this.form.itineraries.map((it, i) => (i === index ? update(it) : it)) };
    this.savedNotice = false;
  }

  equipmentToggled(id: number, on: boolean): void {
    const without = this.form.equipments.filter((e) => e !== id);
    this.changed('equipments', on ? [...without, id] : without);
  }

  insuranceToggled(name: InsuranceName, on: boolean): void {
    // Both multirisk and assistance may be offered: the tenant takes one of them at checkout.
    const without = this.form.insurances.filter((n) => n !== name);
    this.changed('insurances', on ? INSURANCE_NAMES.filter((n) => n === name || without.includes(n)) : without);
  }

  skipperChanged(patch: Partial<SkipperForm>): void {
    this.changed('skipper', { ...this.form.skipper, ...patch });
    this.touched('skipper.price');
  }

  // ---- the harbour -------------------------------------------------------------------------------------------------

  placeInput(text: string): void {
    this.place.inputChanged(text);
  }

  /** A harbour is the listing's place; a city or region lists its harbours to choose from. */
  async placeSelected(place: PlaceSummary): Promise<void> {
    this.place.textSet(place.name);
    if (place.kind === 'harbour') {
      this.harbourChosen(place);
      return;
    }
    this.harbourArea = place.name;
    this.harbourChoices = [];
    this.harbourStatus = 'loading';
    const details = await this.places.placeDetails(place.slug, this.settings.language);
    runInAction(() => {
      if (this.harbourArea !== place.name) return;
      if (isRight(details)) {
        this.harbourChoices = details.right.harbors;
        this.harbourStatus = 'idle';
      } else {
        this.harbourStatus = 'error';
      }
    });
  }

  /** Enter without a highlighted suggestion: the first one, if any. */
  placeSubmitted(): void {
    const first = this.place.activeSuggestion ?? this.place.suggestions[0];
    if (first) void this.placeSelected(first);
  }

  harbourChosen(harbour: PlaceSummary): void {
    this.changed('placeId', harbour.id);
    this.harbourName = harbour.name;
    this.place.textSet(harbour.name);
    this.harbourChoices = [];
    this.harbourArea = null;
    this.harbourStatus = 'idle';
  }

  // ---- saving ------------------------------------------------------------------------------------------------------

  /** "Save" (stay) or "Save and continue" (the next step). */
  saveClicked(thenContinue = false): Promise<void> {
    return this.save(thenContinue ? 'next' : null);
  }

  /** After a failure: the same save again (what was typed is still there). */
  retryClicked(): Promise<void> {
    return this.save(this.lastIntent);
  }

  private async save(then: ListingStep | 'next' | null): Promise<void> {
    if (this.saving) return;
    this.lastIntent = then;
    this.saveErrorKey = null;
    this.canRetry = false;
    this.savedNotice = false;
    this.statusErrorKey = null;
    const step = this.step;
    const currentYear = this.clock.now().getUTCFullYear();
    const problems = stepProblems(step, this.form, currentYear);
    if (problems.length > 0) {
      this.fieldErrors = problemsByField(problems);
      this.saveErrorKey = 'listings:editor.fixErrors';
      this.pendingStep = null;
      return;
    }
    this.fieldErrors = {};
    const target = then === 'next' ? (LISTING_STEPS[this.stepIndex + 1] ?? null) : then;
    if (!this.listing) return this.create(target ?? 'specs');

    const { fields } = parseForm(this.form);
    const changes = stepChanges(step, fields, this.listing.fields);
    if (Object.keys(changes).length === 0) {
      // Nothing differs from what is saved: the form shows the saved values again (e.g. "150.0" → "150").
      this.discardStep();
      this.pendingStep = null;
      if (target) this.goTo(target);
      else this.savedNotice = true;
      return;
    }
    const id = this.listing.id;
    await this.send(
      () => this.gateway.update(id, changes as ListingChangesBody),
      (saved) => {
        this.applySaved(saved);
        this.publishMissing = [];
        this.pendingStep = null;
        if (target) this.goTo(target);
        else this.savedNotice = true;
      },
    );
  }

  private async create(target: ListingStep): Promise<void> {
    const type = this.form.type;
    if (type === null) return;
    await this.send(
      () => this.gateway.create({ type }),
      (created) => {
        this.applySaved(created);
        this.identifier = String(created.id);
        this.step = target;
        this.pendingStep = null;
        // The editor's URL now names the new listing (replace: "back" must not create another one).
        this.navigator.navigate(this.editorHref(target), { replace: true });
      },
    );
  }

  /** Sends a save (signing in on a 401): `saved` applies the listing as saved; a failure goes to `saveFailed`. */
  private async send(call: () => Promise<Either<ApiFailure, Listing>>, saved: (listing: Listing) => void): Promise<void> {
    this.saving = true;
    const result = await callSignedIn(this.authenticator, 'menu', call);
    runInAction(() => {
      this.saving = false;
      if (isLeft(result)) {
        this.saveFailed(result.left);
        return;
      }
      saved(result.right);
    });
  }

  /** A refused or failed save keeps the working copy exactly as typed. */
  private saveFailed(failure: ApiFailure | SignInAborted): void {
    this.pendingStep = null;
    if (failure.kind === 'signInAborted') {
      this.saveErrorKey = 'account:signInRequired';
      this.canRetry = true;
      return;
    }
    const details = failure.kind === 'http' && failure.status === 400 ? detailsOf(failure.body) : [];
    if (details.length > 0) {
      this.fieldErrors = problemsByField(details);
      const onThisStep = details.some((d) => (STEP_FIELDS[this.step] as readonly string[]).includes(problemField(d).split('.')[0]!));
      this.saveErrorKey = onThisStep ? 'listings:editor.fixErrors' : 'listings:editor.refused';
      return;
    }
    this.saveErrorKey = errorCodeOf(failure) === 'too_many_drafts' ? 'listings:editor.tooManyDrafts' : failureMessageKey(failure);
    // The server or the network failed, not the owner: the same save can be tried again.
    this.canRetry = failure.kind === 'network' || failure.kind === 'decode' || (failure.kind === 'http' && (failure.status >= 500 || failure.status === 429 || failure.status === 401));
  }

  // ---- moving between steps ----------------------------------------------------------------------------------------

  /** A step of the list: with unsaved changes, the guard asks first. */
  stepClicked(step: ListingStep): void {
    if (step === this.step || this.saving) return;
    if (this.isNew && step !== 'type') return;
    if (this.hasChanges) {
      this.pendingStep = step;
      return;
    }
    this.goTo(step);
  }

  backClicked(): void {
    const previous = LISTING_STEPS[this.stepIndex - 1];
    if (previous) this.stepClicked(previous);
  }

  /** The guard's "Save": saves this step, then goes on to the step asked for. */
  leaveSaved(): Promise<void> {
    const target = this.pendingStep;
    if (!target) return Promise.resolve();
    return this.save(target);
  }

  /** The guard's "Discard": the step's saved values come back, then the step asked for opens. */
  leaveDiscarded(): void {
    const target = this.pendingStep;
    if (!target) return;
    this.discardStep();
    this.pendingStep = null;
    this.goTo(target);
  }

  leaveCancelled(): void {
    this.pendingStep = null;
  }

  private discardStep(): void {
    if (!this.listing) return;
    const saved = toForm(this.listing.fields, this.settings.language);
    const restored: Record<string, unknown> = { ...this.form };
    for (const field of formFieldsOf(this.step)) restored[field] = saved[field];
    this.form = restored as unknown as ListingForm;
    if (this.step === 'harbour') {
      this.harbourName = this.listing.harbourName;
      this.place.textSet(this.listing.harbourName ?? '');
      this.harbourChoices = [];
      this.harbourArea = null;
    }
    this.fieldErrors = {};
    this.saveErrorKey = null;
    this.canRetry = false;
  }

  private goTo(step: ListingStep): void {
    // The pictures component saves on its own: leaving its step reads the progress and missing steps again.
    if (this.step === 'pictures' && step !== 'pictures') void this.picturesChanged();
    this.step = step;
    this.tab = 'listing';
    this.fieldErrors = {};
    this.saveErrorKey = null;
    this.canRetry = false;
    this.savedNotice = false;
    this.navigator.navigate(this.editorHref(step), { replace: true });
  }

  /** "Listing" / "Calendar" (a saved listing only); the listing's working copy stays as it is. */
  tabChosen(tab: EditorTab): void {
    if (tab === this.tab || (tab === 'calendar' && this.isNew)) return;
    this.tab = tab;
    this.navigator.navigate(this.editorHref(this.step, tab), { replace: true });
  }

  // ---- status ------------------------------------------------------------------------------------------------------

  /**
   * Publish (a complete, saved listing), pause or unpause. A refusal for missing steps lists them (links to the
   * steps) and updates the progress.
   */
  async statusChanged(status: Extract<ListingStatus, 'published' | 'paused'>): Promise<void> {
    const listing = this.listing;
    if (!listing || this.changingStatus) return;
    this.statusErrorKey = null;
    if (status === 'published' && this.hasChanges) {
      this.statusErrorKey = 'listings:publish.saveFirst';
      return;
    }
    this.changingStatus = true;
    const result = await callSignedIn(this.authenticator, 'menu', () => this.gateway.changeStatus(listing.id, { status }));
    runInAction(() => {
      this.changingStatus = false;
      if (isLeft(result)) {
        const failure = result.left;
        if (failure.kind === 'signInAborted') {
          this.statusErrorKey = 'account:signInRequired';
          return;
        }
        const missing = errorCodeOf(failure) === 'listing_incomplete' ? missingStepsOf(failure) : [];
        if (missing.length > 0 && this.listing) {
          this.publishMissing = missing;
          this.listing = { ...this.listing, missingSteps: missing, progress: progressOf(missing) };
          this.statusErrorKey = 'listings:publish.incomplete';
          return;
        }
        this.statusErrorKey = failureMessageKey(failure);
        return;
      }
      // Only the status and what follows from it change: the working copy stays.
      this.listing = result.right;
      this.publishMissing = [];
    });
  }

  /** The pictures step changed the pictures: the progress and missing steps are read again (the form is kept). */
  async picturesChanged(): Promise<void> {
    const listing = this.listing;
    if (!listing) return;
    const result = await this.gateway.listing(listing.id);
    runInAction(() => {
      if (isRight(result) && this.listing?.id === result.right.id) {
        this.listing = { ...this.listing, pictures: result.right.pictures, missingSteps: result.right.missingSteps, progress: result.right.progress, status: result.right.status };
      }
    });
  }

  dispose(): void {
    this.place.dispose();
  }

  // ---- helpers -----------------------------------------------------------------------------------------------------

  private touched(field: string): void {
    this.savedNotice = false;
    this.clearErrors((path) => path === field || path.startsWith(`${field}.`));
  }

  private clearErrors(matches: (path: string) => boolean): void {
    const kept = Object.entries(this.fieldErrors).filter(([path]) => !matches(path));
    if (kept.length !== Object.keys(this.fieldErrors).length) this.fieldErrors = Object.fromEntries(kept);
  }
}

/** The form fields a step edits (the domain's step fields). */
const formFieldsOf = (step: ListingStep): ReadonlyArray<keyof ListingForm> => STEP_FIELDS[step];

/** The `field: validation.key` details of a 400 body. */
const detailsOf = (body: unknown): string[] => {
  const details = typeof body === 'object' && body !== null ? (body as { details?: unknown }).details : undefined;
  return Array.isArray(details) ? details.filter((d): d is string => typeof d === 'string' && d.includes(':')) : [];
};
