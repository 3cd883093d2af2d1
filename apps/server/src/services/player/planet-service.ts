import type { Planet } from "@nova/contract";
import {
  FLEET_UNIT_KEYS,
  UNIT_TYPES,
  UNIT_FLEET_KEY,
  maxPopulation,
  parsePlanetId,
  systemId,
  type BonusType,
  type BuildingType,
  type PlanetType,
  planetProduction,
  type Race,
} from "@nova/rules";
import type { Selectable } from "kysely";
import type { AuthUser } from "../../auth/auth-user.ts";
import type { PlanetsTable } from "../../db/schema.ts";
import { buildingsOfRow, findPlanetById } from "../../db/repositories/planets-repository.ts";
import { familyName } from "../../db/repositories/family-repository.ts";
import { findOwnerWithFamily, findPlayerOfUser, type PlayerRow } from "../../db/repositories/players-repository.ts";
import { scienceOfRow } from "../../db/repositories/research-columns.ts";
import { refuse } from "../../domain/app-error.ts";
import { iso } from "../../platform/clock.ts";
import type { ServiceDeps } from "../deps.ts";
import { visibleGalaxy } from "../galaxy/galaxy-service.ts";
import { callerPlayer } from "./player-service.ts";
import { empireReads, type EmpireReads } from "./empire-reads.ts";
import { listFleetsStandingAtPlanets } from "../../db/repositories/fleets-repository.ts";

type PlanetRow = Selectable<PlanetsTable>;

interface OwnerInfo {
  readonly name: string;
  readonly race: Race;
  readonly familyId: string | null;
  readonly familyName: string | null;
  readonly networth: number;
}

/** GET /galaxy/planets/{galaxyId}: every planet of the caller with full detail. */
export const ownPlanets = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<Planet[]> =>
  planetsOf(deps, galaxyId, await callerPlayer(deps, user, galaxyId));

/** Every planet of an empire already read, with full detail: the answer of GET /galaxy/planets/{galaxyId}. */
export const planetsOf = async (
  deps: ServiceDeps,
  galaxyId: string,
  player: PlayerRow,
  reads: EmpireReads = empireReads(deps, player),
): Promise<Planet[]> => {
  const [rows, owner] = await Promise.all([reads.ownedPlanets(), ownerInfoOfRow(deps, player)]);
  return ownerViews(deps, galaxyId, player, rows, owner, reads);
};

/** GET /galaxy/planets/{galaxyId}/{planetId}: full detail for the owner, public facts for anyone else. */
export const planetDetail = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  rawPlanetId: string,
): Promise<Planet> => {
  await visibleGalaxy(deps, user, galaxyId);
  const id = rawPlanetId.startsWith(`${galaxyId}:`) ? rawPlanetId : `${galaxyId}:${rawPlanetId}`;
  if (!parsePlanetId(id)) throw refuse("planet_not_found");
  const row = await findPlanetById(deps.db.kysely, galaxyId, id);
  if (!row) throw refuse("planet_not_found");
  return (await planetViewsFor(deps, user, galaxyId, [row]))[0] as Planet;
};

/** Views of any planets for one caller: full detail of the caller's own, public facts of the rest. */
export const planetViewsFor = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  rows: PlanetRow[],
): Promise<Planet[]> => {
  const me = await findPlayerOfUser(deps.db.kysely, galaxyId, user.id);
  const owners = new Map<string, OwnerInfo>();
  for (const ownerId of new Set(rows.map((r) => r.owner_id).filter((o): o is string => o !== null))) {
    owners.set(ownerId, await ownerInfo(deps, galaxyId, ownerId));
  }
  const mine = me ? rows.filter((r) => r.owner_id === me.id) : [];
  const myViews =
    me && mine.length > 0
      ? await ownerViews(deps, galaxyId, me, mine, owners.get(me.id) as OwnerInfo, empireReads(deps, me))
      : [];
  const byId = new Map(myViews.map((v) => [v.id, v]));
  return rows.map(
    (r) => byId.get(r.id) ?? publicView(galaxyId, r, r.owner_id ? (owners.get(r.owner_id) ?? null) : null),
  );
};

