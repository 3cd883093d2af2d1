import { gameText, type UnitCounts } from "@nova/contract";
import {
  checkAttack,
  checkSendOrder,
  completionTime,
  FLEET_UNIT_KEYS,
  gridDistance,
  homeFleetId,
  launchFee,
  planetLabel,
  raceSpec,
  recallReturnTurns,
  travelTurns,
  type FleetUnits,
} from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import type { Queryable } from "../../db/database.ts";
import { insertEvents } from "../../db/repositories/events-repository.ts";
import {
  findFleet,
  insertFleet,
  setFleetUnits,
  startTrip,
  unitsOf,
  type FleetRow,
} from "../../db/repositories/fleets-repository.ts";
import type { GalaxyRow } from "../../db/repositories/galaxies-repository.ts";
import type { PlayerRow } from "../../db/repositories/players-repository.ts";
import { refuse, refused } from "../../domain/app-error.ts";
import { attackCheckInput } from "../combat/attack-context.ts";
import type { ServiceDeps } from "../deps.ts";
import { loadTargetPlanet, point } from "./fleet-targets.ts";
import { fleetView } from "./fleet-view.ts";
import { playerEvent } from "../events/player-event.ts";
import { creditsOnly, mustSpend, withPlayerOrder } from "../player/player-order.ts";

const sumUnits = (u: FleetUnits) => FLEET_UNIT_KEYS.reduce((s, k) => s + u[k], 0);

const ownFleet = async (trx: Queryable, galaxy: GalaxyRow, player: PlayerRow, fleetId: string): Promise<FleetRow> => {
  const fleet = await findFleet(trx, galaxy.id, fleetId);
  // Another player's fleet is answered exactly like a missing one.
  if (!fleet || fleet.player_id !== player.id) throw refuse("fleet_not_found");
  return fleet;
};

/** Where a fleet is now for a new trip: its station, or the planet it reached. */
const currentPlanet = (fleet: FleetRow): string | null =>
  fleet.status === "stationed" ? fleet.stationed_planet_id : fleet.status === "arrived" ? fleet.target_planet_id : null;

/**
 * POST /fleets/{id}/recall. A traveling fleet turns back and needs as long as it already flew (at least a turn);
 * an arrived or stationed fleet flies home in full. The units rejoin the home fleet on arrival.
 */
export const recallFleet = async (
  deps: ServiceDeps,
  user: AuthUser,
  fleetId: string,
  galaxyId: string,
  claimed?: string,
) => {
  // The empire an attack was heading for: its list of incoming fleets loses this one.
  let defenderId: string | null = null;
  const response = await withPlayerOrder(
    deps,
    user,
    galaxyId,
    async (trx, galaxy, player) => {
      const fleet = await ownFleet(trx, galaxy, player, fleetId);
      if (fleet.is_home === 1) throw refuse("home_fleet_no_recall");
      if (fleet.action === "attack" && fleet.target_planet_id) {
        const target = await loadTargetPlanet(trx, galaxy.id, fleet.target_planet_id);
        defenderId = target.owner_id !== player.id ? target.owner_id : null;
      }
      const now = deps.clock.now();
      let turns: number;
      let from: string | null;
      if (fleet.status === "traveling") {
        turns = recallReturnTurns((now - (fleet.started_at ?? now)) / 1000, galaxy.turn_length_minutes);
        from = fleet.source_planet_id;
      } else if (fleet.status === "arrived" || fleet.status === "stationed") {
        from = currentPlanet(fleet);
        const home = fleet.home_planet_id ? await loadTargetPlanet(trx, galaxy.id, fleet.home_planet_id) : null;
        const here = from ? await loadTargetPlanet(trx, galaxy.id, from) : null;
        turns = home && here ? travelTurns(gridDistance(here, home), raceSpec(player.race).bonuses.speed) : 1;
      } else {
        throw refuse("fleet_already_returning");
      }
      const arrivesAt = completionTime(galaxy.next_turn_at, turns, galaxy.turn_length_minutes);
      await startTrip(trx, galaxy.id, fleet.id, {
        status: "returning",
        from,
        to: fleet.home_planet_id,
        startedAt: now,
        arrivesAt,
      });
      await insertEvents(trx, [
        playerEvent(deps, galaxy, player, "fleet_launched", gameText("fleet_recalled", { fleet: fleet.name }), {
          fleetId: fleet.id,
          action: "recall",
        }),
      ]);
      const updated = await ownFleet(trx, galaxy, player, fleet.id);
      return {
        message: "Fleet recalled successfully!",
        fleet: fleetView(updated),
        travelTimeSeconds: updated.travel_seconds,
        fee: 0,
      };
    },
    claimed,
  );
  if (defenderId) deps.push?.publish({ kind: "activity", galaxyId, playerIds: [defenderId], event: "incoming_fleet" });
  return response;
};

/**
 * POST /fleets/{id}/move: a stationed or arrived fleet flies on with all its units: to one of the caller's
 * planets to station there, or to another player's planet to attack it.
 */
