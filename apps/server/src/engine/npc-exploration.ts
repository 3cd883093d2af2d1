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
    event: (playerId: string, eventType: string, summary: string, details: Record<string, unknown>) => void;
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
    ctx.trx
      .selectFrom("fleets")
      .select(["id", "player_id", "explorers", "home_planet_id"])
      .where("galaxy_id", "=", ctx.galaxyId)
      .where("is_home", "=", 1)
      .where("player_id", "in", ids)
      .execute(),
    // Every explorer on its way: its target is taken, and an NPC sends one at a time.
    ctx.trx
      .selectFrom("fleets")
      .select(["player_id", "target_planet_id"])
      .where("galaxy_id", "=", ctx.galaxyId)
      .where("action", "=", "exploration")
      .where("status", "=", "traveling")
      .execute(),
    ctx.trx
      .selectFrom("unit_jobs")
      .select(["player_id", "state", "started_at", "quantity"])
      .where("galaxy_id", "=", ctx.galaxyId)
      .where("unit_type", "=", "explorer")
      .where("player_id", "in", ids)
      .where((eb) => eb.or([eb("state", "=", "in_progress"), eb("started_at", ">=", ctx.flipTime - DAY_MS)]))
      .execute(),
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
      await ctx.trx
        .selectFrom("planets")
        .select(["id", "x", "y"])
        .where("galaxy_id", "=", ctx.galaxyId)
        .where("owner_id", "is", null)
        .where("is_home_slot", "=", 0)
        .where("x", ">=", Math.min(...xs) - NPC_EXPLORE_RADIUS)
        .where("x", "<=", Math.max(...xs) + NPC_EXPLORE_RADIUS)
        .where("y", ">=", Math.min(...ys) - NPC_EXPLORE_RADIUS)
        .where("y", "<=", Math.max(...ys) + NPC_EXPLORE_RADIUS)
        .execute()
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
      out.event(empire.id, "npc_action_unit", "Training an explorer", { unitType: "explorer", quantity: 1 });
    } else if (decision.kind === "send") {
      const taken = await ctx.trx
        .updateTable("fleets")
        .set((eb) => ({ explorers: eb("explorers", "-", 1) }))
        .where("galaxy_id", "=", ctx.galaxyId)
        .where("id", "=", home.id)
        .where("explorers", ">=", 1)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) continue;
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
      out.event(empire.id, "npc_action_exploration", `Explorer sent to ${planetLabel(decision.targetPlanetId)}`, {
        targetPlanetId: decision.targetPlanetId,
        fee: decision.fee,
      });
      written += 2;
    }
  }
  return written;
};
