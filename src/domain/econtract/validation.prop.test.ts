import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbEcontractData, arbFacts } from '../../../tests/arbitraries/econtract';
import { contractDifferences } from './differences';
import { normaliseData, type EcontractData } from './econtract';
import { draftProblems, signingProblems } from './validation';

const key = (p: { field: string; key: string }) => `${p.field} ${p.key}`;

describe('validation properties', () => {
  it('a draft within the arbitraries’ bounds has no draft problem', () => {
    fc.assert(
      fc.property(arbEcontractData(), arbFacts('in'), (data, facts) => {
        expect(draftProblems(data, facts).filter((p) => !p.field.startsWith('damages'))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('every draft problem is also a signing problem (signing only adds)', () => {
    fc.assert(
      fc.property(arbEcontractData(), fc.oneof(arbFacts('in'), arbFacts('out')), fc.integer({ min: -10, max: 600_000 }), (data, facts, claimAmount) => {
        const withClaim = { ...data, claimAmount };
        const signing = signingProblems(withClaim, facts).map(key);
        for (const p of draftProblems(withClaim, facts)) expect(signing).toContain(key(p));
      }),
      { numRuns: 300 },
    );
  });

  it('normalising never changes whether a contract can be signed', () => {
    fc.assert(
      fc.property(arbEcontractData(), fc.oneof(arbFacts('in'), arbFacts('out')), (data, facts) => {
        expect(signingProblems(normaliseData(data), facts).length === 0).toBe(signingProblems(data, facts).length === 0);
      }),
      { numRuns: 300 },
    );
  });

  it('a contract filled in completely can be signed', () => {
    fc.assert(
      fc.property(arbEcontractData(), arbFacts('in'), (data, facts) => {
        const filled: EcontractData = {
          ...data,
          fullName: 'Ann Martin',
          licenceNumber: 'FR-1',
          fuelPercent: data.fuelPercent ?? 50,
          engineHours: data.engineHours ?? 10,
          equipment: facts.equipmentIds.map((id) => ({ id, state: 'present' as const })),
          damages: data.damages.map((d, i) => ({ ...d, id: `d${i}`, note: 'Seen', photoIds: d.photoIds.slice(0, 6) })),
          depositMethod: facts.deposit > 0 ? 'card' : 'none',
        };
        expect(signingProblems(filled, facts)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('a claim at check-out is refused exactly when nothing new was found (or it exceeds the deposit)', () => {
    fc.assert(
      fc.property(arbEcontractData(), arbFacts('out'), fc.integer({ min: 1, max: 500_000 }), (data, facts, claimAmount) => {
        const problems = signingProblems({ ...data, claimAmount }, facts).map((p) => p.key);
        const hasNew = contractDifferences(facts.checkIn!, data).hasNewDamage;
        if (claimAmount > facts.deposit) expect(problems).toContain('errors.claimAboveDeposit');
        else expect(problems.includes('errors.claimWithoutDamage')).toBe(!hasNew);
      }),
      { numRuns: 300 },
    );
  });
});
