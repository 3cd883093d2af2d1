import { planetTypeForRoll, type PlanetType } from "../catalogue/planet-types.ts";
import { hashUnit } from "../random/seeded-random.ts";

/**
 * A neutral planet's type depends only on its system coordinates and index, so the map can draw
 * the same type the server generated without being told (core-play section 2, System detail view).
 */
export const planetTypeAt = (x: number, y: number, index: number): PlanetType =>
  planetTypeForRoll(hashUnit("planet-type", x, y, index));
