import 'reflect-metadata';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecordingNavigator } from '../../../tests/fakes/account';
import { FakeAuthenticator, FakeClock, FakeScheduler, fakeSettings } from '../../../tests/fakes/search';
import { FakeListingsGateway, FakePlacesGateway, LISTING_ID, completeFields, listing, saveFailure, typedText } from '../../../tests/fakes/listings';
import { LISTING_LIMITS, LISTING_STEPS, type ListingFields } from '../../domain/listing/listing';
import { ListingEditorPresenter } from './listing-editor-presenter';
import { eurosText, parseEuros, parseForm, sameValue, stepChanges, toForm, type ListingForm } from './listing-editor-presenter-form';

type TextField = 'builderName' | 'modelName' | 'lengthM' | 'enginePower' | 'buildYear' | 'cabins' | 'berths' | 'capacity' | 'pricePerDay' | 'discountPercentage' | 'weeklyDiscount' | 'halfDayPrice' | 'minimumDays' | 'deposit';
const TEXT_FIELDS: readonly TextField[] = ['builderName', 'modelName', 'lengthM', 'enginePower', 'buildYear', 'cabins', 'berths', 'capacity', 'pricePerDay', 'discountPercentage', 'weeklyDiscount', 'halfDayPrice', 'minimumDays', 'deposit'];

/** What an owner may do to the working copy before saving. */
const edit = fc.oneof(
  fc.record({ kind: fc.constant('text' as const), field: fc.constantFrom(...TEXT_FIELDS), text: typedText }),
  fc.record({ kind: fc.constant('language' as const), language: fc.constantFrom('en', 'fr', 'de'), title: typedText, description: typedText }),
  fc.record({ kind: fc.constant('season' as const), start: fc.constantFrom('2025-07-01', '2025-08-01', 'x'), end: fc.constantFrom('2025-07-31', '2025-06-01', ''), price: typedText }),
  fc.record({ kind: fc.constant('area' as const), cabins: typedText, berths: typedText }),
  fc.record({ kind: fc.constant('toggle' as const), equipment: fc.constantFrom(3, 13, 29, 74), on: fc.boolean() }),
);
type Edit = typeof edit extends fc.Arbitrary<infer E> ? E : never;

const apply = (presenter: ListingEditorPresenter, e: Edit) => {
  switch (e.kind) {
    case 'text':
      return presenter.changed(e.field, e.text);
    case 'language':
      presenter.languageChosen(e.language);
      presenter.textChanged('titles', e.title);
      return presenter.textChanged('descriptions', e.description);
    case 'season':
      presenter.rowAdded('seasonalPrices');
      return presenter.rowChanged('seasonalPrices', presenter.form.seasonalPrices.length - 1, { startDate: e.start, endDate: e.end, pricePerDay: e.price });
    case 'area':
      presenter.rowAdded('sleepingAreas');
      return presenter.rowChanged('sleepingAreas', presenter.form.sleepingAreas.length - 1, { cabins: e.cabins, berths: e.berths });
    case 'toggle':
      return presenter.equipmentToggled(e.equipment, e.on);
  }
};

const editorAt = async (step: string) => {
  const gateway = new FakeListingsGateway([listing(completeFields())]);
  const presenter = new ListingEditorPresenter(gateway, new FakePlacesGateway(), new FakeScheduler(), fakeSettings(), new RecordingNavigator(), new FakeClock(), new FakeAuthenticator());
  await presenter.routeEntered({ screen: 'listingEdit', identifier: String(LISTING_ID) }, `?step=${step}`);
  return { presenter, gateway };
};

