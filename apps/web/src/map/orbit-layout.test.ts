import { describe, expect, test } from "vitest";
import {
  FIRST_ORBIT,
  LAST_ORBIT,
  orbitLayout,
  stepSystemZoom,
  SYSTEM_ZOOM_MAX,
  SYSTEM_ZOOM_MIN,
} from "./orbit-layout.ts";

describe("system detail view", () => {
  test("zoom moves in 20% steps between 50% and 250%", () => {
    expect(stepSystemZoom(1, 1)).toBe(1.2);
    expect(stepSystemZoom(1, -1)).toBe(0.8);
    let z = 1;
    for (let i = 0; i < 20; i++) z = stepSystemZoom(z, 1);
    expect(z).toBe(SYSTEM_ZOOM_MAX);
    for (let i = 0; i < 20; i++) z = stepSystemZoom(z, -1);
    expect(z).toBe(SYSTEM_ZOOM_MIN);
  });

  test("orbits spread between the first and last radius, positions are deterministic", () => {
    const planets = Array.from({ length: 5 }, (_, i) => ({ index: i + 1, size: 100 + i * 40 }));
    const slots = orbitLayout(3, 4, planets);
    expect(slots[0]?.orbitRadius).toBe(FIRST_ORBIT);
    expect(slots[4]?.orbitRadius).toBe(LAST_ORBIT);
    expect(orbitLayout(3, 4, planets)).toEqual(slots);
    for (const s of slots) expect(Math.hypot(s.cx, s.cy)).toBeCloseTo(s.orbitRadius, 6);
    const crowded = orbitLayout(
      1,
      1,
      Array.from({ length: 50 }, (_, i) => ({ index: i + 1, size: 250 })),
    );
    const gap = (LAST_ORBIT - FIRST_ORBIT) / 49;
    for (const s of crowded) expect(s.radius).toBeLessThanOrEqual(Math.max(4, gap * 0.42));
  });
});
