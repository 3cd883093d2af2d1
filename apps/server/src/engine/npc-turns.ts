import { gameText, type GameText } from "@nova/contract";
import {
  buildingCountLabel,
  checkBuildOrder,
  checkUnitOrder,
  completionTime,
  homeFleetId,
  npcActsAt,
  npcLevel,
  npcStrikeTroop,
  NPC_SETTINGS,
  planNpcArmy,
  planNpcTurn,
  unitCountText,
  scienceBonuses,
  subtractCost,
  type BuildingType,
  type Cost,
  type FleetUnitKey,
  type TurnResult,
  type UnitType,
} from "@nova/rules";
import type { Insertable } from "kysely";
import { bulkInsert, bulkUpdateById, type BulkRow } from "../db/bulk-writes.ts";
import { eventRow } from "../db/repositories/events-repository.ts";
import type { BuildingJobsTable, EventsTable, UnitJobsTable } from "../db/schema.ts";
import type { LoadedTurnState } from "../db/repositories/turn-state-repository.ts";
import type { NpcTurnContext } from "./npc-context.ts";
import { exploreStep } from "./npc-exploration.ts";
import { runNpcOperations } from "./npc-operations.ts";
import { initiateNpcAttacks, launchNpcStrikes, loadGrievances } from "./npc-war.ts";
import { sumQueuedBuildings, sumQueuedUnits } from "../db/repositories/jobs-repository.ts";

/** NPCs skip their turns in flips older than this when the server catches up after downtime (rules.md 3.2). */
export const NPC_CATCH_UP_LIMIT_MS = 60 * 60_000;

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/**
 * Step 8 of the flip (rules.md 16): every NPC whose beat falls on this turn builds and trains (planned by the
 * pure `planNpcTurn`) and explores (`npc-exploration.ts`), checked by the same `checkBuildOrder` /
 * `checkUnitOrder` as players' orders, from the state the flip just computed. Runs inside the flip's
 * transaction. Returns the rows written and the empires a strike was launched at (to be told once it commits).
 */
