/**
 * A deterministic random source. Rules never call Math.random: callers derive one of these from
 * (galaxy seed, turn, subject) so every draw can be replayed.
 */
export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
}

/** 32-bit FNV-1a over the UTF-16 code units of the parts, joined with a separator. */
export const hashString = (...parts: ReadonlyArray<string | number>): number => {
  const text = parts.join("\u001f");
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** A uniform value in [0, 1) that depends only on the parts: for per-object deterministic choices. */
export const hashUnit = (...parts: ReadonlyArray<string | number>): number => {
  // One mulberry32 step decorrelates neighbouring hashes (e.g. adjacent coordinates).
  return mulberry32(hashString(...parts)).next();
};

/** mulberry32: small, fast, and good enough for game draws (not for cryptography). */
export const mulberry32 = (seed: number): Random => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
  };
};

/** A random source seeded from any list of parts, e.g. seededRandom(galaxySeed, turn, "battle", id). */
export const seededRandom = (...parts: ReadonlyArray<string | number>): Random => mulberry32(hashString(...parts));
