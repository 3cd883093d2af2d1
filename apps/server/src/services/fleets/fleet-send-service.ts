import { gameText, type GameText, type SendFleetRequest } from "@nova/contract";
import {
  canExplore,
  checkAttack,
  checkSendOrder,
  completionTime,
  departurePortal,
  explorationFee,
  FLEET_UNIT_KEYS,
  gridDistance,
  launchFee,
  nearestOwnedPlanet,
  planetLabel,
  raceSpec,
  travelTurns,
  type FleetUnits,
} from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import { insertEvents } from "../../db/repositories/events-repository.ts";
import { insertNotices } from "../../db/repositories/notification-outbox-repository.ts";
import { attackIncomingNotice } from "../../notifications/notices.ts";
import {
  addFleetUnits,
  findFleet,
  insertFleet,
  missionFleetRow,
  setFleetUnits,
  unitsOf,
  type FleetRow,
} from "../../db/repositories/fleets-repository.ts";
import type { Queryable } from "../../db/database.ts";
import type { GalaxyRow } from "../../db/repositories/galaxies-repository.ts";
import type { PlanetRow } from "../../db/repositories/planets-repository.ts";
import type { PlayerRow } from "../../db/repositories/players-repository.ts";
import { totalBuildingsOfRow } from "../../db/repositories/planets-repository.ts";
import { refuse, refused } from "../../domain/app-error.ts";
import { attackCheckInput } from "../combat/attack-context.ts";
import type { ServiceDeps } from "../deps.ts";
import { loadTargetPlanet, ownedPlanets, point } from "./fleet-targets.ts";
import { fleetView } from "./fleet-view.ts";
import { playerEvent } from "../events/player-event.ts";
import { creditsOnly, mustSpend, withPlayerOrder } from "../player/player-order.ts";
import { blockedPortals, hasActiveEffect } from "../../db/repositories/active-effects-repository.ts";
import { findExplorerHeadingFor, findStationedFleetAt } from "../../db/repositories/fleets-repository.ts";
import { endProtection } from "../../db/repositories/players-repository.ts";

const sumUnits = (u: FleetUnits) => FLEET_UNIT_KEYS.reduce((s, k) => s + u[k], 0);

/** POST /fleets/send: splits units off the home fleet (or an idle fleet) to explore or attack. */
export const sendFleet = async (deps: ServiceDeps, user: AuthUser, body: SendFleetRequest) => {
  /** Whose planet an attack heads for: told after the commit, so the defender's screens show it coming. */
  let defenderId: string | null = null;
  const response = await withPlayerOrder(
    deps,
    user,
    body.galaxyId,
    async (trx, galaxy, player) => {
      const now = deps.clock.now();
      const source = await findFleet(trx, galaxy.id, body.sourceFleetId);
      if (!source || source.player_id !== player.id) throw refuse("fleet_not_found");
      if (source.is_home !== 1 && source.status !== "idle") {
        throw refuse("missions_from_home_or_idle");
      }
      const target = await loadTargetPlanet(trx, galaxy.id, body.targetPlanetId);
      const owned = await ownedPlanets(trx, galaxy.id, player.id);
      const speed = raceSpec(player.race).bonuses.speed;

      let origin: { planetId: string; x: number; y: number };
      let portalId: string | null = null;
      let fee: number;
      let instant = false;
      if (body.action === "exploration") {
        if (target.owner_id !== null) throw refuse("explore_unclaimed_only");
        if (target.is_home_slot === 1) throw refuse("home_slots_reserved");
        const built = canExplore({
          completedBuildings: owned.reduce((s, p) => s + totalBuildingsOfRow(p), 0),
          totalSize: owned.reduce((s, p) => s + p.size, 0),
        });
        if (built) throw refused(built);
        const duplicate = await findExplorerHeadingFor(trx, galaxy.id, player.id, target.id);
        if (duplicate) throw refuse("explorer_on_its_way");
        origin = nearestOwnedPlanet(owned.map(point), target) ?? {
          planetId: source.home_planet_id ?? "",
          x: target.x,
          y: target.y,
        };
        fee = explorationFee(
          owned.length,
          gridDistance(origin, target),
          await hasActiveEffect(trx, galaxy.id, player.id, "space_amazement"),
        );
      } else {
        if (body.action === "attack") {
          const check = checkAttack(await attackCheckInput(trx, galaxy, player, target, now, "send"));
          if (check) throw refused(check);
          defenderId = target.owner_id;
        } else if (target.owner_id !== player.id) {
          throw refuse("station_own_planets_only");
        } else if (target.id === source.home_planet_id && source.is_home === 1) {
          throw refuse("home_fleet_already_there");
        }
        // A force field blocks a portal: no departures through it, no instant arrivals (rules.md 14.3).
        const blocked = await blockedPortals(trx, galaxy.id, galaxy.current_turn);
        const portal = departurePortal(
          owned.filter((p) => p.portal > 0).map((p) => ({ ...point(p), blocked: blocked.has(p.id) })),
          target,
        );
        origin = portal ?? point(owned.find((p) => p.id === source.home_planet_id) ?? owned[0]!);
        portalId = portal?.planetId ?? null;
        // Portal to portal between one's own planets is instant and needs no transports (rules.md 11.4).
        instant = body.action === "move" && portal !== null && target.portal > 0 && !blocked.has(target.id);
        fee = 0;
      }

      const split = checkSendOrder({
        mission: body.action,
        available: unitsOf(source),
        requested: body.units,
        instant,
      });
      if (!split.ok) throw refused(split);
      const distance = instant ? 0 : gridDistance(origin, target);
      if (body.action !== "exploration") fee = launchFee(sumUnits(split.leaving), distance);
      const turns = travelTurns(distance, speed);
      const arrivesAt = completionTime(galaxy.next_turn_at, turns, galaxy.turn_length_minutes);

      await mustSpend(trx, player, creditsOnly(fee));
      await setFleetUnits(trx, galaxy.id, source.id, split.staying);
      if (instant) {
        return stationAtOnce(deps, trx, galaxy, player, source, target, split.leaving, body.fleetName, fee, now);
      }
      const fleet = missionFleetRow({
        galaxyId: galaxy.id,
        id: deps.ids.uuid(),
        playerId: player.id,
        name: body.fleetName || defaultName(body.action, target.id),
        action: body.action,
        units: split.leaving,
        homePlanetId: source.home_planet_id,
        sourcePlanetId: origin.planetId,
        targetPlanetId: target.id,
        portalPlanetId: portalId,
        startedAt: now,
        arrivesAt,
      });
      await insertFleet(trx, fleet);
      // Launching an attack ends the sender's own new-player protection (rules.md section 4).
      if (body.action === "attack") {
        await endProtection(trx, galaxy.id, player.id);
      }
      await insertEvents(trx, [
        playerEvent(deps, galaxy, player, "fleet_launched", launchSummary(fleet.name, target.id), {
          fleetId: fleet.id,
          action: body.action,
          targetPlanetId: target.id,
          planetId: target.id,
          fee,
          travelTurns: turns,
        }),
      ]);
      if (body.action === "attack" && target.owner_id && target.owner_id !== player.id) {
        await insertNotices(trx, [
          attackIncomingNotice(deps.ids, {
            galaxyId: galaxy.id,
            defenderId: target.owner_id,
            attackerName: player.username,
            planetId: target.id,
            arrivalTurn: galaxy.current_turn + turns,
            now,
          }),
        ]);
      }
      return {
        message: "Fleet sent successfully!",
        fleet: fleetView(fleet),
        travelTimeSeconds: fleet.travel_seconds,
        fee,
      };
    },
    body.playerId,
  );
  if (defenderId)
    deps.push?.publish({ kind: "activity", galaxyId: body.galaxyId, playerIds: [defenderId], event: "incoming_fleet" });
  return response;
};

