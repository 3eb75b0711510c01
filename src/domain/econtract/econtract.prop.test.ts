import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbEcontractData, arbEquipmentIds } from '../../../tests/arbitraries/econtract';
import { eighthOf, equipmentStateOf, FUEL_EIGHTHS, normaliseData, withEquipment, EQUIPMENT_STATES } from './econtract';

describe('econtract data properties', () => {
  it('normalising twice equals normalising once', () => {
    fc.assert(
      fc.property(arbEcontractData(), (data) => {
        expect(normaliseData(normaliseData(data))).toEqual(normaliseData(data));
      }),
      { numRuns: 300 },
    );
  });

  it('normalised equipment has each id once, in order, with its last state', () => {
    fc.assert(
      fc.property(arbEcontractData(), (data) => {
        const clean = normaliseData(data);
        const ids = clean.equipment.map((c) => c.id);
        expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
        for (const check of clean.equipment) expect(check.state).toBe(equipmentStateOf(data, check.id));
      }),
      { numRuns: 300 },
    );
  });

  it('names and notes never start or end with white space once normalised; hours keep a tenth at most', () => {
    fc.assert(
      fc.property(arbEcontractData(), (data) => {
        const clean = normaliseData(data);
        for (const text of [clean.fullName, clean.licenceNumber, ...clean.damages.map((d) => d.note)]) expect(text).toBe(text.trim());
        if (clean.engineHours !== null) expect(Math.round(clean.engineHours * 10) / 10).toBe(clean.engineHours);
      }),
      { numRuns: 300 },
    );
  });

  it('withEquipment then reading gives back what was set, and touches no other piece', () => {
    fc.assert(
      fc.property(arbEcontractData(), arbEquipmentIds, fc.constantFrom(...EQUIPMENT_STATES, null), (data, ids, state) => {
        for (const id of ids) {
          const next = withEquipment(data, id, state);
          expect(equipmentStateOf(next, id)).toBe(state);
          for (const other of data.equipment.filter((c) => c.id !== id)) expect(equipmentStateOf(next, other.id)).toBe(equipmentStateOf(data, other.id));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('every reading maps to the eighth closest to it (half an eighth away at most, rounded)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (percent) => {
        const eighth = eighthOf(percent);
        expect(Math.abs(FUEL_EIGHTHS[eighth]! - percent)).toBeLessThanOrEqual(7);
        expect(eighthOf(FUEL_EIGHTHS[eighth]!)).toBe(eighth);
      }),
    );
  });
});
