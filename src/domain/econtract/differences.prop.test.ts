import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbEcontractData } from '../../../tests/arbitraries/econtract';
import { contractDifferences } from './differences';
import { equipmentStateOf } from './econtract';

describe('differences properties', () => {
  it('a boat brought back as it left shows no difference', () => {
    fc.assert(
      fc.property(arbEcontractData(), (checkIn) => {
        const diff = contractDifferences(checkIn, { ...checkIn, damages: [] });
        expect(diff.equipment).toEqual([]);
        expect(diff.hasNewDamage).toBe(false);
        if (diff.fuel) expect(diff.fuel.change).toBe(0);
        if (diff.engineHours) expect(diff.engineHours.used).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('lists exactly the equipment whose state changed, each once, in id order', () => {
    fc.assert(
      fc.property(arbEcontractData(), arbEcontractData(), (checkIn, checkOut) => {
        const diff = contractDifferences(checkIn, checkOut);
        const ids = diff.equipment.map((e) => e.id);
        expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
        for (const change of diff.equipment) {
          expect(change.before).toBe(equipmentStateOf(checkIn, change.id));
          expect(change.after).toBe(equipmentStateOf(checkOut, change.id));
          expect(change.before).not.toBe(change.after);
        }
        const all = new Set([...checkIn.equipment, ...checkOut.equipment].map((c) => c.id));
        for (const id of all) if (!ids.includes(id)) expect(equipmentStateOf(checkIn, id)).toBe(equipmentStateOf(checkOut, id));
      }),
      { numRuns: 300 },
    );
  });

  it('new damage means a damage found on return or equipment gone worse', () => {
    fc.assert(
      fc.property(arbEcontractData(), arbEcontractData(), (checkIn, checkOut) => {
        const diff = contractDifferences(checkIn, checkOut);
        expect(diff.hasNewDamage).toBe(checkOut.damages.length > 0 || diff.equipment.some((e) => e.worse));
        expect(diff.newDamages).toEqual(checkOut.damages);
      }),
      { numRuns: 300 },
    );
  });
});
