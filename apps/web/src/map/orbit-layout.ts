import { hashUnit } from "@nova/rules";

/** System detail view zoom (core-play section 9): 50% to 250% in 20% steps, 100% after a reset. */
export const SYSTEM_ZOOM_MIN = 0.5;
export const SYSTEM_ZOOM_MAX = 2.5;
export const SYSTEM_ZOOM_STEP = 0.2;
export const SYSTEM_ZOOM_DEFAULT = 1;

export const stepSystemZoom = (zoom: number, direction: 1 | -1): number => {
  const next = Math.round((zoom + direction * SYSTEM_ZOOM_STEP) * 100) / 100;
  return Math.min(SYSTEM_ZOOM_MAX, Math.max(SYSTEM_ZOOM_MIN, next));
};

export interface OrbitSlot {
  readonly index: number;
  readonly orbitRadius: number;
  /** Angle on the orbit, radians, fixed per system and planet. */
  readonly angle: number;
  readonly cx: number;
  readonly cy: number;
  readonly radius: number;
}

/** Orbits sit between these radii (view units, star at the origin) however many planets there are. */
export const FIRST_ORBIT = 110;
export const LAST_ORBIT = 460;

/**
 * Where each planet of a system is drawn: evenly spaced orbits, an angle from a hash of (x, y, index) and a
 * radius from its size (80-320 slots mapped to 8-22 units, smaller when orbits are crowded).
 */
export const orbitLayout = (
  x: number,
  y: number,
  planets: readonly { readonly index: number; readonly size: number }[],
): OrbitSlot[] => {
  const n = planets.length;
  const gap = n <= 1 ? 0 : (LAST_ORBIT - FIRST_ORBIT) / (n - 1);
  const maxRadius = n <= 1 ? 22 : Math.max(4, Math.min(22, gap * 0.42));
  return planets.map((p, i) => {
    const orbitRadius = n <= 1 ? (FIRST_ORBIT + LAST_ORBIT) / 2 : FIRST_ORBIT + i * gap;
    const angle = hashUnit("orbit", x, y, p.index) * Math.PI * 2;
    const sizeShare = Math.min(1, Math.max(0, (p.size - 80) / 240));
    const radius = Math.max(3, maxRadius * (0.45 + 0.55 * sizeShare));
    return {
      index: p.index,
      orbitRadius,
      angle,
      cx: Math.cos(angle) * orbitRadius,
      cy: Math.sin(angle) * orbitRadius,
      radius,
    };
  });
};
