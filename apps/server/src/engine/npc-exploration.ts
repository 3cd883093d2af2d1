import { gameText, type GameText } from "@nova/contract";
import {
  NPC_EXPLORE_RADIUS,
  canExplore,
  checkUnitOrder,
  completionTime,
  emptyFleetUnits,
  parsePlanetId,
  planetLabel,
  planNpcExploration,
  raceSpec,
  subtractCost,
  type Cost,
  type EmpireState,
  type EmpireTurnResult,
} from "@nova/rules";
import type { Insertable } from "kysely";
import type { UnitJobsTable } from "../db/schema.ts";
import { insertFleet, missionFleetRow } from "../db/repositories/fleets-repository.ts";
import type { NpcTurnContext } from "./npc-context.ts";
import { listHomeExplorers } from "../db/repositories/fleets-repository.ts";
import { listExplorersInFlight } from "../db/repositories/fleets-repository.ts";
import { listRecentExplorerJobs } from "../db/repositories/jobs-repository.ts";
import { listFreePlanetsInBox } from "../db/repositories/planets-repository.ts";
import { takeOneExplorer } from "../db/repositories/fleets-repository.ts";

const DAY_MS = 24 * 60 * 60_000;

/**
 * Step 4 (rules.md 16): NPCs whose empires are half built look for an unclaimed planet near their own and send
 * an explorer there (or train one first). A few small queries, only for the NPCs that may explore.
 */
export const exploreStep = async (
  ctx: NpcTurnContext,
  acting: readonly EmpireTurnResult[],
  beforeById: ReadonlyMap<string, EmpireState>,
  spending: Map<string, Cost>,
  out: {
    unitJobs: Insertable<UnitJobsTable>[];
    event: (playerId: string, eventType: string, text: GameText, details: Record<string, unknown>) => void;
  },
): Promise<number> => {
  const owners = acting
    .map((empire) => {
      const sizes = new Map((beforeById.get(empire.id)?.planets ?? []).map((p) => [p.id, p.size]));
      const owned = empire.planets.flatMap((p) => {
        const at = parsePlanetId(p.id);
        if (!at) return [];
        const built = Object.values(p.buildings).reduce((sum, n) => sum + (n ?? 0), 0);
        return [{ planetId: p.id, x: at.x, y: at.y, size: sizes.get(p.id) ?? 0, built }];
      });
      return { empire, owned };
    })
    .filter(
      ({ owned }) =>
        canExplore({
          completedBuildings: owned.reduce((sum, p) => sum + p.built, 0),
          totalSize: owned.reduce((sum, p) => sum + p.size, 0),
        }) === null,
    );
  if (owners.length === 0) return 0;
  const ids = owners.map((o) => o.empire.id);
  const [homeFleets, traveling, explorerJobs] = await Promise.all([
    listHomeExplorers(ctx.trx, ctx.galaxyId, ids),
    // Every explorer on its way: its target is taken, and an NPC sends one at a time.
    listExplorersInFlight(ctx.trx, ctx.galaxyId),
    listRecentExplorerJobs(ctx.trx, ctx.galaxyId, ids, ctx.flipTime - DAY_MS),
  ]);
  const targeted = new Set(traveling.map((f) => f.target_planet_id));

  let written = 0;
  for (const { empire, owned } of owners) {
    const resources = spending.get(empire.id) ?? empire.resources;
    const home = homeFleets.find((f) => f.player_id === empire.id);
    const start = beforeById.get(empire.id);
    if (!home || !start) continue;
    const jobs = explorerJobs.filter((j) => j.player_id === empire.id);
    const xs = owned.map((p) => p.x);
    const ys = owned.map((p) => p.y);
    const candidates = (
      await listFreePlanetsInBox(ctx.trx, ctx.galaxyId, {
        x0: Math.min(...xs) - NPC_EXPLORE_RADIUS,
        x1: Math.max(...xs) + NPC_EXPLORE_RADIUS,
        y0: Math.min(...ys) - NPC_EXPLORE_RADIUS,
        y1: Math.max(...ys) + NPC_EXPLORE_RADIUS,
      })
    )
      .filter((p) => !targeted.has(p.id))
      .map((p) => ({ planetId: p.id, x: p.x, y: p.y }));
    const decision = planNpcExploration({
      owned,
      candidates,
      homeExplorers: Number(home.explorers),
      explorersInTraining: jobs.filter((j) => j.state === "in_progress").reduce((sum, j) => sum + j.quantity, 0),
      explorersOrderedToday: jobs
        .filter((j) => j.started_at >= ctx.flipTime - DAY_MS)
        .reduce((s, j) => s + j.quantity, 0),
      explorersTraveling: traveling.filter((f) => f.player_id === empire.id).length,
      credits: resources.credits,
      raceSpeed: raceSpec(start.race).bonuses.speed,
    });
    if (decision.kind === "train") {
      const check = checkUnitOrder({
        race: start.race,
        resources,
        orders: [{ unitType: "explorer", quantity: 1 }],
        recentDailyCounts: {
          explorer: jobs.filter((j) => j.started_at >= ctx.flipTime - DAY_MS).reduce((s, j) => s + j.quantity, 0),
        },
      });
      const line = check.ok ? check.lines[0] : undefined;
      if (!check.ok || !line) continue;
      spending.set(empire.id, subtractCost(resources, check.totalCost));
      out.unitJobs.push({
        galaxy_id: ctx.galaxyId,
        id: ctx.ids.uuid(),
        player_id: empire.id,
        fleet_id: home.id,
        unit_type: "explorer",
        quantity: 1,
        state: "in_progress",
        started_at: ctx.flipTime,
        completes_at: completionTime(ctx.nextFlipAt, line.turns, ctx.turnLengthMinutes),
      });
      out.event(empire.id, "npc_action_unit", gameText("npc_training_explorer", {}), {
        unitType: "explorer",
        quantity: 1,
      });
    } else if (decision.kind === "send") {
      const taken = await takeOneExplorer(ctx.trx, ctx.galaxyId, home.id);
      if (!taken) continue;
      targeted.add(decision.targetPlanetId);
      spending.set(empire.id, { ...resources, credits: resources.credits - decision.fee });
      const arrivesAt = completionTime(ctx.nextFlipAt, decision.turns, ctx.turnLengthMinutes);
      await insertFleet(
        ctx.trx,
        missionFleetRow({
          galaxyId: ctx.galaxyId,
          id: ctx.ids.uuid(),
          playerId: empire.id,
          name: `Explorer to ${planetLabel(decision.targetPlanetId)}`,
          action: "exploration",
          units: { ...emptyFleetUnits(), explorers: 1 },
          homePlanetId: home.home_planet_id,
          sourcePlanetId: decision.originPlanetId,
          targetPlanetId: decision.targetPlanetId,
          portalPlanetId: null,
          startedAt: ctx.flipTime,
          arrivesAt,
        }),
      );
      out.event(
        empire.id,
        "npc_action_exploration",
        gameText("npc_explorer_sent", { planet: planetLabel(decision.targetPlanetId) }),
        {
          targetPlanetId: decision.targetPlanetId,
          fee: decision.fee,
        },
      );
      written += 2;
    }
  }
  return written;
};
