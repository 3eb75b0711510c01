import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { RecordingNavigator, networkFailure } from '../../../tests/fakes/account';
import { FakeAuthenticator, FakeClock, FakeScheduler, fakeSettings, httpFailure, settle } from '../../../tests/fakes/search';
import { FakeListingsGateway, FakePlacesGateway, HARBOUR_ID, LISTING_ID, city, completeFields, harbour, listing, listingInvalid } from '../../../tests/fakes/listings';
import type { AuthenticationOutcome } from '../../domain/auth/user-permissions';
import { emptyListing, type ListingFields } from '../../domain/listing/listing';
import { ListingEditorPresenter } from './listing-editor-presenter';

const build = (options: { fields?: ListingFields; gateway?: FakeListingsGateway; auth?: AuthenticationOutcome; language?: 'en' | 'fr' } = {}) => {
  const gateway = options.gateway ?? new FakeListingsGateway([listing(options.fields ?? completeFields())]);
  const places = new FakePlacesGateway();
  const scheduler = new FakeScheduler();
  const navigator = new RecordingNavigator();
  const authenticator = new FakeAuthenticator(options.auth ?? { kind: 'alreadySignedIn' });
  const presenter = new ListingEditorPresenter(gateway, places, scheduler, fakeSettings({ language: options.language ?? 'en' }), navigator, new FakeClock(), authenticator);
  return { presenter, gateway, places, scheduler, navigator, authenticator };
};

const open = async (options: Parameters<typeof build>[0] = {}, search = '') => {
  const built = build(options);
  await built.presenter.routeEntered({ screen: 'listingEdit', identifier: String(LISTING_ID) }, search);
  return built;
};

describe('ListingEditorPresenter: loading', () => {
  it('loads the listing into a working copy, opens the step named in the URL', async () => {
    const { presenter, gateway } = await open({}, '?step=prices');
    expect(gateway.calls).toEqual([{ method: 'listing', args: [LISTING_ID] }]);
    expect(presenter.status).toBe('ready');
    expect(presenter.step).toBe('prices');
    expect(presenter.form).toEqual(
      expect.objectContaining({ builderName: 'Bavaria', lengthM: '14.27', capacity: '10', pricePerDay: '250', deposit: '1500', halfDayPrice: '', placeId: HARBOUR_ID }),
    );
    expect(presenter.harbourName).toBe('Vieux-Port');
    expect(presenter.place.input).toBe('Vieux-Port');
    expect(presenter.hasChanges).toBe(false);
    expect(presenter.progress).toBe(100);
    expect(presenter.canPublish).toBe(true);
    expect(presenter.statusAction).toBe('publish');
  });

  it('without a step in the URL, opens the first step still missing something; the step list shows done and missing', async () => {
    const { presenter } = await open({ fields: completeFields({ placeId: null, pricePerDay: null }) });
    expect(presenter.step).toBe('harbour');
    expect(presenter.progress).toBe(78);
    const byStep = Object.fromEntries(presenter.steps.map((s) => [s.step, s]));
    expect(byStep['type']).toEqual(expect.objectContaining({ done: true, missing: false, current: false, enabled: true, href: '/account/listing/edit/808?step=type' }));
    expect(byStep['harbour']).toEqual(expect.objectContaining({ done: false, missing: true, current: true }));
    expect(byStep['prices']?.missing).toBe(true);
    expect(presenter.canPublish).toBe(false);
  });

  it('decimals and amounts are written the owner’s way', async () => {
    const { presenter } = await open({ language: 'fr', fields: completeFields({ pricePerDay: 25_050 }) });
    expect(presenter.form.lengthM).toBe('14,27');
    expect(presenter.form.pricePerDay).toBe('250,50');
  });

  it('opens the calendar tab from the URL', async () => {
    const { presenter } = await open({}, '?tab=calendar');
    expect(presenter.tab).toBe('calendar');
  });

  it('another owner’s listing (404), an id that is not a number: not found; a visitor who aborts sign-in: signInRequired', async () => {
    const other = build();
    await other.presenter.routeEntered({ screen: 'listingEdit', identifier: '999' });
    expect(other.presenter.status).toBe('notFound');

    const garbage = build();
    await garbage.presenter.routeEntered({ screen: 'listingEdit', identifier: 'abc' });
    expect(garbage.presenter.status).toBe('notFound');
    expect(garbage.gateway.calls).toEqual([]);

    const visitor = build({ auth: { kind: 'aborted' } });
    visitor.gateway.failNext('listing', httpFailure(401));
    await visitor.presenter.routeEntered({ screen: 'listingEdit', identifier: String(LISTING_ID) });
    expect(visitor.authenticator.triggers).toEqual(['menu']);
    expect(visitor.presenter.status).toBe('signInRequired');
  });

  it('a failure to load can be retried', async () => {
    const { presenter, gateway } = build();
    gateway.failNext('listing', networkFailure());
    await presenter.routeEntered({ screen: 'listingEdit', identifier: String(LISTING_ID) });
    expect(presenter.status).toBe('error');
    expect(presenter.errorKey).toBe('common:errors.network');
    await presenter.load();
    expect(presenter.status).toBe('ready');
  });
});

