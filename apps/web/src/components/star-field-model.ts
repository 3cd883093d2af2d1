export interface Star {
  /** Position as a fraction of the canvas, so a resize keeps the sky. */
  readonly x: number;
  readonly y: number;
  readonly radius: number;
  /** Drift speed in fractions of the width per second; farther (smaller) stars drift slower. */
  readonly speed: number;
  readonly phase: number;
  readonly hue: number;
}

/** A fixed pseudo-random sky (mulberry32), so the landing looks the same on every visit. */
export const createStars = (count: number, seed = 20260101): Star[] => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () => {
    const depth = next();
    return {
      x: next(),
      y: next(),
      radius: 0.3 + depth * depth * 1.6,
      speed: 0.002 + depth * 0.008,
      phase: next() * Math.PI * 2,
      // Mostly white-blue stars with the odd warm one.
      hue: next() < 0.15 ? 30 + next() * 20 : 200 + next() * 40,
    };
  });
};
