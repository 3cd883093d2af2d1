import { gameText } from "@nova/contract";
import { homeFleetId, networth, startingEmpire, type Race } from "@nova/rules";
import type { Queryable } from "../../db/database.ts";
import { insertEvents } from "../../db/repositories/events-repository.ts";
import { insertFleet } from "../../db/repositories/fleets-repository.ts";
import type { GalaxyRow } from "../../db/repositories/galaxies-repository.ts";
import { claimHomeSlot, freeHomeSlots, setBuildings } from "../../db/repositories/planets-repository.ts";
import { familyMemberCounts, insertPlayer } from "../../db/repositories/players-repository.ts";
import { recordLedger } from "../../db/repositories/ledger-repository.ts";
import { refuse } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { listFamilyIds } from "../../db/repositories/family-repository.ts";

export interface NewEmpire {
  readonly userId: string | null;
  readonly username: string;
  readonly nameKey: string;
  readonly race: Race;
  readonly isNpc: boolean;
  readonly resourceMultiplier: number;
}

export interface CreatedEmpire {
  readonly playerId: string;
  readonly familyId: string;
  readonly homePlanetId: string;
}

/**
 * Places a new empire on a free home-world slot of the family with the fewest members (ties go to the
 * lower family id) and gives it the starting package of rules.md section 4. Runs inside the caller's
 * transaction; slot claims are conditional updates, so two concurrent registrations never share a planet.
 */
export const createEmpire = async (
  deps: ServiceDeps,
  trx: Queryable,
  galaxy: GalaxyRow,
  empire: NewEmpire,
): Promise<CreatedEmpire> => {
  const now = deps.clock.now();
  const playerId = deps.ids.uuid();
  const start = startingEmpire(empire.resourceMultiplier);
  const families = await listFamilyIds(trx, galaxy.id);
  const counts = await familyMemberCounts(trx, galaxy.id);
  const byFewest = families.sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0) || a.localeCompare(b));

  let claimed: { familyId: string; planetId: string } | null = null;
  for (const familyId of byFewest) {
    for (const slot of await freeHomeSlots(trx, galaxy.id, familyId)) {
      if (await claimHomeSlot(trx, galaxy.id, slot.id, playerId, start.population, now)) {
        claimed = { familyId, planetId: slot.id };
        break;
      }
    }
    if (claimed) break;
  }
  if (!claimed) throw refuse("galaxy_full");

  const buildingCount = Object.values(start.buildings).reduce((a, b) => a + (b ?? 0), 0);
  await setBuildings(trx, galaxy.id, claimed.planetId, start.buildings);
  const nw = networth({
    units: start.fleet,
    population: start.population,
    buildings: buildingCount,
    planets: 1,
    totalResearchPoints: 0,
  });
  await insertPlayer(trx, {
    galaxy_id: galaxy.id,
    id: playerId,
    user_id: empire.userId,
    username: empire.username,
    name_key: empire.nameKey,
    race: empire.race,
    family_id: claimed.familyId,
    family_role: "member",
    voted_for: null,
    is_npc: empire.isNpc ? 1 : 0,
    ...start.resources,
    morale: start.morale,
    networth: nw,
    research_points: 0,
    protected_until_turn: galaxy.current_turn + 72,
    created_at: now,
  });
  await insertFleet(trx, {
    galaxy_id: galaxy.id,
    id: homeFleetId(galaxy.id, playerId),
    player_id: playerId,
    name: "Home Fleet",
    is_home: 1,
    status: "idle",
    action: null,
    ...start.fleet,
    home_planet_id: claimed.planetId,
    source_planet_id: null,
    target_planet_id: null,
    stationed_planet_id: claimed.planetId,
    started_at: null,
    arrives_at: null,
    created_at: now,
    portal_planet_id: null,
    merge_into_fleet_id: null,
    travel_seconds: null,
  });
  await insertEvents(trx, [
    {
      galaxyId: galaxy.id,
      id: deps.ids.uuid(),
      playerId,
      familyId: claimed.familyId,
      eventType: "player_registered",
      text: gameText("player_registered", {
        empire: empire.username,
        planet: claimed.planetId.slice(galaxy.id.length + 1),
      }),
      turnNumber: galaxy.current_turn,
      isPublic: true,
      details: { planetId: claimed.planetId, race: empire.race, isNpc: empire.isNpc },
      createdAt: now,
    },
  ]);
  // The away summary's starting stocks for an empire that has seen no flip yet (issue 18).
  await recordLedger(trx, deps.db, galaxy.id, galaxy.current_turn, [
    { playerId, before: start.resources, after: start.resources },
  ]);
  return { playerId, familyId: claimed.familyId, homePlanetId: claimed.planetId };
};