describe('ListingEditorPresenter: a new listing', () => {
  it('is created once the owner picks a type; the URL then names it (replaced, no reload) at the next step', async () => {
    const { presenter, gateway, navigator } = build();
    await presenter.routeEntered({ screen: 'listingEdit', identifier: 'new' }, '?step=prices');
    expect(presenter.status).toBe('ready');
    expect(presenter.isNew).toBe(true);
    expect(presenter.step).toBe('type');
    expect(presenter.steps.filter((s) => s.enabled).map((s) => s.step)).toEqual(['type']);
    presenter.stepClicked('prices');
    expect(presenter.step).toBe('type');

    await presenter.saveClicked(true);
    expect(presenter.fieldErrors).toEqual({ type: 'listings:validation.required' });
    expect(gateway.calls).toEqual([]);

    presenter.changed('type', 'Catamaran');
    expect(presenter.fieldErrors).toEqual({});
    expect(presenter.hasChanges).toBe(true);
    await presenter.saveClicked(true);
    expect(gateway.callsOf('create')).toEqual([{ method: 'create', args: [{ type: 'Catamaran' }] }]);
    expect(presenter.isNew).toBe(false);
    expect(presenter.identifier).toBe('900');
    expect(presenter.step).toBe('specs');
    expect(navigator.navigations).toEqual([{ to: '/account/listing/edit/900?step=specs', replace: true }]);
    expect(presenter.form.type).toBe('Catamaran');
    expect(presenter.hasChanges).toBe(false);
  });

  it('a failed creation keeps the chosen type and can be retried', async () => {
    const { presenter, gateway } = build();
    await presenter.routeEntered({ screen: 'listingEdit', identifier: 'new' });
    presenter.changed('type', 'RIB');
    gateway.failNext('create', httpFailure(503));
    await presenter.saveClicked(true);
    expect(presenter.saveErrorKey).toBe('common:errors.server');
    expect(presenter.canRetry).toBe(true);
    expect(presenter.form.type).toBe('RIB');
    await presenter.retryClicked();
    expect(presenter.identifier).toBe('900');
    expect(presenter.step).toBe('specs');
  });

  it('an owner with too many drafts is told to finish one first', async () => {
    const { presenter, gateway } = build();
    await presenter.routeEntered({ screen: 'listingEdit', identifier: 'new' });
    presenter.changed('type', 'RIB');
    gateway.failNext('create', httpFailure(409, '/account/listings', { error: 'too_many_drafts' }));
    await presenter.saveClicked(true);
    expect(presenter.saveErrorKey).toBe('listings:editor.tooManyDrafts');
    expect(presenter.canRetry).toBe(false);
    expect(presenter.isNew).toBe(true);
  });

  it('a visitor is asked to sign in before writing a listing', async () => {
    const visitor = new FakeAuthenticator({ kind: 'aborted' });
    const { presenter } = build();
    Object.defineProperty(presenter, 'authenticator', { value: visitor });
    await presenter.routeEntered({ screen: 'listingEdit', identifier: 'new' });
    expect(visitor.triggers).toEqual(['menu']);
    expect(presenter.status).toBe('signInRequired');
  });
});