const ownerInfo = async (deps: ServiceDeps, galaxyId: string, playerId: string): Promise<OwnerInfo> => {
  const row = await findOwnerWithFamily(deps.db.kysely, galaxyId, playerId);
  return {
    name: row.username,
    race: row.race as Race,
    familyId: row.family_id,
    familyName: row.family_name,
    networth: row.networth,
  };
};

/** The same, of a player whose row is at hand: only the family's name is read. */
const ownerInfoOfRow = async (deps: ServiceDeps, player: PlayerRow): Promise<OwnerInfo> => ({
  name: player.username,
  race: player.race as Race,
  familyId: player.family_id,
  familyName: player.family_id === null ? null : await familyName(deps.db.kysely, player.galaxy_id, player.family_id),
  networth: player.networth,
});

const base = (galaxyId: string, row: PlanetRow, owner: OwnerInfo | null) => ({
  id: row.id,
  planetId: row.idx,
  coordinates: { x: row.x, y: row.y },
  systemId: systemId(galaxyId, row.x, row.y),
  planetType: row.planet_type as PlanetType,
  size: row.size,
  isHomeWorld: row.is_home_world === 1,
  bonus: row.bonus_type ? { bonusType: row.bonus_type as BonusType, multiplier: Number(row.bonus_multiplier) } : null,
  ownerId: row.owner_id,
  ownerName: owner?.name ?? null,
  ownerFamilyId: owner?.familyId ?? null,
  ownerFamilyName: owner?.familyName ?? null,
  ownerNetworth: owner?.networth ?? null,
  claimedAt: row.claimed_at === null ? null : iso(row.claimed_at),
});

const publicView = (galaxyId: string, row: PlanetRow, owner: OwnerInfo | null): Planet => ({
  ...base(galaxyId, row, owner),
  visibility: "public",
  population: null,
  maxPopulation: null,
  buildings: [],
  buildingsInProgress: null,
  stationedUnits: [],
  production: null,
});

const ownerViews = async (
  deps: ServiceDeps,
  galaxyId: string,
  player: PlayerRow,
  rows: PlanetRow[],
  owner: OwnerInfo,
  reads: EmpireReads,
): Promise<Planet[]> => {
  if (rows.length === 0) return [];
  const db = deps.db.kysely;
  // The caller's player row is at hand already: no second read of it.
  const [inProgress, fleets] = await Promise.all([
    reads.buildingsInProgress(),
    listFleetsStandingAtPlanets(db, galaxyId, player.id),
  ]);
  const fleetsAt = new Map<string | null, typeof fleets>();
  for (const fleet of fleets) {
    const here = fleetsAt.get(fleet.stationed_planet_id);
    if (here) here.push(fleet);
    else fleetsAt.set(fleet.stationed_planet_id, [fleet]);
  }
  const welfare = scienceOfRow(player).welfare;
  return rows.map((row) => {
    const counts = buildingsOfRow(row);
    const list = Object.entries(counts).map(([type, count]) => ({ type: type as BuildingType, count: count ?? 0 }));
    const stationed = new Map<string, number>();
    for (const fleet of fleetsAt.get(row.id) ?? []) {
      for (const key of FLEET_UNIT_KEYS) stationed.set(key, (stationed.get(key) ?? 0) + Number(fleet[key]));
    }
    const lq = row.living_quarters;
    return {
      ...base(galaxyId, row, owner),
      visibility: "owner" as const,
      population: Number(row.population),
      maxPopulation: maxPopulation(row.size, row.planet_type as PlanetType, lq, welfare),
      buildings: list,
      buildingsInProgress: inProgress.get(row.id) ?? 0,
      stationedUnits: UNIT_TYPES.map((type) => ({ type, count: stationed.get(UNIT_FLEET_KEY[type]) ?? 0 })).filter(
        (u) => u.count > 0,
      ),
      production: planetProduction(
        {
          id: row.id,
          size: row.size,
          planetType: row.planet_type as PlanetType,
          population: Number(row.population),
          buildings: counts,
          bonus: row.bonus_type
            ? { bonusType: row.bonus_type as BonusType, multiplier: Number(row.bonus_multiplier) }
            : null,
          isHomeWorld: row.is_home_world === 1,
        },
        owner.race,
      ),
    };
  });
};
