import fc from 'fast-check';
import {
  CONFIRMATION_METHODS,
  DAMAGE_ZONES,
  DEPOSIT_METHODS,
  EQUIPMENT_STATES,
  PARTIES,
  type Damage,
  type EcontractData,
  type EcontractFacts,
  type EquipmentCheck,
} from '../../src/domain/econtract/econtract';
import type { Json } from '../../src/domain/econtract/canonical';
import type { EcontractEvent } from '../../src/domain/econtract/lifecycle';

/** A listing's equipment ids (spec section 3 uses small integers). */
export const arbEquipmentIds: fc.Arbitrary<number[]> = fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { maxLength: 12 });

export const arbEquipmentCheck = (ids: readonly number[]): fc.Arbitrary<EquipmentCheck> =>
  fc.record({ id: ids.length > 0 ? fc.constantFrom(...ids) : fc.integer({ min: 1, max: 80 }), state: fc.constantFrom(...EQUIPMENT_STATES) });

/** Text as people type it: letters, spaces at the ends and in between, accents, emoji. */
export const arbTypedText = (maxLength: number): fc.Arbitrary<string> =>
  fc.string({ maxLength, unit: fc.constantFrom('a', 'B', 'é', ' ', ' ', '-', '7', 'ß', '🙂', '\n') }).map((s) => s.slice(0, maxLength));

export const arbDamage: fc.Arbitrary<Damage> = fc.record({
  id: fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/),
  zone: fc.constantFrom(...DAMAGE_ZONES),
  note: arbTypedText(500),
  photoIds: fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 6 }),
});

/** Damages with distinct ids (as the phone makes them). */
export const arbDamages: fc.Arbitrary<Damage[]> = fc.uniqueArray(arbDamage, { maxLength: 5, selector: (d) => d.id });

/** A contract as a draft may hold it: any field may still be empty, every value within its bounds. */
export const arbEcontractData = (equipmentIds: readonly number[] = [3, 13, 29]): fc.Arbitrary<EcontractData> =>
  fc.record({
    fullName: arbTypedText(60),
    licenceNumber: arbTypedText(20),
    fuelPercent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    engineHours: fc.option(fc.integer({ min: 0, max: 999_999 }).map((tenths) => tenths / 10), { nil: null }),
    equipment: fc.array(arbEquipmentCheck(equipmentIds), { maxLength: 8 }),
    damages: arbDamages,
    depositMethod: fc.option(fc.constantFrom(...DEPOSIT_METHODS), { nil: null }),
    claimAmount: fc.constant(0),
  });

export const arbFacts = (direction: 'in' | 'out' = 'in'): fc.Arbitrary<EcontractFacts> =>
  fc.record({
    direction: fc.constant(direction),
    licenceRequired: fc.boolean(),
    equipmentIds: fc.constant([3, 13, 29]),
    deposit: fc.integer({ min: 0, max: 500_000 }),
    checkIn: direction === 'out' ? arbEcontractData().map((d): EcontractData | null => d) : fc.constant(null),
  });

/** Any JSON value (objects with shuffled keys, nested arrays, unicode strings, finite numbers). */
export const arbJson: fc.Arbitrary<Json> = fc.letrec<{ json: Json }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    fc.string({ unit: 'binary' }),
    fc.array(tie('json')),
    fc.dictionary(fc.string({ unit: 'binary' }).filter((k) => k !== '__proto__'), tie('json')),
  ),
})).json;

const arbHash = fc.constantFrom('a'.repeat(64), 'b'.repeat(64), 'c'.repeat(64));

export const arbEcontractEvent: fc.Arbitrary<EcontractEvent> = fc.oneof(
  fc.record({ type: fc.constant('saved' as const), contentHash: arbHash }),
  fc.record({
    type: fc.constant('confirmed' as const),
    party: fc.constantFrom(...PARTIES),
    method: fc.constantFrom(...CONFIRMATION_METHODS),
    at: fc.integer({ min: 0, max: 10_000 }).map((s) => new Date(Date.UTC(2026, 5, 1) + s * 1000).toISOString()),
    contentHash: arbHash,
    complete: fc.boolean(),
  }),
);
