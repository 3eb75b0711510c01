import { describe, expect, it } from 'vitest';
import type { EcontractData } from './econtract';
import { contractDifferences, isWorse } from './differences';

const checkIn: EcontractData = {
  fullName: 'Ann Martin',
  licenceNumber: 'FR-1234',
  fuelPercent: 100,
  engineHours: 1234.5,
  equipment: [
    { id: 3, state: 'present' },
    { id: 13, state: 'damaged' },
    { id: 29, state: 'present' },
  ],
  damages: [{ id: 'd1', zone: 'hull', note: 'Old scratch', photoIds: [] }],
  depositMethod: 'card',
  claimAmount: 0,
};

describe('contractDifferences', () => {
  it('shows fuel used, hours run, equipment that changed and the damages found on return', () => {
    const checkOut: EcontractData = {
      ...checkIn,
      fuelPercent: 38,
      engineHours: 1241.2,
      equipment: [
        { id: 3, state: 'missing' },
        { id: 13, state: 'present' },
        { id: 29, state: 'present' },
      ],
      damages: [{ id: 'd2', zone: 'deck', note: 'Cracked cleat', photoIds: [7] }],
    };
    expect(contractDifferences(checkIn, checkOut)).toEqual({
      fuel: { before: 100, after: 38, change: -62 },
      engineHours: { before: 1234.5, after: 1241.2, used: 6.7 },
      equipment: [
        { id: 3, before: 'present', after: 'missing', worse: true },
        { id: 13, before: 'damaged', after: 'present', worse: false },
      ],
      newDamages: [{ id: 'd2', zone: 'deck', note: 'Cracked cleat', photoIds: [7] }],
      hasNewDamage: true,
    });
  });

  it('has nothing to show for a boat brought back as it left; readings not taken yet are null', () => {
    const same = { ...checkIn, damages: [] };
    expect(contractDifferences(checkIn, same)).toEqual({
      fuel: { before: 100, after: 100, change: 0 },
      engineHours: { before: 1234.5, after: 1234.5, used: 0 },
      equipment: [],
      newDamages: [],
      hasNewDamage: false,
    });
    const unread = contractDifferences(checkIn, { ...same, fuelPercent: null, engineHours: null });
    expect(unread.fuel).toBeNull();
    expect(unread.engineHours).toBeNull();
  });

  it('equipment gone worse counts as new damage; repaired or unchecked does not', () => {
    expect(isWorse('present', 'damaged')).toBe(true);
    expect(isWorse('damaged', 'missing')).toBe(true);
    expect(isWorse('missing', 'present')).toBe(false);
    expect(isWorse('present', null)).toBe(false);
    expect(isWorse(null, 'missing')).toBe(false);
  });
});
