import { describe, expect, it } from 'vitest';
import { eighthOf, emptyData, equipmentStateOf, FUEL_EIGHTHS, licenceRequired, normaliseData, photoIdsOf, roundHours, withEquipment, type EcontractData } from './econtract';

const data = (overrides: Partial<EcontractData> = {}): EcontractData => ({
  fullName: 'Ann Martin',
  licenceNumber: 'FR-1234',
  fuelPercent: 100,
  engineHours: 1234.5,
  equipment: [],
  damages: [],
  depositMethod: 'card',
  claimAmount: 0,
  ...overrides,
});

describe('licenceRequired', () => {
  it('needs the tenant’s licence only when nobody else skippers the boat', () => {
    expect(licenceRequired({ sailingType: 'Without captain', boatType: 'Sailboat', skipperBooked: false })).toBe(true);
    expect(licenceRequired({ sailingType: 'With or without captain', boatType: 'Motorboat', skipperBooked: false })).toBe(true);
    expect(licenceRequired({ sailingType: 'With or without captain', boatType: 'Motorboat', skipperBooked: true })).toBe(false);
    expect(licenceRequired({ sailingType: 'With captain', boatType: 'Sailboat', skipperBooked: false })).toBe(false);
    expect(licenceRequired({ sailingType: 'Without captain', boatType: 'Without license', skipperBooked: false })).toBe(false);
  });
});

describe('fuel in eighths', () => {
  it('offers nine readings from empty to full, rounded half up', () => {
    expect(FUEL_EIGHTHS).toEqual([0, 13, 25, 38, 50, 63, 75, 88, 100]);
  });
  it('finds the closest eighth of any reading', () => {
    expect(FUEL_EIGHTHS.map(eighthOf)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(eighthOf(60)).toBe(5);
    expect(eighthOf(-5)).toBe(0);
    expect(eighthOf(140)).toBe(8);
  });
});

describe('emptyData', () => {
  it('starts a check-in with the tenant’s account name and nothing read yet; no deposit means none held', () => {
    expect(emptyData({ direction: 'in', deposit: 50_000, checkIn: null }, 'Ann Martin')).toEqual({
      fullName: 'Ann Martin',
      licenceNumber: '',
      fuelPercent: null,
      engineHours: null,
      equipment: [],
      damages: [],
      depositMethod: null,
      claimAmount: 0,
    });
    expect(emptyData({ direction: 'in', deposit: 0, checkIn: null }, 'Ann').depositMethod).toBe('none');
  });

  it('starts a check-out from the check-in: identity, equipment and deposit; fuel, hours and damages read again', () => {
    const checkIn = data({ equipment: [{ id: 3, state: 'present' }], damages: [{ id: 'd1', zone: 'hull', note: 'Scratch', photoIds: [1] }] });
    expect(emptyData({ direction: 'out', deposit: 50_000, checkIn }, 'Someone else')).toEqual({
      fullName: 'Ann Martin',
      licenceNumber: 'FR-1234',
      fuelPercent: null,
      engineHours: null,
      equipment: [{ id: 3, state: 'present' }],
      damages: [],
      depositMethod: 'card',
      claimAmount: 0,
    });
  });
});

describe('normaliseData', () => {
  it('trims names and notes, rounds hours to a tenth, orders equipment (last check wins), photos once each', () => {
    const typed = data({
      fullName: '  Ann   Martin ',
      licenceNumber: ' FR 1234 ',
      engineHours: 12.349999,
      equipment: [
        { id: 29, state: 'present' },
        { id: 3, state: 'present' },
        { id: 29, state: 'damaged' },
      ],
      damages: [{ id: 'd1', zone: 'deck', note: '  Cracked cleat\n', photoIds: [4, 2, 4] }],
    });
    expect(normaliseData(typed)).toEqual(
      data({
        fullName: 'Ann Martin',
        licenceNumber: 'FR 1234',
        engineHours: 12.3,
        equipment: [
          { id: 3, state: 'present' },
          { id: 29, state: 'damaged' },
        ],
        damages: [{ id: 'd1', zone: 'deck', note: 'Cracked cleat', photoIds: [4, 2] }],
      }),
    );
  });

  it('rounds hours without floating noise', () => {
    expect(roundHours(0.1 + 0.2)).toBe(0.3);
  });
});

describe('equipment checks', () => {
  it('sets, replaces and clears one check; reads the last one', () => {
    let d = withEquipment(data(), 29, 'present');
    d = withEquipment(d, 3, 'missing');
    expect(d.equipment).toEqual([
      { id: 3, state: 'missing' },
      { id: 29, state: 'present' },
    ]);
    d = withEquipment(d, 29, 'damaged');
    expect(equipmentStateOf(d, 29)).toBe('damaged');
    d = withEquipment(d, 3, null);
    expect(equipmentStateOf(d, 3)).toBeNull();
    expect(d.equipment).toHaveLength(1);
  });
});

describe('photoIdsOf', () => {
  it('lists every photo once, in damage order', () => {
    expect(
      photoIdsOf({
        damages: [
          { id: 'a', zone: 'hull', note: '', photoIds: [5, 1] },
          { id: 'b', zone: 'deck', note: '', photoIds: [1, 7] },
        ],
      }),
    ).toEqual([5, 1, 7]);
  });
});
