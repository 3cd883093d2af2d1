/** Planet id form: `{galaxyId}:{x},{y}:{index}` (index counts from 1 within the system). */
export const planetId = (galaxyId: string, x: number, y: number, index: number): string =>
  `${galaxyId}:${x},${y}:${index}`;

/** System id form: `{galaxyId}:{x},{y}`. */
export const systemId = (galaxyId: string, x: number, y: number): string => `${galaxyId}:${x},${y}`;

/** Compact system id used in the galaxy layout: `x,y:planetCount`. */
export const compactSystemId = (x: number, y: number, planetCount: number): string => `${x},${y}:${planetCount}`;

/** Home fleet id form: `{galaxyId}:{playerId}:home`. */
export const homeFleetId = (galaxyId: string, playerId: string): string => `${galaxyId}:${playerId}:home`;

/** Family id form: `{galaxyId}:family-{n}`; the UI shows the last segment. */
export const familyId = (galaxyId: string, index: number): string => `${galaxyId}:family-${index}`;

export interface ParsedPlanetId {
  readonly galaxyId: string;
  readonly x: number;
  readonly y: number;
  readonly index: number;
}

/** Parses `{galaxyId}:{x},{y}:{index}`; the galaxy id itself never contains a colon. */
export const parsePlanetId = (id: string): ParsedPlanetId | null => {
  const match = /^([A-Za-z0-9_-]+):(\d+),(\d+):(\d+)$/.exec(id);
  if (!match) return null;
  const [, galaxyId, x, y, index] = match;
  if (galaxyId === undefined || x === undefined || y === undefined || index === undefined) return null;
  return { galaxyId, x: Number(x), y: Number(y), index: Number(index) };
};

/** The last colon-separated segment of an id (family chips and battle report ids use it). */
export const lastSegment = (id: string): string => id.slice(id.lastIndexOf(":") + 1);

/** How players read a planet id: `12,4:2` for `{galaxyId}:12,4:2`; an unparseable id is shown as it is. */
export const planetLabel = (id: string): string => {
  const parsed = parsePlanetId(id);
  return parsed ? `${parsed.x},${parsed.y}:${parsed.index}` : id;
};