describe('ListingEditorPresenter: saving a step', () => {
  it('sends only the fields that changed, then shows the saved values', async () => {
    const { presenter, gateway } = await open({}, '?step=specs');
    presenter.changed('builderName', 'Jeanneau');
    presenter.changed('lengthM', '12,5');
    expect(presenter.hasChanges).toBe(true);
    await presenter.saveClicked();
    expect(gateway.callsOf('update')).toEqual([{ method: 'update', args: [LISTING_ID, { builderName: 'Jeanneau', lengthM: 12.5 }] }]);
    expect(presenter.savedNotice).toBe(true);
    expect(presenter.step).toBe('specs');
    expect(presenter.form.builderName).toBe('Jeanneau');
    expect(presenter.form.lengthM).toBe('12.5');
    expect(presenter.hasChanges).toBe(false);
  });

  it('"Save and continue" goes to the next step (in the URL); nothing changed sends nothing', async () => {
    const { presenter, gateway, navigator } = await open({}, '?step=equipment');
    presenter.equipmentToggled(3, true);
    await presenter.saveClicked(true);
    expect(gateway.callsOf('update')[0]?.args).toEqual([LISTING_ID, { equipments: [3, 13, 29] }]);
    expect(presenter.step).toBe('description');
    expect(navigator.navigations.at(-1)).toEqual({ to: '/account/listing/edit/808?step=description', replace: true });

    await presenter.saveClicked(true);
    expect(gateway.callsOf('update')).toHaveLength(1);
    expect(presenter.step).toBe('harbour');
  });

  it('an amount typed differently but equal is not a change ("250.00" is 250 €)', async () => {
    const { presenter, gateway } = await open({}, '?step=prices');
    presenter.changed('pricePerDay', '250.00');
    expect(presenter.hasChanges).toBe(true);
    await presenter.saveClicked();
    expect(gateway.callsOf('update')).toEqual([]);
    expect(presenter.form.pricePerDay).toBe('250');
    expect(presenter.savedNotice).toBe(true);
  });

  it('prices are sent in cents; "no half day" is null', async () => {
    const { presenter, gateway } = await open({ fields: completeFields({ halfDayPrice: 15_000 }) }, '?step=prices');
    presenter.changed('pricePerDay', '299,90');
    presenter.changed('halfDayPrice', '');
    presenter.rowAdded('seasonalPrices');
    presenter.rowChanged('seasonalPrices', 0, { startDate: '2025-07-01', endDate: '2025-08-31', pricePerDay: '350' });
    await presenter.saveClicked();
    expect(gateway.callsOf('update')[0]?.args[1]).toEqual({
      pricePerDay: 29_990,
      halfDayPrice: null,
      seasonalPrices: [{ startDate: '2025-07-01', endDate: '2025-08-31', pricePerDay: 35_000 }],
    });
  });

  it('checks the step with the domain’s rules before saving: nothing is sent, each field says what is wrong', async () => {
    const { presenter, gateway } = await open({}, '?step=specs');
    presenter.changed('lengthM', 'twelve');
    presenter.changed('capacity', '0');
    presenter.rowChanged('sleepingAreas', 0, { cabins: '9' });
    await presenter.saveClicked(true);
    expect(gateway.callsOf('update')).toEqual([]);
    expect(presenter.step).toBe('specs');
    expect(presenter.saveErrorKey).toBe('listings:editor.fixErrors');
    expect(presenter.fieldErrors).toEqual({
      lengthM: 'listings:validation.invalid',
      capacity: 'listings:validation.outOfRange',
      sleepingAreas: 'listings:validation.moreCabinsThanBoat',
    });
    // Typing in a field clears its error only.
    presenter.changed('lengthM', '12');
    expect(Object.keys(presenter.fieldErrors)).toEqual(['capacity', 'sleepingAreas']);
  });

  it('maps the server’s 400 details to the fields (a place that is not a harbour)', async () => {
    const { presenter, gateway } = await open({}, '?step=harbour');
    presenter.harbourChosen(harbour({ id: 77, name: 'Somewhere' }));
    await presenter.saveClicked();
    expect(gateway.callsOf('update')[0]?.args).toEqual([LISTING_ID, { placeId: 77 }]);
    expect(presenter.fieldErrors).toEqual({ placeId: 'listings:validation.notHarbour' });
    expect(presenter.saveErrorKey).toBe('listings:editor.fixErrors');
    expect(presenter.form.placeId).toBe(77);
    expect(presenter.harbourName).toBe('Somewhere');
    expect(presenter.canRetry).toBe(false);
  });

  it('a server error or a lost connection keeps what was typed; retry sends the same change', async () => {
    const { presenter, gateway } = await open({}, '?step=conditions');
    presenter.changed('instantBooking', true);
    presenter.changed('cancellationPolicy', 'Strict');
    const before = presenter.form;
    gateway.failNext('update', networkFailure()).failNext('update', httpFailure(500));
    await presenter.saveClicked(true);
    expect(presenter.form).toBe(before);
    expect(presenter.saveErrorKey).toBe('common:errors.network');
    expect(presenter.canRetry).toBe(true);
    expect(presenter.step).toBe('conditions');
    await presenter.retryClicked();
    expect(presenter.saveErrorKey).toBe('common:errors.server');
    expect(presenter.form).toBe(before);
    await presenter.retryClicked();
    expect(gateway.callsOf('update').map((c) => c.args[1])).toEqual([
      { cancellationPolicy: 'Strict', instantBooking: true },
      { cancellationPolicy: 'Strict', instantBooking: true },
      { cancellationPolicy: 'Strict', instantBooking: true },
    ]);
    expect(presenter.saveErrorKey).toBeNull();
    // The retry keeps the "and continue".
    expect(presenter.step).toBe('conditions');
  });

  it('saves once at a time', async () => {
    const { presenter, gateway } = await open({}, '?step=specs');
    presenter.changed('modelName', 'Cruiser 51');
    const release = gateway.hold('update');
    const saving = presenter.saveClicked();
    expect(presenter.saving).toBe(true);
    await presenter.saveClicked();
    release();
    await saving;
    expect(gateway.callsOf('update')).toHaveLength(1);
    expect(presenter.saving).toBe(false);
  });
});

