import { comparePlanetIds } from "../fleet/nearest-planet.ts";
import type { GridPoint } from "../fleet/travel.ts";

/** A planet as the advisor's search sees it (issue 18). */
export interface TargetPlanet extends GridPoint {
  readonly id: string;
  /** Null while nobody owns it. */
  readonly ownerId: string | null;
  /** Outside the family home systems, which are claimed only by registering. */
  readonly explorable: boolean;
}

/** An empire as the advisor's search sees it. */
export interface TargetEmpire {
  readonly id: string;
  readonly familyId: string | null;
  readonly protectedUntilTurn: number;
}

/** What the advisor aims an empire at: the nearest free planet to explore and the nearest rival to spy on. */
export interface AdvisorTargets {
  readonly freePlanetId: string | null;
  readonly rivalId: string | null;
}

/** Whether `viewer` may spy on `other` at `turn`: another empire, outside its family, past its protection. */
export const isRival = (viewer: TargetEmpire, other: TargetEmpire, turn: number): boolean =>
  other.id !== viewer.id &&
  other.protectedUntilTurn <= turn &&
  (viewer.familyId === null || other.familyId !== viewer.familyId);

/** The place of each system an empire holds planets in, once per system. */
export const distinctPlaces = (planets: readonly GridPoint[]): GridPoint[] => [
  ...new Map(planets.map((p) => [`${p.x},${p.y}`, { x: p.x, y: p.y }])).values(),
];

/** The last number of a planet id ("g:12,7:3" -> 3): its slot in its system. */
const slotOf = (id: string): number => Number(id.slice(id.lastIndexOf(":") + 1));

/**
 * Whether `a` comes before `b` in the order of their ids (comparePlanetIds): by x, y and slot, which is what that
 * order compares in the ids of one galaxy, without splitting the ids on every tie (planets of one system tie).
 */
const lowerPlanet = (a: TargetPlanet, b: TargetPlanet): boolean => {
  if (a.x !== b.x) return a.x < b.x;
  if (a.y !== b.y) return a.y < b.y;
  const slotA = slotOf(a.id);
  const slotB = slotOf(b.id);
  if (slotA !== slotB && Number.isFinite(slotA) && Number.isFinite(slotB)) return slotA < slotB;
  return comparePlanetIds(a.id, b.id) < 0;
};

/** The best planet found so far by one search, and its squared distance. */
interface Search {
  best: TargetPlanet | null;
  squared: number;
}

/** Roughly this many planets per cell: few enough to scan, many enough that the rings stay few. */
const PLANETS_PER_CELL = 4;

/**
 * Planets bucketed into square cells of the galaxy's grid, searched in growing rings of cells around a place
 * (issue 12: one search per empire instead of a scan of every planet).
 */
export class PlanetGrid {
  private readonly cells: TargetPlanet[][];
  private readonly size: number;
  private readonly minX: number;
  private readonly minY: number;
  private readonly cols: number;
  private readonly rows: number;