describe('ListingEditorPresenter properties', () => {
  it('a failed save never loses or changes the working copy (whatever was typed, whatever the failure)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LISTING_STEPS.filter((s) => s !== 'pictures')), fc.array(edit, { minLength: 1, maxLength: 6 }), saveFailure, fc.boolean(), async (step, edits, failure, thenContinue) => {
        const { presenter, gateway } = await editorAt(step);
        edits.forEach((e) => apply(presenter, e));
        const typed = presenter.form;
        const snapshot = JSON.parse(JSON.stringify(typed)) as ListingForm;
        const saved = presenter.listing;
        gateway.failNext('update', failure);
        await presenter.saveClicked(thenContinue);
        const sent = gateway.callsOf('update').length > 0;
        const refused = Object.keys(presenter.fieldErrors).length > 0;
        // Nothing to send and nothing wrong is a save that succeeded without a call (the form shows the saved values).
        fc.pre(sent || refused);
        expect(presenter.form).toBe(typed);
        expect(presenter.form).toEqual(snapshot);
        expect(presenter.step).toBe(step);
        expect(presenter.listing).toBe(saved);
        expect(presenter.saving).toBe(false);
        // Whatever stopped the save is said: a field's problem, or the failure (with a way to try again when it was not the owner's).
        expect(presenter.saveErrorKey).not.toBeNull();
        if (sent && (failure.kind !== 'http' || failure.status >= 500)) expect(presenter.canRetry).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('a save sends only fields of the current step, and only those that changed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LISTING_STEPS), fc.array(edit, { maxLength: 6 }), async (step, edits) => {
        const { presenter, gateway } = await editorAt(step);
        edits.forEach((e) => apply(presenter, e));
        await presenter.saveClicked();
        for (const call of gateway.callsOf('update')) {
          const sent = call.args[1] as Partial<ListingFields>;
          expect(Object.keys(sent).length).toBeGreaterThan(0);
          const before = completeFields();
          for (const [field, value] of Object.entries(sent)) expect(sameValue(value, before[field as keyof ListingFields])).toBe(false);
        }
      }),
      { numRuns: 100 },
    );
  });
});

const fieldsArb: fc.Arbitrary<ListingFields> = fc
  .record({
    lengthCents: fc.integer({ min: LISTING_LIMITS.lengthMin * 100, max: LISTING_LIMITS.lengthMax * 100 }),
    enginePower: fc.option(fc.integer({ min: 0, max: LISTING_LIMITS.enginePowerMax }), { nil: null }),
    pricePerDay: fc.option(fc.integer({ min: LISTING_LIMITS.pricePerDayMin, max: LISTING_LIMITS.pricePerDayMax }), { nil: null }),
    halfDayPrice: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
    deposit: fc.integer({ min: 0, max: LISTING_LIMITS.depositMax }),
    discount: fc.integer({ min: 0, max: 90 }),
    equipments: fc.uniqueArray(fc.constantFrom(3, 13, 19, 29, 74)),
    seasonPrice: fc.integer({ min: LISTING_LIMITS.pricePerDayMin, max: LISTING_LIMITS.pricePerDayMax }),
    extraPrice: fc.integer({ min: 0, max: LISTING_LIMITS.extraPriceMax }),
    skipper: fc.boolean(),
  })
  .map((r) =>
    completeFields({
      lengthM: r.lengthCents / 100,
      enginePower: r.enginePower,
      pricePerDay: r.pricePerDay,
      halfDayPrice: r.halfDayPrice,
      deposit: r.deposit,
      discountPercentage: r.discount,
      equipments: [...r.equipments].sort((a, b) => a - b),
      seasonalPrices: [{ startDate: '2025-07-01', endDate: '2025-08-31', pricePerDay: r.seasonPrice }],
      extras: [{ name: 'Paddle', description: '', priceType: 'perDay', price: r.extraPrice, isMandatory: false, isPayInHarbour: true }],
      sailingType: r.skipper ? 'With captain' : 'Without captain',
      skipper: r.skipper ? { price: r.extraPrice, priceByDay: false, isPayInHarbour: false } : null,
    }),
  );

describe('the working copy ⇄ fields', () => {
  it('reading back what the form shows gives the saved fields (no change to send), in every language', () => {
    fc.assert(
      fc.property(fieldsArb, fc.constantFrom('en', 'fr', 'de', 'pl', 'ru', 'en-US'), (fields, language) => {
        const { fields: back, problems } = parseForm(toForm(fields, language));
        expect(problems).toEqual([]);
        expect(sameValue(back, fields)).toBe(true);
        for (const step of LISTING_STEPS) expect(stepChanges(step, back, fields)).toEqual({});
      }),
    );
  });

  it('euros typed as shown are the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom('en', 'fr', 'de', 'sv'), (cents, language) => {
        expect(parseEuros(eurosText(cents, language))).toEqual({ ok: true, value: cents });
      }),
    );
  });
});