describe('ListingEditorPresenter: leaving a step', () => {
  it('without changes, a step of the list opens at once (Back too)', async () => {
    const { presenter, navigator } = await open({}, '?step=prices');
    presenter.stepClicked('type');
    expect(presenter.step).toBe('type');
    presenter.stepClicked('options');
    presenter.backClicked();
    expect(presenter.step).toBe('prices');
    expect(navigator.navigations.map((n) => n.to)).toEqual([
      '/account/listing/edit/808?step=type',
      '/account/listing/edit/808?step=options',
      '/account/listing/edit/808?step=prices',
    ]);
  });

  it('with changes, asks first: stay, discard (the saved values come back) or save then go', async () => {
    const { presenter, gateway } = await open({}, '?step=specs');
    presenter.changed('builderName', 'Beneteau');
    presenter.stepClicked('prices');
    expect(presenter.pendingStep).toBe('prices');
    expect(presenter.step).toBe('specs');

    presenter.leaveCancelled();
    expect(presenter.pendingStep).toBeNull();
    expect(presenter.form.builderName).toBe('Beneteau');

    presenter.backClicked();
    expect(presenter.pendingStep).toBe('type');
    presenter.leaveDiscarded();
    expect(presenter.step).toBe('type');
    expect(presenter.form.builderName).toBe('Bavaria');
    expect(gateway.callsOf('update')).toEqual([]);

    presenter.stepClicked('specs');
    presenter.changed('builderName', 'Beneteau');
    presenter.stepClicked('equipment');
    await presenter.leaveSaved();
    expect(gateway.callsOf('update')[0]?.args).toEqual([LISTING_ID, { builderName: 'Beneteau' }]);
    expect(presenter.step).toBe('equipment');
    expect(presenter.pendingStep).toBeNull();
  });

  it('a save refused from the guard stays on the step with the errors', async () => {
    const { presenter } = await open({}, '?step=specs');
    presenter.changed('capacity', 'many');
    presenter.stepClicked('prices');
    await presenter.leaveSaved();
    expect(presenter.step).toBe('specs');
    expect(presenter.pendingStep).toBeNull();
    expect(presenter.fieldErrors).toEqual({ capacity: 'listings:validation.invalid' });
  });

  it('the calendar tab keeps the working copy', async () => {
    const { presenter, navigator } = await open({}, '?step=specs');
    presenter.changed('modelName', 'Oceanis');
    presenter.tabChosen('calendar');
    expect(navigator.navigations.at(-1)).toEqual({ to: '/account/listing/edit/808?tab=calendar', replace: true });
    presenter.tabChosen('listing');
    expect(presenter.form.modelName).toBe('Oceanis');
    expect(navigator.navigations.at(-1)?.to).toBe('/account/listing/edit/808?step=specs');
  });
});

