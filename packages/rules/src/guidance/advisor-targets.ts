import { comparePlanetIds } from "../fleet/nearest-planet.ts";
import { gridDistance, type GridPoint } from "../fleet/travel.ts";

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
   * best found.
   */
  nearest(
    places: readonly GridPoint[],
    accept: (planet: TargetPlanet) => boolean,
  ): { planet: TargetPlanet; distance: number } | null {
    if (this.cells.length === 0) return null;
    let best: TargetPlanet | null = null;
    let bestDistance = Infinity;
    const consider = (planet: TargetPlanet, from: GridPoint) => {
      const distance = gridDistance(from, planet);
      if (distance > bestDistance) return;
      if (distance === bestDistance && best && comparePlanetIds(planet.id, best.id) >= 0) return;
      if (!accept(planet)) return;
      best = planet;
      bestDistance = distance;
    };
    for (const place of places) {
      // The place's cell may lie outside the grid (off the planets' bounding box): rings reach the farthest cell.
      const cx = this.cellOf(place.x, this.minX);
      const cy = this.cellOf(place.y, this.minY);
      const reach = Math.max(cx, this.cols - 1 - cx, cy, this.rows - 1 - cy);
      for (let ring = 0; ring <= reach; ring++) {
        // A planet in a cell `ring` cells away lies more than (ring - 1) cell widths away.
        if ((ring - 1) * this.size >= bestDistance) break;
        this.visitRing(cx, cy, ring, (cell) => {
          for (const planet of cell) consider(planet, place);
        });
      }
    }
    return best === null ? null : { planet: best, distance: bestDistance };
  }

  private visitRing(cx: number, cy: number, ring: number, visit: (cell: readonly TargetPlanet[]) => void): void {
    const cell = (x: number, y: number) => {
      if (x < 0 || y < 0 || x >= this.cols || y >= this.rows) return;
      visit(this.cells[x + y * this.cols]!);
    };
    if (ring === 0) return cell(cx, cy);
    for (let x = cx - ring; x <= cx + ring; x++) {
      cell(x, cy - ring);
      cell(x, cy + ring);
    }
    for (let y = cy - ring + 1; y <= cy + ring - 1; y++) {
      cell(cx - ring, y);
      cell(cx + ring, y);
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
