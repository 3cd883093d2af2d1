import { gameText, type GameText } from "@nova/contract";
import { gridDistance, homeFleetId, planetLabel, raceSpec, travelTurns, turnLengthMs } from "@nova/rules";
import type { Queryable } from "../db/database.ts";
import { insertEvents, type NewEvent } from "../db/repositories/events-repository.ts";
import {
  addFleetUnits,
  deleteFleet,
  findFleet,
  startTrip,
  unitsOf,
  type FleetRow,
} from "../db/repositories/fleets-repository.ts";
import type { Ids } from "../platform/ids.ts";
import { listDueFleets, updateFleet } from "../db/repositories/fleets-repository.ts";
import { colonizePlanet, findPlanetById } from "../db/repositories/planets-repository.ts";
import { findPlayer } from "../db/repositories/players-repository.ts";

export interface ArrivalContext {
  readonly trx: Queryable;
  readonly galaxyId: string;
  readonly turn: number;
  readonly flipTime: number;
  readonly turnLengthMinutes: number;
  readonly ids: Ids;
}

/**
 * Step 4 of the flip (rules.md 3.2): every fleet due by the flip arrives, in arrival-time order. Runs in the
 * flip's transaction, so each arrival happens exactly once with the turn it belongs to. Returns the fleets
 * moved and their owners (a colonised planet or a consumed explorer changes their turn: the flip recomputes them).
 */
export const processFleetArrivals = async (ctx: ArrivalContext): Promise<{ rows: number; players: Set<string> }> => {
  const { trx, galaxyId, flipTime } = ctx;
  const due = await listDueFleets(trx, galaxyId, flipTime);
  const events: NewEvent[] = [];
  for (const fleet of due) {
    if (fleet.status === "returning") await returnHome(ctx, fleet, events);
    else if (fleet.action === "exploration") await explore(ctx, fleet, events);
    else if (fleet.action === "reinforce") await reinforce(ctx, fleet, events);
    else await arrive(ctx, fleet, events);
  }
  await insertEvents(trx, events);
  return { rows: due.length, players: new Set(due.map((f) => f.player_id)) };
};

const event = (
  ctx: ArrivalContext,
  fleet: FleetRow,
  eventType: string,
  text: GameText,
  details: Record<string, unknown>,
): NewEvent => ({
  galaxyId: ctx.galaxyId,
  id: ctx.ids.uuid(),
  playerId: fleet.player_id,
  familyId: null,
  eventType,
  text,
  turnNumber: ctx.turn,
  isPublic: false,
  details: { fleetId: fleet.id, ...details },
  createdAt: ctx.flipTime,
});

const planet = (ctx: ArrivalContext, id: string | null) =>
  id ? findPlanetById(ctx.trx, ctx.galaxyId, id) : Promise.resolve(undefined);

const returnHome = async (ctx: ArrivalContext, fleet: FleetRow, events: NewEvent[]) => {
  const home = homeFleetId(ctx.galaxyId, fleet.player_id);
  await addFleetUnits(ctx.trx, ctx.galaxyId, home, unitsOf(fleet));
  await deleteFleet(ctx.trx, ctx.galaxyId, fleet.id);
  events.push(
    event(ctx, fleet, "fleet_returned", gameText("fleet_returned", { fleet: fleet.name }), {
      planetId: fleet.home_planet_id,
    }),
  );
};

/** Sends what is left of a fleet home from where it stands, arriving at a later flip. */
export const sendFleetHome = async (
  ctx: ArrivalContext,
  fleet: FleetRow,
  from: string | null,
  units = unitsOf(fleet),
) => {
  const [here, home, owner] = await Promise.all([
    planet(ctx, from),
    planet(ctx, fleet.home_planet_id),
    findPlayer(ctx.trx, ctx.galaxyId, fleet.player_id),
  ]);
  const turns =
    here && home ? travelTurns(gridDistance(here, home), raceSpec(owner?.race ?? "quantam").bonuses.speed) : 1;
  const arrivesAt = ctx.flipTime + turns * turnLengthMs(ctx.turnLengthMinutes);
  await startTrip(ctx.trx, ctx.galaxyId, fleet.id, {
    status: "returning",
    from,
    to: fleet.home_planet_id,
    startedAt: ctx.flipTime,
    arrivesAt,
    units,
  });
};

