/** A small seeded pseudo-random generator (mulberry32) so the demo data is the same on every machine. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One element chosen by weight (weights need not sum to 1). */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** A random subset, in the original order, each item kept with its probability. */
  subset<T>(items: readonly T[], probability: number): T[];
  /** A derived generator, independent of how much this one is used later. */
  fork(label: number): Random;
}

const mulberry32 = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Mixes two integers into a well-spread 32-bit seed. */
export const mixSeed = (a: number, b: number): number => {
  let h = Math.imul((a ^ 0x9e3779b9) >>> 0, 0x85ebca6b) ^ Math.imul((b + 0x27d4eb2f) >>> 0, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
};

export const createRandom = (seed: number): Random => {
  const next = mulberry32(seed);
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      const last = items[items.length - 1];
      if (last === undefined) throw new Error('weighted pick from an empty list');
      return last[0];
    },
    subset: (items, probability) => items.filter(() => next() < probability),
    fork: (label) => createRandom(mixSeed(seed, label)),
  };
  return random;
};

/** The fixed seed of the demo data. */
export const DEMO_SEED = 20_260_601;