export const moveFleet = async (
  deps: ServiceDeps,
  user: AuthUser,
  fleetId: string,
  galaxyId: string,
  targetPlanetId: string,
  claimed?: string,
) =>
  withPlayerOrder(
    deps,
    user,
    galaxyId,
    async (trx, galaxy, player) => {
      const now = deps.clock.now();
      const fleet = await ownFleet(trx, galaxy, player, fleetId);
      const from = currentPlanet(fleet);
      if (fleet.is_home === 1 || !from) throw refuse("move_stationed_only");
      const target = await loadTargetPlanet(trx, galaxy.id, targetPlanetId);
      if (target.id === from) throw refuse("fleet_already_there");
      const action = target.owner_id === player.id ? "move" : "attack";
      if (action === "attack") {
        const check = checkAttack(await attackCheckInput(trx, galaxy, player, target, now, "send"));
        if (check) throw refused(check);
      }
      const units = unitsOf(fleet);
      const split = checkSendOrder({ mission: action, available: units, requested: units });
      if (!split.ok) throw refused(split);
      const here = await loadTargetPlanet(trx, galaxy.id, from);
      const distance = gridDistance(here, target);
      const fee = launchFee(sumUnits(units), distance);
      await mustSpend(trx, player, creditsOnly(fee));
      const arrivesAt = completionTime(
        galaxy.next_turn_at,
        travelTurns(distance, raceSpec(player.race).bonuses.speed),
        galaxy.turn_length_minutes,
      );
      await startTrip(trx, galaxy.id, fleet.id, {
        status: "traveling",
        action,
        from,
        to: target.id,
        startedAt: now,
        arrivesAt,
      });
      await insertEvents(trx, [
        playerEvent(
          deps,
          galaxy,
          player,
          "fleet_launched",
          gameText("fleet_retargeted", { fleet: fleet.name, planet: planetLabel(target.id) }),
          {
            fleetId: fleet.id,
            action,
            targetPlanetId: target.id,
            planetId: target.id,
            fee,
          },
        ),
      ]);
      const updated = await ownFleet(trx, galaxy, player, fleet.id);
      return {
        message: "Fleet sent to new target!",
        fleet: fleetView(updated),
        travelTimeSeconds: updated.travel_seconds,
        fee,
      };
    },
    claimed,
  );

/** POST /fleets/{id}/reinforce: units leave the home fleet and join the stationed fleet where it stands. */
export const reinforceFleet = async (
  deps: ServiceDeps,
  user: AuthUser,
  fleetId: string,
  galaxyId: string,
  units: UnitCounts,
  claimed?: string,
) =>
  withPlayerOrder(
    deps,
    user,
    galaxyId,
    async (trx, galaxy, player) => {
      const now = deps.clock.now();
      const fleet = await ownFleet(trx, galaxy, player, fleetId);
      if (fleet.is_home === 1 || fleet.status !== "stationed" || !fleet.stationed_planet_id) {
        throw refuse("reinforce_stationed_only");
      }
      const home = await findFleet(trx, galaxy.id, homeFleetId(galaxy.id, player.id));
      if (!home) throw refuse("home_fleet_not_found");
      const split = checkSendOrder({ mission: "reinforce", available: unitsOf(home), requested: units });
      if (!split.ok) throw refused(split);
      const target = await loadTargetPlanet(trx, galaxy.id, fleet.stationed_planet_id);
      const origin = home.home_planet_id ? await loadTargetPlanet(trx, galaxy.id, home.home_planet_id) : target;
      const distance = gridDistance(point(origin), target);
      const fee = launchFee(sumUnits(split.leaving), distance);
      await mustSpend(trx, player, creditsOnly(fee));
      await setFleetUnits(trx, galaxy.id, home.id, split.staying);
      const arrivesAt = completionTime(
        galaxy.next_turn_at,
        travelTurns(distance, raceSpec(player.race).bonuses.speed),
        galaxy.turn_length_minutes,
      );
      const reinforcement: FleetRow = {
        galaxy_id: galaxy.id,
        id: deps.ids.uuid(),
        player_id: player.id,
        name: `Reinforcements for ${fleet.name}`,
        is_home: 0,
        status: "traveling",
        action: "reinforce",
        ...split.leaving,
        home_planet_id: home.home_planet_id,
        source_planet_id: origin.id,
        target_planet_id: target.id,
        stationed_planet_id: null,
        started_at: now,
        arrives_at: arrivesAt,
        created_at: now,
        portal_planet_id: null,
        merge_into_fleet_id: fleet.id,
        travel_seconds: Math.round((arrivesAt - now) / 1000),
      };
      await insertFleet(trx, reinforcement);
      await insertEvents(trx, [
        playerEvent(deps, galaxy, player, "fleet_launched", gameText("fleet_launched", { fleet: reinforcement.name }), {
          fleetId: reinforcement.id,
          action: "reinforce",
          planetId: target.id,
          fee,
        }),
      ]);
      return {
        message: "Reinforcements sent!",
        fleet: fleetView(reinforcement),
        travelTimeSeconds: reinforcement.travel_seconds,
        fee,
      };
    },
    claimed,
  );
