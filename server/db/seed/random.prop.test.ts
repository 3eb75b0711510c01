import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('gives the same sequence for the same seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const a = createRandom(seed);
        const b = createRandom(seed);
        return Array.from({ length: 20 }, () => a.next() === b.next()).every(Boolean);
      }),
    );
  });

  it('keeps int within its bounds and next in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (seed, min, span) => {
        const rng = createRandom(seed);
        const x = rng.int(min, min + span);
        const y = rng.next();
        return Number.isInteger(x) && x >= min && x <= min + span && y >= 0 && y < 1;
      }),
    );
  });

  it('picks by weight and never picks a zero weight', () => {
    const rng = createRandom(7);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 10_000; i++) counts[rng.weighted([['a', 3], ['b', 1], ['c', 0]] as const)]++;
    expect(counts.c).toBe(0);
    expect(counts.a / counts.b).toBeGreaterThan(2.5);
    expect(counts.a / counts.b).toBeLessThan(3.5);
  });

  it('forks independent, reproducible generators', () => {
    const a = createRandom(1).fork(2);
    const b = createRandom(1).fork(2);
    const c = createRandom(1).fork(3);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });
});