describe('ListingEditorPresenter: the fields of each step', () => {
  it('writes the title and description in the chosen language; the written languages are shown', async () => {
    const { presenter, gateway } = await open({}, '?step=description');
    expect(presenter.descriptionLanguage).toBe('en');
    expect(presenter.writtenLanguages).toEqual(['en']);
    presenter.languageChosen('fr');
    presenter.textChanged('titles', 'Un voilier spacieux à Marseille');
    expect(presenter.writtenLanguages).toEqual(['en', 'fr']);
    expect(presenter.languages.find((l) => l.code === 'fr')).toEqual({ code: 'fr', written: true, current: true });
    await presenter.saveClicked();
    // A title without a description in that language is not enough.
    expect(presenter.fieldErrors).toEqual({ 'descriptions.fr': 'listings:validation.required' });
    presenter.textChanged('descriptions', 'Quatre cabines, un grand cockpit et tout le nécessaire pour une semaine.');
    await presenter.saveClicked();
    expect(gateway.callsOf('update')[0]?.args[1]).toEqual({
      titles: { en: 'A roomy sailboat in Marseille', fr: 'Un voilier spacieux à Marseille' },
      descriptions: { en: completeFields().descriptions['en'], fr: 'Quatre cabines, un grand cockpit et tout le nécessaire pour une semaine.' },
    });
    presenter.languageChosen('xx');
    expect(presenter.descriptionLanguage).toBe('fr');
  });

  it('opens the description in a written language when the site’s is not written', async () => {
    const { presenter } = await open({ language: 'fr' });
    expect(presenter.descriptionLanguage).toBe('en');
  });

  it('emptying a language removes it; itineraries have a title and numbered days', async () => {
    const { presenter, gateway } = await open({}, '?step=description');
    presenter.rowAdded('itineraries');
    presenter.itineraryTitleChanged(0, 'Calanques week');
    presenter.itineraryDayChanged(0, 0, { harbour: 'Cassis', description: 'Lunch at anchor' });
    presenter.itineraryDayAdded(0);
    presenter.itineraryDayChanged(0, 1, { harbour: 'La Ciotat' });
    await presenter.saveClicked();
    expect(gateway.callsOf('update')[0]?.args[1]).toEqual({
      itineraries: [
        {
          title: { en: 'Calanques week' },
          days: [
            { day: 1, harbour: 'Cassis', description: 'Lunch at anchor' },
            { day: 2, harbour: 'La Ciotat', description: '' },
          ],
        },
      ],
    });
    presenter.itineraryDayAdded(0);
    await presenter.saveClicked();
    expect(presenter.fieldErrors).toEqual({ 'itineraries.0.days.2.harbour': 'listings:validation.required' });
    presenter.itineraryDayRemoved(0, 2);
    expect(presenter.fieldErrors).toEqual({});
  });

  it('the harbour: a harbour is chosen at once; a city lists its harbours', async () => {
    const { presenter, places, scheduler } = await open({ fields: completeFields({ placeId: null }) }, '?step=harbour');
    presenter.placeInput('Mars');
    scheduler.advance(300);
    await settle();
    expect(places.calls).toEqual(['autocomplete Mars']);
    expect(presenter.place.suggestions.map((p) => p.name)).toEqual(['Marseille', 'Vieux-Port']);
    await presenter.placeSelected(city());
    expect(places.calls.at(-1)).toBe('placeDetails marseille');
    expect(presenter.harbourArea).toBe('Marseille');
    expect(presenter.harbourChoices.map((h) => h.name)).toEqual(['Vieux-Port', 'Pointe-Rouge']);
    expect(presenter.form.placeId).toBeNull();
    presenter.harbourChosen(presenter.harbourChoices[1]!);
    expect(presenter.form.placeId).toBe(12);
    expect(presenter.harbourName).toBe('Pointe-Rouge');
    expect(presenter.harbourChoices).toEqual([]);

    await presenter.placeSelected(harbour());
    expect(presenter.form.placeId).toBe(HARBOUR_ID);
    expect(presenter.place.input).toBe('Vieux-Port');
  });

  it('a city whose harbours cannot be read says so', async () => {
    const { presenter, places } = await open({}, '?step=harbour');
    places.failDetails = true;
    await presenter.placeSelected(city());
    expect(presenter.harbourStatus).toBe('error');
  });

  it('discarding the harbour step brings back the saved harbour', async () => {
    const { presenter } = await open({}, '?step=harbour');
    presenter.harbourChosen(harbour({ id: 12, name: 'Pointe-Rouge' }));
    presenter.stepClicked('prices');
    presenter.leaveDiscarded();
    expect(presenter.form.placeId).toBe(HARBOUR_ID);
    expect(presenter.harbourName).toBe('Vieux-Port');
  });

  it('shows what a tenant pays from today for a day and for a week (weekly discount, seasons)', async () => {
    const { presenter } = await open({}, '?step=prices');
    expect(presenter.priceExamples).toEqual({ oneDay: '€250', week: '€1,750', weeklyDiscountApplies: false });
    presenter.changed('weeklyDiscount', '10');
    expect(presenter.priceExamples).toEqual({ oneDay: '€250', week: '€1,575', weeklyDiscountApplies: true });
    // The clock says 2025-06-15: a season from the 18th prices 4 of the 7 days.
    presenter.rowAdded('seasonalPrices');
    presenter.rowChanged('seasonalPrices', 0, { startDate: '2025-06-18', endDate: '2025-06-30', pricePerDay: '300' });
    expect(presenter.priceExamples?.week).toBe('€1,755');
    presenter.changed('pricePerDay', 'abc');
    expect(presenter.priceExamples).toBeNull();
  });

  it('the skipper is sent when the boat is offered with a captain, not without', async () => {
    const { presenter, gateway } = await open({}, '?step=options');
    expect(presenter.form.skipper).toEqual({ price: '200', priceByDay: true, isPayInHarbour: true });
    presenter.skipperChanged({ price: '' });
    await presenter.saveClicked();
    expect(presenter.fieldErrors).toEqual({ skipper: 'listings:validation.required' });
    presenter.changed('sailingType', 'Without captain');
    await presenter.saveClicked();
    expect(gateway.callsOf('update')[0]?.args[1]).toEqual({ sailingType: 'Without captain', skipper: null });
  });

  it('extras rows: added, changed, removed; an empty price is required', async () => {
    const { presenter, gateway } = await open({}, '?step=options');
    presenter.rowAdded('extras');
    presenter.rowChanged('extras', 0, { name: 'Paddle board' });
    await presenter.saveClicked();
    expect(presenter.fieldErrors).toEqual({ 'extras.0.price': 'listings:validation.required' });
    presenter.rowChanged('extras', 0, { price: '30', priceType: 'perDay', isPayInHarbour: true });
    await presenter.saveClicked();
    expect(gateway.callsOf('update')[0]?.args[1]).toEqual({
      extras: [{ name: 'Paddle board', description: '', priceType: 'perDay', price: 3_000, isMandatory: false, isPayInHarbour: true }],
    });
    presenter.rowRemoved('extras', 0);
    expect(presenter.form.extras).toEqual([]);
  });

  it('offers insurances in the catalogue order, multirisk and assistance both allowed', async () => {
    const { presenter } = await open({}, '?step=options');
    presenter.insuranceToggled('assistanceInsurance', true);
    presenter.insuranceToggled('cabWeather', true);
    expect(presenter.form.insurances).toEqual(['cabWeather', 'assistanceInsurance']);
    presenter.insuranceToggled('multiriskInsurance', true);
    expect(presenter.form.insurances).toEqual(['cabWeather', 'assistanceInsurance', 'multiriskInsurance']);
    presenter.insuranceToggled('cabWeather', false);
    expect(presenter.form.insurances).toEqual(['assistanceInsurance', 'multiriskInsurance']);
  });

  it('rows stop at the domain’s limits', async () => {
    const { presenter } = await open({ fields: emptyListing({ type: 'RIB' }) }, '?step=options');
    for (let i = 0; i < 40; i++) presenter.rowAdded('extras');
    expect(presenter.form.extras).toHaveLength(30);
  });
});

