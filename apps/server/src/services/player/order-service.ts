import { gameText, type BuildOrderRequest as BuildOrderBody, type UnitBuildRequest } from "@nova/contract";
import {
  buildingCountText,
  checkBuildOrder,
  checkUnitOrder,
  completionTime,
  planetLabel,
  unitCountText,
  type BuildingType,
  type UnitType,
} from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import { insertEvents } from "../../db/repositories/events-repository.ts";
import {
  insertBuildingJobs,
  insertUnitJobs,
  orderedSince,
  type BuildingJobRow,
  type UnitJobRow,
} from "../../db/repositories/jobs-repository.ts";
import { countPlanetsOf, planetsForOrder, totalBuildingsOfRow } from "../../db/repositories/planets-repository.ts";
import { scienceOfRow } from "../../db/repositories/research-columns.ts";
import { refuse, refused } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { buildingJobView, unitJobView } from "../galaxy/job-views.ts";
import { playerEvent } from "../events/player-event.ts";
import { afterSpending, mustSpend, withOwnEmpireOrder } from "./player-order.ts";
import { sumPortalsInProgress } from "../../db/repositories/jobs-repository.ts";
import { findFleetState } from "../../db/repositories/fleets-repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /build/order. Reads only the planets the order names (with the caller's jobs in progress on each); what
 * only a portal's price and limits depend on (planets owned, portals built or queued, portals ordered today) is
 * read only when the order holds a portal line: the rules use none of it otherwise.
 */
export const placeBuildOrder = async (deps: ServiceDeps, user: AuthUser, body: BuildOrderBody) =>
  withOwnEmpireOrder(deps, user, body.galaxyId, async (trx, galaxy, player) => {
    const now = deps.clock.now();
    const orders = body.orders.map((o) => ({
      ...o,
      planetId: o.planetId.startsWith(`${galaxy.id}:`) ? o.planetId : `${galaxy.id}:${o.planetId}`,
    }));
    const requested = [...new Set(orders.map((o) => o.planetId))];
    const named = (await planetsForOrder(trx, galaxy.id, player.id, requested)).filter((p) => p.owner_id === player.id);
    const portalOrdered = orders.some((o) => o.buildingType === "portal");
    const portalJobs =
      portalOrdered && named.length
        ? await sumPortalsInProgress(
            trx,
            galaxy.id,
            named.map((p) => p.id),
          )
        : [];
    const check = checkBuildOrder({
      race: player.race,
      resources: player,
      planets: requested.map((id) => {
        const planet = named.find((p) => p.id === id);
        return {
          id,
          ownerIsCaller: planet !== undefined,
          size: planet?.size ?? 0,
          built: planet ? totalBuildingsOfRow(planet) : 0,
          inProgress: planet?.in_progress ?? 0,
          existingPortals: (planet?.portal ?? 0) + Number(portalJobs.find((j) => j.planet_id === id)?.n ?? 0),
        };
      }),
      orders,
      constructionBonus: scienceOfRow(player).construction,
      planetsOwned: portalOrdered ? await countPlanetsOf(trx, galaxy.id, player.id) : 0,
      recentDailyCounts: {
        portal: portalOrdered
          ? await orderedSince(trx, "building_jobs", galaxy.id, player.id, "portal", now - DAY_MS)
          : 0,
      },
    });
    if (!check.ok) throw refused(check);
    await mustSpend(trx, player, check.totalCost);
    const jobs: BuildingJobRow[] = check.lines.map((line) => ({
      galaxy_id: galaxy.id,
      id: deps.ids.uuid(),
      player_id: player.id,
      planet_id: line.planetId,
      building_type: line.buildingType,
      quantity: line.quantity,
      state: "in_progress",
      started_at: now,
      completes_at: completionTime(galaxy.next_turn_at, line.turns, galaxy.turn_length_minutes),
    }));
    await insertBuildingJobs(trx, jobs);
    await insertEvents(
      trx,
      jobs.map((j) =>
        playerEvent(
          deps,
          galaxy,
          player,
          "building_queued",
          gameText("building_queued", {
            buildings: buildingCountText(j.building_type as BuildingType, j.quantity),
            planet: planetLabel(j.planet_id),
          }),
          { buildingType: j.building_type, quantity: j.quantity, planetId: j.planet_id, jobId: j.id },
        ),
      ),
    );
    return {
      jobs: jobs.map(buildingJobView),
      totalCost: check.totalCost,
      resources: afterSpending(player, check.totalCost),
    };
  });

/** POST /units/build: units join the home fleet or one of the caller's idle fleets when done. */
export const placeUnitOrder = async (deps: ServiceDeps, user: AuthUser, body: UnitBuildRequest) =>
  withOwnEmpireOrder(deps, user, body.galaxyId, async (trx, galaxy, player) => {
    const now = deps.clock.now();
    const fleet = await findFleetState(trx, galaxy.id, body.fleetId);
    if (!fleet || fleet.player_id !== player.id) throw refuse("fleet_not_found");
    if (fleet.is_home !== 1 && fleet.status !== "idle") throw refuse("units_join_home_or_idle");
    const check = checkUnitOrder({
      race: player.race,
      resources: player,
      orders: body.orders,
      recentDailyCounts: {
        explorer: await orderedSince(trx, "unit_jobs", galaxy.id, player.id, "explorer", now - DAY_MS),
      },
    });
    if (!check.ok) throw refused(check);
    await mustSpend(trx, player, check.totalCost);
    const jobs: UnitJobRow[] = check.lines.map((line) => ({
      galaxy_id: galaxy.id,
      id: deps.ids.uuid(),
      player_id: player.id,
      fleet_id: fleet.id,
      unit_type: line.unitType,
      quantity: line.quantity,
      state: "in_progress",
      started_at: now,
      completes_at: completionTime(galaxy.next_turn_at, line.turns, galaxy.turn_length_minutes),
    }));
    await insertUnitJobs(trx, jobs);
    await insertEvents(
      trx,
      jobs.map((j) =>
        playerEvent(
          deps,
          galaxy,
          player,
          "unit_queued",
          gameText("unit_queued", { units: unitCountText(j.unit_type as UnitType, j.quantity) }),
          { unitType: j.unit_type, quantity: j.quantity, fleetId: j.fleet_id, jobId: j.id },
        ),
      ),
    );
    return {
      jobs: jobs.map(unitJobView),
      totalCost: check.totalCost,
      resources: afterSpending(player, check.totalCost),
    };
  });
