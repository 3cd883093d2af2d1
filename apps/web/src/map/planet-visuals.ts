import { planetTypeAt, type PlanetType } from "@nova/rules";

/** The visual type of a planet: the server's type when it knows one, else the deterministic one from its position. */
export const planetVisualType = (x: number, y: number, index: number, known?: PlanetType | null): PlanetType =>
  known && known !== "unknown" ? known : planetTypeAt(x, y, index);