describe('ListingEditorPresenter: publishing', () => {
  it('publishes a complete listing; then pauses and unpauses it, the working copy untouched', async () => {
    const { presenter, gateway } = await open({}, '?step=conditions');
    presenter.changed('instantBooking', true);
    expect(presenter.canPublish).toBe(false);
    await presenter.statusChanged('published');
    expect(presenter.statusErrorKey).toBe('listings:publish.saveFirst');
    expect(gateway.callsOf('changeStatus')).toEqual([]);
    await presenter.saveClicked();
    expect(presenter.canPublish).toBe(true);
    await presenter.statusChanged('published');
    expect(presenter.listing?.status).toBe('published');
    expect(presenter.statusAction).toBe('pause');
    presenter.changed('cancellationPolicy', 'Strict');
    await presenter.statusChanged('paused');
    expect(presenter.listing?.status).toBe('paused');
    expect(presenter.statusAction).toBe('unpause');
    expect(presenter.form.cancellationPolicy).toBe('Strict');
  });

  it('a 422 lists the missing steps and updates the progress', async () => {
    const gateway = new FakeListingsGateway([listing(completeFields(), { missingSteps: [], progress: 100 })]);
    const { presenter } = await open({ gateway });
    gateway.server.listings.set(LISTING_ID, listing(completeFields(), { pictures: [] }));
    await presenter.statusChanged('published');
    expect(presenter.statusErrorKey).toBe('listings:publish.incomplete');
    expect(presenter.publishMissing).toEqual(['pictures']);
    expect(presenter.missingSteps).toEqual(['pictures']);
    expect(presenter.progress).toBe(89);
    expect(presenter.listing?.status).toBe('draft');
  });

  it('a failed status change says so and changes nothing', async () => {
    const { presenter, gateway } = await open();
    gateway.failNext('changeStatus', httpFailure(500));
    await presenter.statusChanged('published');
    expect(presenter.statusErrorKey).toBe('common:errors.server');
    expect(presenter.listing?.status).toBe('draft');
  });

  it('new pictures update the missing steps and progress, not the working copy', async () => {
    const gateway = new FakeListingsGateway([listing(completeFields(), { pictures: [] })]);
    const { presenter } = await open({ gateway }, '?step=pictures');
    expect(presenter.missingSteps).toEqual(['pictures']);
    presenter.changed('builderName', 'typed meanwhile');
    gateway.server.listings.set(LISTING_ID, listing(completeFields()));
    await presenter.picturesChanged();
    expect(presenter.missingSteps).toEqual([]);
    expect(presenter.progress).toBe(100);
    expect(presenter.form.builderName).toBe('typed meanwhile');
  });

  it('leaving the pictures step reads the progress again (the pictures component saves on its own)', async () => {
    const gateway = new FakeListingsGateway([listing(completeFields(), { pictures: [] })]);
    const { presenter } = await open({ gateway }, '?step=pictures');
    gateway.server.listings.set(LISTING_ID, listing(completeFields()));
    await presenter.saveClicked(true);
    await settle();
    expect(gateway.callsOf('listing')).toHaveLength(2);
    expect(presenter.step).toBe('prices');
    expect(presenter.canPublish).toBe(true);
  });

  it('a 400 on fields of another step says the listing was refused', async () => {
    const { presenter, gateway } = await open({}, '?step=specs');
    presenter.changed('modelName', 'Oceanis');
    gateway.failNext('update', listingInvalid(['pricePerDay: validation.required']));
    await presenter.saveClicked();
    expect(presenter.saveErrorKey).toBe('listings:editor.refused');
    expect(presenter.fieldErrors).toEqual({ pricePerDay: 'listings:validation.required' });
  });
});

