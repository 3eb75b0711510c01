import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { activityCatalogue, boatCatalogue, type BoatFacts } from './checkout-catalogue';

const boatArb: fc.Arbitrary<BoatFacts> = fc.record({
  id: fc.integer({ min: 1, max: 100_000 }),
  type: fc.constantFrom('Sailboat', 'Motorboat', 'Catamaran', 'RIB', 'Jet Ski'),
  sailing_type: fc.constantFrom('With captain', 'With or without captain', 'Without captain'),
  deposit: fc.constantFrom(0, 50_000, 250_000),
  cabins: fc.integer({ min: 0, max: 5 }),
  length_m: fc.integer({ min: 3, max: 30 }),
});

describe('the demo checkout catalogue', () => {
  it('is the same for the same boat', () => {
    fc.assert(
      fc.property(boatArb, (boat) => {
        expect(boatCatalogue(boat)).toEqual(boatCatalogue({ ...boat }));
      }),
    );
  });

  it('gives every boat 1 to 4 optional extras and a skipper as its sailing type says', () => {
    fc.assert(
      fc.property(boatArb, (boat) => {
        const { extras, offers } = boatCatalogue(boat);
        const optional = extras.filter((e) => e.kind === 'optional');
        expect(optional.length).toBeGreaterThanOrEqual(1);
        expect(optional.length).toBeLessThanOrEqual(4);
        for (const e of optional) {
          expect(e.boat_id).toBe(boat.id);
          expect(e.price % 100).toBe(0);
          if (e.is_mandatory) expect(e.is_included).toBe(false);
        }
        const skippers = extras.filter((e) => e.kind === 'rentalType');
        expect(skippers.length).toBe(boat.sailing_type === 'Without captain' ? 0 : 1);
        const skipper = skippers[0];
        if (skipper) {
          expect(skipper.is_mandatory).toBe(boat.sailing_type === 'With captain');
          expect(skipper.licence_required).toBe(boat.sailing_type === 'With or without captain');
          expect(skipper.price_type).toBe(skipper.price_by_day ? 'perDay' : 'perBooking');
        }
        if (boat.deposit === 0) expect(offers.some((o) => o.name === 'damageWaiver')).toBe(false);
        expect(new Set(offers.map((o) => o.name)).size).toBe(offers.length);
      }),
    );
  });

  it('charges no fuel or skipper for an all-inclusive activity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom('waterSport', 'funBoat', 'partyBoat'), (id, experience) => {
        const { prices, extras, offers } = activityCatalogue({ id, experience });
        if (prices.is_all_inclusive) expect([prices.fuel_price, prices.skipper_price]).toEqual([0, 0]);
        if (prices.skipper_price === 0) expect(prices.is_skipper_paid_at_harbor).toBe(false);
        expect(extras.length).toBeLessThanOrEqual(2);
        for (const e of extras) expect(e).toMatchObject({ activity_id: id, boat_id: null, kind: 'optional' });
        expect(offers.every((o) => o.name === 'cabWeather' || o.name === 'assistanceInsurance')).toBe(true);
      }),
    );
  });
});
