import type { AwaySummary, BattleReportView } from "@nova/contract";
import { planetLabel, RESOURCES, type Resources } from "@nova/rules";
import { storedText } from "../../db/repositories/events-repository.ts";
import type { AuthUser } from "../../auth/auth-user.ts";
import { ledgerSince, type LedgerRow } from "../../db/repositories/ledger-repository.ts";
import {
  battlesFrom,
  familyEventsAfter,
  operationsSufferedFrom,
  playerEventsAfter,
} from "../../db/repositories/summary-repository.ts";
import { AppError } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { visibleGalaxy } from "../galaxy/galaxy-service.ts";
import { callerPlayer } from "../player/player-service.ts";

const FLEET_EVENTS = ["fleet_arrived", "fleet_returned", "planet_colonized", "colonization_failed"] as const;
const TAKEN = new Set(["captured", "razed", "destroyed"]);

const stocks = (row: LedgerRow, side: "before" | "after"): Resources =>
  Object.fromEntries(RESOURCES.map((r) => [r, Number(row[`${side}_${r}`])])) as Resources;

/**
 * What the turn flips gained (the positive part of each flip's change) and what went out between them (orders,
 * trades, fees and any flip losses): start + gained − spent = now. The start is the stock after flip `since`,
 * or before the first flip recorded after it.
 */
const resourceFlows = (rows: readonly LedgerRow[], since: number, now: Resources) => {
  const gained = Object.fromEntries(RESOURCES.map((r) => [r, 0])) as Resources;
  const first = rows[0];
  const start = first ? (first.turn_number === since ? stocks(first, "after") : stocks(first, "before")) : now;
  for (const row of rows) {
    if (row.turn_number <= since) continue;
    const before = stocks(row, "before");
    const after = stocks(row, "after");
    for (const r of RESOURCES) gained[r] += Math.max(0, after[r] - before[r]);
  }
  const spent = Object.fromEntries(RESOURCES.map((r) => [r, Math.max(0, start[r] + gained[r] - now[r])])) as Resources;
  return { gained, spent };
};

const addTo = (sums: Record<string, number>, key: unknown, n: unknown) => {
  if (typeof key !== "string") return;
  sums[key] = (sums[key] ?? 0) + (typeof n === "number" ? n : 0);
};

/**
 * GET /player/summary/{galaxyId}?since={turn} (issue 18): what happened to the caller's empire since turn `since`:
 * what the flips after it brought, and the battles and operations from turn `since` on (they happen between flips).
 */
export const awaySummary = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  since: number,
): Promise<AwaySummary> => {
  const galaxy = await visibleGalaxy(deps, user, galaxyId);
  const player = await callerPlayer(deps, user, galaxyId);
  const current = galaxy.current_turn;
  if (since > current) throw new AppError("invalid_input", `since cannot be after the current turn (${current})`);
  const db = deps.db.kysely;
  const now: Resources = {
    credits: player.credits,
    food: player.food,
    iron: player.iron,
    endurium: player.endurium,
    octarine: player.octarine,
  };
  const [ledger, jobs, fleets, battles, operations, family] = await Promise.all([
    ledgerSince(db, galaxyId, player.id, since),
    playerEventsAfter(db, galaxyId, player.id, since, ["building_completed", "unit_completed"]),
    playerEventsAfter(db, galaxyId, player.id, since, FLEET_EVENTS),
    battlesFrom(db, galaxyId, player.id, since),
    operationsSufferedFrom(db, galaxyId, player.id, since),
    player.family_id ? familyEventsAfter(db, galaxyId, player.family_id, player.id, since) : Promise.resolve([]),
  ]);
  const buildingsCompleted: Record<string, number> = {};
  const unitsCompleted: Record<string, number> = {};
  for (const e of jobs) {
    const d = JSON.parse(e.details) as Record<string, unknown>;
    if (e.event_type === "building_completed") addTo(buildingsCompleted, d.buildingType, d.quantity);
    else addTo(unitsCompleted, d.unitType, d.quantity);
  }
  const planetsGained = fleets
    .filter((e) => e.event_type === "planet_colonized")
    .map((e) => (JSON.parse(e.details) as { planetId?: string }).planetId)
    .filter((id): id is string => typeof id === "string")
    .map(planetLabel);
  const planetsLost: string[] = [];
  const battleList = battles.map((b) => {
    const report = JSON.parse(b.report) as BattleReportView;
    const role = b.attacker_id === player.id ? ("attacker" as const) : ("defender" as const);
    const won = report.winner === role;
    if (TAKEN.has(report.planetOutcome)) {
      if (role === "attacker" && report.planetOutcome !== "destroyed") planetsGained.push(planetLabel(b.planet_id));
      if (role === "defender") planetsLost.push(planetLabel(b.planet_id));
    }
    return {
      reportId: b.id,
      turnNumber: b.turn_number,
      role,
      planetName: report.planetName,
      opponentName: role === "attacker" ? report.defenderName : report.attackerName,
      won,
    };
  });
  return {
    sinceTurn: since,
    currentTurn: current,
    turnsPassed: current - since,
    ...(() => {
      const flows = resourceFlows(ledger, since, now);
      return { resourcesGained: flows.gained, resourcesSpent: flows.spent };
    })(),
    buildingsCompleted,
    unitsCompleted,
    fleetsArrived: fleets
      .filter((e) => e.event_type !== "planet_colonized")
      .map((e) => ({ summary: e.summary, text: storedText(e.text_code, e.text_params), turnNumber: e.turn_number })),
    battles: battleList,
    operationsSuffered: operations.map((o) => ({
      operationType: o.operation_type,
      status: o.status,
      turnNumber: o.turn_number,
    })),
    planetsGained,
    planetsLost,
    familyEvents: family.map((e) => ({
      summary: e.summary,
      text: storedText(e.text_code, e.text_params),
      turnNumber: e.turn_number,
    })),
  };
};