export const runNpcTurns = async (
  ctx: NpcTurnContext,
  before: LoadedTurnState,
  result: TurnResult,
): Promise<{ rows: number; struck: string[] }> => {
  if (ctx.now - ctx.flipTime > NPC_CATCH_UP_LIMIT_MS) return { rows: 0, struck: [] };
  const level = npcLevel(ctx.npcDifficulty);
  const events: Insertable<EventsTable>[] = [];
  const event = (playerId: string, eventType: string, text: GameText, details: Record<string, unknown>) =>
    events.push(
      eventRow({
        galaxyId: ctx.galaxyId,
        id: ctx.ids.uuid(),
        playerId,
        familyId: null,
        eventType,
        text,
        turnNumber: ctx.turn,
        isPublic: false,
        details,
        createdAt: ctx.flipTime,
      }),
    );
  const acting = result.empires.filter((e) => before.npcIds.has(e.id) && npcActsAt(e.id, ctx.turn, level));
  if (acting.length === 0) {
    const battleRows = await initiateNpcAttacks(ctx, event);
    await bulkInsert(ctx.trx, ctx.db, "events", events);
    return { rows: battleRows + events.length, struck: [] };
  }
  const grievances = await loadGrievances(
    ctx,
    acting.map((e) => e.id),
  );

  const queuedByPlanet = new Map<string, number>();
  const queuedByPlayer = new Map<string, Partial<Record<BuildingType, number>>>();
  const training = new Map<string, Partial<Record<UnitType, number>>>();
  for (const ids of chunks(
    acting.map((e) => e.id),
    500,
  )) {
    const [buildingJobs, unitJobs] = await Promise.all([
      sumQueuedBuildings(ctx.trx, ctx.galaxyId, ids),
      sumQueuedUnits(ctx.trx, ctx.galaxyId, ids),
    ]);
    for (const job of buildingJobs) {
      const n = Number(job.n);
      queuedByPlanet.set(job.planet_id, (queuedByPlanet.get(job.planet_id) ?? 0) + n);
      const perType = queuedByPlayer.get(job.player_id) ?? {};
      const type = job.building_type as BuildingType;
      perType[type] = (perType[type] ?? 0) + n;
      queuedByPlayer.set(job.player_id, perType);
    }
    for (const job of unitJobs)
      training.set(job.player_id, { ...training.get(job.player_id), [job.unit_type]: Number(job.n) });
  }

  const beforeById = new Map(before.empires.map((e) => [e.id, e]));
  const buildingJobs: Insertable<BuildingJobsTable>[] = [];
  const unitJobs: Insertable<UnitJobsTable>[] = [];
  const resourceRows: BulkRow[] = [];
  /** Each acting NPC's resources after its orders so far. */
  const spending = new Map<string, Cost>();

  for (const empire of acting) {
    const start = beforeById.get(empire.id);
    if (!start) continue;
    const sizes = new Map(start.planets.map((p) => [p.id, p.size]));
    const planets = empire.planets.map((p) => ({
      id: p.id,
      size: sizes.get(p.id) ?? 0,
      buildings: p.buildings,
      inProgress: queuedByPlanet.get(p.id) ?? 0,
    }));
    const population = empire.planets.reduce((sum, p) => sum + p.population, 0);
    const constructionBonus = scienceBonuses(empire.research.fieldPoints, empire.networth).construction;
    const plan = planNpcTurn({
      level,
      race: start.race,
      resources: empire.resources,
      planets,
      queuedBuildings: queuedByPlayer.get(empire.id) ?? {},
      foodProduced: empire.economy.resourceProduction.foodProduced,
      foodConsumed: empire.economy.resourceProduction.foodConsumed,
      population,
      soldiers: start.units.soldiers - empire.unitsDisbanded.soldiers + (training.get(empire.id)?.soldier ?? 0),
      constructionBonus,
      totalIncome: empire.economy.incomeBreakdown.totalIncome,
    });
    let resources = { ...empire.resources };
    if (plan.buildings.length > 0) {
      const check = checkBuildOrder({
        race: start.race,
        resources,
        planets: planets.map((p) => ({
          id: p.id,
          ownerIsCaller: true,
          size: p.size,
          built: Object.values(p.buildings).reduce((sum, n) => sum + (n ?? 0), 0),
          inProgress: p.inProgress,
          existingPortals: p.buildings.portal ?? 0,
        })),
        orders: plan.buildings,
        constructionBonus,
        planetsOwned: planets.length,
        recentDailyCounts: {},
      });
      if (check.ok) {
        resources = subtractCost(resources, check.totalCost);
        for (const line of check.lines) {
          buildingJobs.push({
            galaxy_id: ctx.galaxyId,
            id: ctx.ids.uuid(),
            player_id: empire.id,
            planet_id: line.planetId,
            building_type: line.buildingType,
            quantity: line.quantity,
            state: "in_progress",
            started_at: ctx.flipTime,
            completes_at: completionTime(ctx.nextFlipAt, line.turns, ctx.turnLengthMinutes),
          });
        }
        const count = check.lines.reduce((sum, line) => sum + line.quantity, 0);
        event(empire.id, "npc_action_building", gameText("npc_buildings_queued", { count }), {
          buildings: check.lines.map((line) => buildingCountLabel(line.buildingType, line.quantity)),
        });
      }
    }
    const train = (lines: readonly { unitType: UnitType; quantity: number; turns: number }[]) => {
      for (const line of lines)
        unitJobs.push({
          galaxy_id: ctx.galaxyId,
          id: ctx.ids.uuid(),
          player_id: empire.id,
          fleet_id: homeFleetId(ctx.galaxyId, empire.id),
          unit_type: line.unitType,
          quantity: line.quantity,
          state: "in_progress",
          started_at: ctx.flipTime,
          completes_at: completionTime(ctx.nextFlipAt, line.turns, ctx.turnLengthMinutes),
        });
    };
    if (plan.soldiers > 0) {
      const check = checkUnitOrder({
        race: start.race,
        resources,
        orders: [{ unitType: "soldier", quantity: plan.soldiers }],
        recentDailyCounts: {},
      });
      if (check.ok) {
        resources = subtractCost(resources, check.totalCost);
        train(check.lines);
        event(
          empire.id,
          "npc_action_unit",
          gameText("npc_training", { units: unitCountText("soldier", plan.soldiers) }),
          {
            unitType: "soldier",
            quantity: plan.soldiers,
          },
        );
      }
    }
    const queued = training.get(empire.id) ?? {};
    const held = (key: FleetUnitKey, type: UnitType) =>
      start.units[key] - empire.unitsDisbanded[key] + (queued[type] ?? 0);
    const keepSoldiers = Math.floor((NPC_SETTINGS[level].soldiersPerThousand * population) / 1000);
    const army = planNpcArmy({
      level,
      race: start.race,
      aggrieved: (grievances.get(empire.id)?.size ?? 0) > 0,
      population,
      held: {
        troops:
          npcStrikeTroop(start.race) === "droid"
            ? held("droids", "droid")
            : Math.max(0, held("soldiers", "soldier") - keepSoldiers),
        transports: held("transports", "transport"),
        fighters: held("fighters", "fighter"),
        bombers: held("bombers", "bomber"),
      },
      totalIncome: empire.economy.incomeBreakdown.totalIncome,
      // What is left after the buildings and the standing defence, less the credit reserve.
      budget: {
        ...resources,
        credits: resources.credits - Math.ceil(empire.resources.credits * NPC_SETTINGS[level].reserveShare),
      },
    });
    if (army.length > 0) {
      const check = checkUnitOrder({ race: start.race, resources, orders: army, recentDailyCounts: {} });
      if (check.ok) {
        resources = subtractCost(resources, check.totalCost);
        train(check.lines);
        event(
          empire.id,
          "npc_action_unit",
          gameText("npc_training_strike_force", {
            units: check.lines.map((l) => unitCountText(l.unitType, l.quantity)),
          }),
          { units: Object.fromEntries(check.lines.map((l) => [l.unitType, l.quantity])) },
        );
      }
    }
    spending.set(empire.id, resources);
  }

  const fleetRows = await exploreStep(ctx, acting, beforeById, spending, { unitJobs, event });
  const launched = await launchNpcStrikes(ctx, level, acting, beforeById, grievances, spending, event);
  for (const empire of acting) {
    const resources = spending.get(empire.id);
    if (resources && resources !== empire.resources) {
      resourceRows.push({
        id: empire.id,
        values: [resources.credits, resources.iron, resources.endurium, resources.octarine],
      });
    }
  }

  await bulkUpdateById(
    ctx.trx,
    ctx.db,
    "players",
    ctx.galaxyId,
    ["credits", "iron", "endurium", "octarine"].map((name) => ({ name, type: "bigint" as const })),
    resourceRows,
  );
  await bulkInsert(ctx.trx, ctx.db, "building_jobs", buildingJobs);
  await bulkInsert(ctx.trx, ctx.db, "unit_jobs", unitJobs);
  // Strikes that reached their target fight at once, whatever the NPC's beat (rules.md 16 step 5); after the
  // orders, which were planned on the planets each NPC held before any battle of this flip.
  const battleRows = await initiateNpcAttacks(ctx, event);
  await bulkInsert(ctx.trx, ctx.db, "events", events);
  // Casts spend from the rows just written, so they come last.
  const castRows = await runNpcOperations(ctx, level, acting, launched.strikes, grievances);
  return {
    rows:
      battleRows +
      resourceRows.length +
      buildingJobs.length +
      unitJobs.length +
      events.length +
      fleetRows +
      launched.rows +
      castRows,
    struck: [...new Set([...launched.strikes.values()].map((strike) => strike.playerId))],
  };
};