/**
 * "Explorer to 14,7:1 launched", or "Night Raid launched toward 14,7:1" for a name of the player's own that does not
 * already say where it goes: the target is named once.
 */
export const launchSummary = (fleetName: string, targetPlanetId: string): GameText => {
  const target = planetLabel(targetPlanetId);
  return fleetName.includes(target)
    ? gameText("fleet_launched", { fleet: fleetName })
    : gameText("fleet_launched_toward", { fleet: fleetName, planet: target });
};

const defaultName = (action: SendFleetRequest["action"], planetId: string) =>
  action === "exploration"
    ? `Explorer to ${planetLabel(planetId)}`
    : action === "attack"
      ? `Strike on ${planetLabel(planetId)}`
      : `Garrison of ${planetLabel(planetId)}`;

/** An instant portal move: the units join the fleet already stationed there, or become one. */
const stationAtOnce = async (
  deps: ServiceDeps,
  trx: Queryable,
  galaxy: GalaxyRow,
  player: PlayerRow,
  source: FleetRow,
  target: PlanetRow,
  units: FleetUnits,
  fleetName: string | undefined,
  fee: number,
  now: number,
) => {
  const existing = await findStationedFleetAt(trx, galaxy.id, player.id, target.id);
  let fleet: FleetRow;
  if (existing) {
    await addFleetUnits(trx, galaxy.id, existing.id, units);
    fleet = (await findFleet(trx, galaxy.id, existing.id)) as FleetRow;
  } else {
    fleet = {
      galaxy_id: galaxy.id,
      id: deps.ids.uuid(),
      player_id: player.id,
      name: fleetName || defaultName("move", target.id),
      is_home: 0,
      status: "stationed",
      action: "move",
      ...units,
      home_planet_id: source.home_planet_id,
      source_planet_id: source.home_planet_id,
      target_planet_id: target.id,
      stationed_planet_id: target.id,
      started_at: now,
      arrives_at: null,
      created_at: now,
      portal_planet_id: null,
      merge_into_fleet_id: null,
      travel_seconds: 0,
    };
    await insertFleet(trx, fleet);
  }
  await insertEvents(trx, [
    playerEvent(deps, galaxy, player, "fleet_arrived", gameText("portal_jump", { planet: planetLabel(target.id) }), {
      fleetId: fleet.id,
      action: "move",
      planetId: target.id,
      fee,
      instant: true,
    }),
  ]);
  return { message: "Fleet sent successfully!", fleet: fleetView(fleet), travelTimeSeconds: 0, fee };
};