/** Exploration (rules.md 11.5): one explorer claims an unowned planet and is consumed; the rest fly home. */
const explore = async (ctx: ArrivalContext, fleet: FleetRow, events: NewEvent[]) => {
  const target = await planet(ctx, fleet.target_planet_id);
  const label = fleet.target_planet_id ? planetLabel(fleet.target_planet_id) : "?";
  const units = unitsOf(fleet);
  units.explorers = Math.max(0, units.explorers - 1); // consumed on arrival, whether the claim works or not
  if (target && target.owner_id === null && target.is_home_slot === 0) {
    await colonizePlanet(ctx.trx, ctx.galaxyId, target.id, fleet.player_id, target.size, ctx.flipTime);
    events.push(
      event(ctx, fleet, "planet_colonized", gameText("planet_colonized", { planet: label }), {
        planetId: target.id,
        planetType: target.planet_type,
        size: target.size,
      }),
    );
  } else {
    events.push(
      event(ctx, fleet, "colonization_failed", gameText("colonization_failed", { planet: label }), {
        planetId: fleet.target_planet_id,
      }),
    );
  }
  if (Object.values(units).some((n) => n > 0)) await sendFleetHome(ctx, fleet, fleet.target_planet_id, units);
  else await deleteFleet(ctx.trx, ctx.galaxyId, fleet.id);
};

/** Reinforcements merge into the fleet they were sent to, if it still stands there; otherwise they station. */
const reinforce = async (ctx: ArrivalContext, fleet: FleetRow, events: NewEvent[]) => {
  const into = fleet.merge_into_fleet_id ? await findFleet(ctx.trx, ctx.galaxyId, fleet.merge_into_fleet_id) : null;
  if (
    into &&
    into.player_id === fleet.player_id &&
    into.status === "stationed" &&
    into.stationed_planet_id === fleet.target_planet_id
  ) {
    await addFleetUnits(ctx.trx, ctx.galaxyId, into.id, unitsOf(fleet));
    await deleteFleet(ctx.trx, ctx.galaxyId, fleet.id);
    events.push(
      event(ctx, fleet, "fleet_arrived", gameText("reinforcements_joined", { fleet: into.name }), {
        planetId: fleet.target_planet_id,
        mergedInto: into.id,
      }),
    );
    return;
  }
  await arrive(ctx, fleet, events);
};

/** Attack fleets wait at the target for the order to fight; moves station at the caller's own planet. */
const arrive = async (ctx: ArrivalContext, fleet: FleetRow, events: NewEvent[]) => {
  const target = await planet(ctx, fleet.target_planet_id);
  const label = fleet.target_planet_id ? planetLabel(fleet.target_planet_id) : "?";
  if (target && target.owner_id === fleet.player_id) {
    await updateFleet(ctx.trx, ctx.galaxyId, fleet.id, {
      status: "stationed",
      stationed_planet_id: target.id,
      arrives_at: null,
      action: "move",
    });
    events.push(
      event(ctx, fleet, "fleet_arrived", gameText("fleet_stationed", { fleet: fleet.name, planet: label }), {
        planetId: target.id,
      }),
    );
  } else if (target && target.owner_id !== null) {
    await updateFleet(ctx.trx, ctx.galaxyId, fleet.id, { status: "arrived", action: "attack" });
    events.push(
      event(ctx, fleet, "fleet_arrived", gameText("fleet_awaits_attack", { fleet: fleet.name, planet: label }), {
        planetId: target.id,
      }),
    );
  } else {
    // The planet was lost or emptied meanwhile: nothing to do there.
    await sendFleetHome(ctx, fleet, fleet.target_planet_id);
    events.push(
      event(ctx, fleet, "fleet_arrived", gameText("fleet_turns_home", { fleet: fleet.name, planet: label }), {
        planetId: fleet.target_planet_id,
      }),
    );
  }
};
