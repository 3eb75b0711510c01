import { describe, expect, it } from 'vitest';
import type { EcontractData, EcontractFacts } from './econtract';
import { draftProblems, problemDetails, signingProblems } from './validation';

const complete = (overrides: Partial<EcontractData> = {}): EcontractData => ({
  fullName: 'Ann Martin',
  licenceNumber: 'FR-1234',
  fuelPercent: 100,
  engineHours: 1234.5,
  equipment: [
    { id: 3, state: 'present' },
    { id: 29, state: 'present' },
  ],
  damages: [{ id: 'd1', zone: 'hull', note: 'Scratch on the port side', photoIds: [] }],
  depositMethod: 'card',
  claimAmount: 0,
  ...overrides,
});

const facts = (overrides: Partial<EcontractFacts> = {}): EcontractFacts => ({
  direction: 'in',
  licenceRequired: true,
  equipmentIds: [3, 29],
  deposit: 100_000,
  checkIn: null,
  ...overrides,
});

const outFacts = (overrides: Partial<EcontractFacts> = {}) => facts({ direction: 'out', checkIn: complete(), ...overrides });

const fields = (problems: ReturnType<typeof signingProblems>) => problems.map((p) => `${p.field} ${p.key}`);

describe('draftProblems', () => {
  it('accepts an empty draft and a complete one', () => {
    const empty: EcontractData = { fullName: '', licenceNumber: '', fuelPercent: null, engineHours: null, equipment: [], damages: [], depositMethod: null, claimAmount: 0 };
    expect(draftProblems(empty, facts())).toEqual([]);
    expect(draftProblems(complete(), facts())).toEqual([]);
  });

  it('refuses values out of range, unknown equipment, long texts, too many damages or photos', () => {
    const bad = complete({
      fullName: 'x'.repeat(201),
      licenceNumber: 'x'.repeat(41),
      fuelPercent: 101,
      engineHours: -1,
      equipment: [
        { id: 3, state: 'present' },
        { id: 3, state: 'missing' },
        { id: 99, state: 'present' },
      ],
      damages: [
        { id: 'd1', zone: 'hull', note: 'x'.repeat(501), photoIds: [1, 2, 3, 4, 5, 6, 7] },
        { id: 'd1', zone: 'deck', note: '', photoIds: [] },
        { id: 'bad id!', zone: 'deck', note: '', photoIds: [] },
      ],
    });
    expect(fields(draftProblems(bad, facts()))).toEqual([
      'fullName errors.fullNameTooLong',
      'licenceNumber errors.licenceTooLong',
      'fuelPercent errors.fuelRange',
      'engineHours errors.hoursRange',
      'equipment.99 errors.equipmentUnknown',
      'damages.0.note errors.noteTooLong',
      'damages.0.photos errors.tooManyPhotos',
      'damages.1 errors.damageId',
      'damages.2 errors.damageId',
    ]);
    expect(fields(draftProblems(complete({ fuelPercent: 12.5, engineHours: Number.NaN }), facts()))).toEqual(['fuelPercent errors.fuelRange', 'engineHours errors.hoursRange']);
    const many = complete({ damages: Array.from({ length: 31 }, (_, i) => ({ id: `d${i}`, zone: 'hull' as const, note: 'x', photoIds: [] })) });
    expect(fields(draftProblems(many, facts()))).toEqual(['damages errors.tooManyDamages']);
  });

  it('refuses a claim at check-in, above the deposit, or not in whole cents', () => {
    expect(fields(draftProblems(complete({ claimAmount: 100 }), facts()))).toEqual(['claimAmount errors.claimAtCheckIn']);
    expect(fields(draftProblems(complete({ claimAmount: 100_001 }), outFacts()))).toEqual(['claimAmount errors.claimAboveDeposit']);
    expect(fields(draftProblems(complete({ claimAmount: 1.5 }), outFacts()))).toEqual(['claimAmount errors.claimRange']);
    expect(fields(draftProblems(complete({ claimAmount: -1 }), outFacts()))).toEqual(['claimAmount errors.claimRange']);
    expect(draftProblems(complete({ claimAmount: 100_000 }), outFacts())).toEqual([]);
  });
});

describe('signingProblems', () => {
  it('signs a complete contract', () => {
    expect(signingProblems(complete(), facts())).toEqual([]);
  });

  it('needs a name, the licence when the boat needs one, fuel, hours, every equipment, described damages and the deposit', () => {
    const empty = complete({ fullName: ' A ', licenceNumber: '  ', fuelPercent: null, engineHours: null, equipment: [{ id: 3, state: 'present' }], damages: [{ id: 'd1', zone: 'hull', note: '  ', photoIds: [] }], depositMethod: null });
    expect(fields(signingProblems(empty, facts()))).toEqual([
      'fullName errors.fullNameRequired',
      'licenceNumber errors.licenceRequired',
      'fuelPercent errors.fuelRequired',
      'engineHours errors.hoursRequired',
      'equipment.29 errors.equipmentUnchecked',
      'damages.0.note errors.damageEmpty',
      'depositMethod errors.depositMethodRequired',
    ]);
    expect(fields(signingProblems(complete({ licenceNumber: '' }), facts({ licenceRequired: false })))).toEqual([]);
    // A damage described by its photos alone is enough.
    expect(signingProblems(complete({ damages: [{ id: 'd1', zone: 'hull', note: '', photoIds: [4] }] }), facts())).toEqual([]);
  });

  it('without a deposit, nothing can be held', () => {
    expect(fields(signingProblems(complete({ depositMethod: 'cash' }), facts({ deposit: 0 })))).toEqual(['depositMethod errors.noDeposit']);
    expect(signingProblems(complete({ depositMethod: 'none' }), facts({ deposit: 0 }))).toEqual([]);
  });

  it('at check-out: hours never below the check-in’s; a claim only for something new', () => {
    expect(fields(signingProblems(complete({ engineHours: 1234 }), outFacts()))).toEqual(['engineHours errors.hoursBelowCheckIn']);
    expect(signingProblems(complete({ engineHours: 1240, damages: [] }), outFacts())).toEqual([]);
    expect(fields(signingProblems(complete({ engineHours: 1240, damages: [], claimAmount: 20_000 }), outFacts()))).toEqual(['claimAmount errors.claimWithoutDamage']);
    // A new damage, or equipment gone missing, allows a claim.
    expect(signingProblems(complete({ engineHours: 1240, claimAmount: 20_000 }), outFacts())).toEqual([]);
    const missing = complete({ engineHours: 1240, damages: [], claimAmount: 20_000, equipment: [{ id: 3, state: 'missing' }, { id: 29, state: 'present' }] });
    expect(signingProblems(missing, outFacts())).toEqual([]);
  });
});

describe('problemDetails', () => {
  it('writes the 400 details as field: namespace.key', () => {
    expect(problemDetails([{ field: 'fuelPercent', key: 'errors.fuelRequired' }])).toEqual(['fuelPercent: econtract.errors.fuelRequired']);
  });
});