describe('ListingEditorPresenter: in the back office (issue [7])', () => {
  it('staff edit a listing at boat/edit/{id}: the steps’ URLs stay in the back office, and `new` is not a listing there', async () => {
    const built = build();
    await built.presenter.routeEntered({ screen: 'backOffice', page: 'boatEdit', id: String(LISTING_ID) }, '?step=prices');
    expect(built.presenter.status).toBe('ready');
    expect(built.presenter.step).toBe('prices');
    built.presenter.stepClicked('options');
    expect(built.navigator.navigations.at(-1)).toEqual({ to: `/boat/edit/${LISTING_ID}?step=options`, replace: true });
    expect(built.presenter.editorHref('specs')).toBe(`/boat/edit/${LISTING_ID}?step=specs`);

    const other = build();
    await other.presenter.routeEntered({ screen: 'backOffice', page: 'boatEdit', id: 'new' });
    expect(other.presenter.status).toBe('notFound');
    expect(other.gateway.callsOf('create')).toEqual([]);
  });

  it('a rejected listing is published again by its owner', async () => {
    const gateway = new FakeListingsGateway([listing(completeFields(), { status: 'rejected', rejectionReason: 'Pictures of another boat' })]);
    const { presenter } = await open({ gateway });
    expect(presenter.statusAction).toBe('unpause');
    await presenter.statusChanged('published');
    expect(presenter.listing).toMatchObject({ status: 'published', rejectionReason: null });
  });
});