  constructor(planets: readonly TargetPlanet[]) {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const p of planets) {
      minX = Math.min(minX, p.x);
      minY = Math.min(minY, p.y);
      maxX = Math.max(maxX, p.x);
      maxY = Math.max(maxY, p.y);
    }
    const empty = planets.length === 0;
    this.minX = empty ? 0 : minX;
    this.minY = empty ? 0 : minY;
    const area = empty ? 1 : (maxX - minX + 1) * (maxY - minY + 1);
    this.size = Math.max(1, Math.ceil(Math.sqrt((area * PLANETS_PER_CELL) / Math.max(1, planets.length))));
    this.cols = empty ? 0 : Math.floor((maxX - minX) / this.size) + 1;
    this.rows = empty ? 0 : Math.floor((maxY - minY) / this.size) + 1;
    this.cells = Array.from({ length: this.cols * this.rows }, () => []);
    for (const p of planets) this.cells[this.cellOf(p.x, this.minX) + this.cellOf(p.y, this.minY) * this.cols]!.push(p);
  }

  private cellOf(value: number, min: number): number {
    return Math.floor((value - min) / this.size);
  }

  /**
   * The accepted planet nearest to any of `places` (ties: the lowest planet id), with its distance; null when
   * none is accepted. Exact: a ring of cells is left unsearched only when every planet in it is farther than the
   * best found. Distances are compared squared, so equal ones are equal exactly (systems lie on whole coordinates).
   */
  nearest(
    places: readonly GridPoint[],
    accept: (planet: TargetPlanet) => boolean,
  ): { planet: TargetPlanet; distance: number } | null {
    if (this.cells.length === 0) return null;
    const search: Search = { best: null, squared: Infinity };
    for (const place of places) {
      // The place's cell may lie outside the grid (off the planets' bounding box): rings reach the farthest cell.
      const cx = this.cellOf(place.x, this.minX);
      const cy = this.cellOf(place.y, this.minY);
      const reach = Math.max(cx, this.cols - 1 - cx, cy, this.rows - 1 - cy);
      this.scan(cx, cy, place, accept, search);
      for (let ring = 1; ring <= reach; ring++) {
        // A planet in a cell `ring` cells away lies more than (ring - 1) cell widths away.
        const beyond = (ring - 1) * this.size;
        if (beyond * beyond >= search.squared) break;
        // The ring's cells, without a function made per ring: this loop runs for every place of every empire.
        for (let x = cx - ring; x <= cx + ring; x++) {
          this.scan(x, cy - ring, place, accept, search);
          this.scan(x, cy + ring, place, accept, search);
        }
        for (let y = cy - ring + 1; y <= cy + ring - 1; y++) {
          this.scan(cx - ring, y, place, accept, search);
          this.scan(cx + ring, y, place, accept, search);
        }
      }
    }
    return search.best === null ? null : { planet: search.best, distance: Math.sqrt(search.squared) };
  }

  /** Looks at the planets of cell (x, y), if there is such a cell and it may hold one as near as the best. */
  private scan(
    x: number,
    y: number,
    place: GridPoint,
    accept: (planet: TargetPlanet) => boolean,
    search: Search,
  ): void {
    if (x < 0 || y < 0 || x >= this.cols || y >= this.rows) return;
    // The cell's nearest point to the place: a cell wholly farther than the best is skipped.
    const x0 = this.minX + x * this.size;
    const y0 = this.minY + y * this.size;
    const bx = Math.max(0, x0 - place.x, place.x - (x0 + this.size));
    const by = Math.max(0, y0 - place.y, place.y - (y0 + this.size));
    if (bx * bx + by * by > search.squared) return;
    for (const planet of this.cells[x + y * this.cols]!) {
      const dx = planet.x - place.x;
      const dy = planet.y - place.y;
      const squared = dx * dx + dy * dy;
      if (squared > search.squared) continue;
      if (squared === search.squared && search.best && lowerPlanet(search.best, planet)) continue;
      if (!accept(planet)) continue;
      search.best = planet;
      search.squared = squared;
    }
  }
}

/**
 * The advisor's targets (issue 18) for each of `forEmpires` (default: every empire): the free, explorable planet
 * nearest to any of its planets, and the owner of the nearest planet of a rival (`isRival`). Distances are between
 * systems (rules.md 11.4); ties go to the lowest planet id. An empire without planets gets no targets.
 */
export const advisorTargets = (
  planets: readonly TargetPlanet[],
  empires: readonly TargetEmpire[],
  turn: number,
  forEmpires: readonly TargetEmpire[] = empires,
): Map<string, AdvisorTargets> => {
  const byId = new Map(empires.map((e) => [e.id, e]));
  const owned = new Map<string, TargetPlanet[]>();
  const free: TargetPlanet[] = [];
  const unprotected: TargetPlanet[] = [];
  for (const p of planets) {
    if (p.ownerId === null) {
      if (p.explorable) free.push(p);
      continue;
    }
    let list = owned.get(p.ownerId);
    if (!list) owned.set(p.ownerId, (list = []));
    list.push(p);
    const owner = byId.get(p.ownerId);
    if (owner && owner.protectedUntilTurn <= turn) unprotected.push(p);
  }
  const freeGrid = new PlanetGrid(free);
  // Protection is the same for every viewer: only unprotected empires' planets are searched at all.
  const rivalGrid = new PlanetGrid(unprotected);
  const targets = new Map<string, AdvisorTargets>();
  for (const empire of forEmpires) {
    const places = distinctPlaces(owned.get(empire.id) ?? []);
    const rival = rivalGrid.nearest(places, (p) => isRival(empire, byId.get(p.ownerId!)!, turn));
    targets.set(empire.id, {
      freePlanetId: freeGrid.nearest(places, () => true)?.planet.id ?? null,
      rivalId: rival?.planet.ownerId ?? null,
    });
  }
  return targets;
};
