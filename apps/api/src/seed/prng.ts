// Deterministic randomness for the seed: the same product index always yields the same product, so a
// seed of any size is reproducible and can be generated batch by batch without holding it in memory.

export interface Prng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(values: readonly T[]): T;
  chance(probability: number): boolean;
  /** A random subset of `count` distinct values, in source order. */
  sample<T>(values: readonly T[], count: number): T[];
}

/** mulberry32: tiny, fast and good enough for test data. */
export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(values: readonly T[]): T {
      const value = values[Math.floor(next() * values.length)];
      if (value === undefined) throw new Error('pick from an empty list');
      return value;
    },
    chance: (probability) => next() < probability,
    sample<T>(values: readonly T[], count: number): T[] {
      const indices = values.map((_, index) => ({ index, key: next() }));
      indices.sort((a, b) => a.key - b.key);
      const chosen = new Set(indices.slice(0, Math.min(count, values.length)).map((entry) => entry.index));
      return values.filter((_, index) => chosen.has(index));
    },
  };
}

/** Seeds a PRNG for one entity from a stable number (e.g. the product index) and a purpose salt. */
export function prngFor(index: number, salt: number): Prng {
  return createPrng(Math.imul(index + 1, 2654435761) ^ Math.imul(salt, 40503));
}
