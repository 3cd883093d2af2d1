import {
  BUILDING_TYPES,
  FLEET_UNIT_KEYS,
  UNIT_FLEET_KEY,
  type FleetUnitKey,
  type FleetUnits,
  type TurnResult,
} from "@nova/rules";
import { bulkInsert, bulkUpdateById, type BulkRow, type Db, type Queryable } from "../db/database.ts";
import { eventRow } from "../db/repositories/events-repository.ts";
import { recordLedger } from "../db/repositories/ledger-repository.ts";
import { FIELD_POINT_COLUMNS, researchProgressValues } from "../db/repositories/research-columns.ts";
import { unitsOf, type FleetRow } from "../db/repositories/fleets-repository.ts";
import type { Ids } from "../platform/ids.ts";
import type { LoadedTurnState } from "../db/repositories/turn-state-repository.ts";
import { listFleetsByIds, listFleetsHomeFirst, updateFleet } from "../db/repositories/fleets-repository.ts";
import { completeDueJobs } from "../db/repositories/jobs-repository.ts";

export interface ApplyContext {
  readonly trx: Queryable;
  readonly db: Db;
  readonly galaxyId: string;
  readonly turn: number;
  readonly flipTime: number;
  readonly ids: Ids;
}

/**
 * Writes a resolved turn: only rows that changed, in bulk statements, inside the flip's transaction.
 * Returns the number of rows written (for the benchmark).
 */
export const applyTurnResult = async (
  ctx: ApplyContext,
  before: LoadedTurnState,
  result: TurnResult,
): Promise<number> => {
  const { trx, db, galaxyId } = ctx;
  let written = 0;
  const beforeEmpires = new Map(before.empires.map((e) => [e.id, e]));

  const playerRows: BulkRow[] = [];
  const planetRows: BulkRow[] = [];
  const buildingRows: BulkRow[] = [];
  for (const empire of result.empires) {
    const old = beforeEmpires.get(empire.id);
    const r = empire.resources;
    playerRows.push({
      id: empire.id,
      values: [
        r.credits,
        r.food,
        r.iron,
        r.endurium,
        r.octarine,
        empire.morale,
        empire.networth,
        empire.researchPoints,
        ...researchProgressValues(empire.research),
      ],
    });
    const oldList = old?.planets ?? [];
    const oldRowids = before.planetRowids.get(empire.id) ?? [];
    let oldIndex: Map<string, number> | null = null;
    for (const [i, planet] of empire.planets.entries()) {
      // resolveTurn keeps the planets' order, so the same index is nearly always the same planet.
      const at =
        oldList[i]?.id === planet.id ? i : (oldIndex ??= new Map(oldList.map((p, k) => [p.id, k]))).get(planet.id);
      const prev = at === undefined ? undefined : oldList[at];
      const rowid = at === undefined ? null : (oldRowids[at] ?? null);
      if (!prev || prev.population !== planet.population)
        planetRows.push({ id: planet.id, rowid, values: [planet.population] });
      const buildingsChanged =
        !prev ||
        (prev.buildings !== planet.buildings &&
          BUILDING_TYPES.some((t) => (prev.buildings[t] ?? 0) !== (planet.buildings[t] ?? 0)));
      if (buildingsChanged) {
        buildingRows.push({ id: planet.id, rowid, values: BUILDING_TYPES.map((t) => planet.buildings[t] ?? 0) });
      }
    }
  }

  await bulkUpdateById(
    trx,
    db,
    "players",
    galaxyId,
    [
      { name: "credits", type: "bigint" },
      { name: "food", type: "bigint" },
      { name: "iron", type: "bigint" },
      { name: "endurium", type: "bigint" },
      { name: "octarine", type: "bigint" },
      { name: "morale", type: "double precision" },
      { name: "networth", type: "bigint" },
      { name: "research_points", type: "bigint" },
      ...["research_remaining", ...FIELD_POINT_COLUMNS].map((name) => ({ name, type: "bigint" as const })),
    ],
    playerRows,
  );
  await bulkUpdateById(trx, db, "planets", galaxyId, [{ name: "population", type: "bigint" }], planetRows);
  await bulkUpdateById(
    trx,
    db,
    "planets",
    galaxyId,
    BUILDING_TYPES.map((name) => ({ name, type: "bigint" as const })),
    buildingRows,
  );
  written += playerRows.length + planetRows.length + buildingRows.length;

  written += await deliverUnits(ctx, before);
  written += await disbandUnits(ctx, result);

  for (const table of ["building_jobs", "unit_jobs"] as const) {
    written += await completeDueJobs(trx, table, galaxyId, ctx.flipTime);
  }

  const events = result.events.map((e) =>
    eventRow({
      galaxyId,
      id: ctx.ids.uuid(),
      playerId: e.playerId,
      familyId: null,
      eventType: e.eventType,
      text: e.text,
      turnNumber: ctx.turn,
      isPublic: e.isPublic,
      details: e.details,
      createdAt: ctx.flipTime,
    }),
  );
  await bulkInsert(trx, db, "events", events);
  const ledger = result.empires.flatMap((e) => {
    const old = beforeEmpires.get(e.id);
    return old ? [{ playerId: e.id, before: old.resources, after: e.resources }] : [];
  });
  await recordLedger(trx, db, galaxyId, ctx.turn, ledger);
  return written + events.length + ledger.length;
};

/** Completed unit jobs join their fleet if it is the home fleet or still idle, otherwise the home fleet (rules.md 11.3). */
const deliverUnits = async (ctx: ApplyContext, before: LoadedTurnState): Promise<number> => {
  if (before.dueUnitJobs.length === 0) return 0;
  const { trx, galaxyId } = ctx;
  const fleetIds = new Set(before.dueUnitJobs.map((j) => j.fleetId));
  for (const job of before.dueUnitJobs) fleetIds.add(`${galaxyId}:${job.playerId}:home`);
  const fleets = new Map<string, FleetRow>();
  const ids = [...fleetIds];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await listFleetsByIds(trx, galaxyId, ids.slice(i, i + 500));
    for (const row of rows) fleets.set(row.id, row);
  }
  const units = new Map<string, FleetUnits>();
  for (const job of before.dueUnitJobs) {
    const own = fleets.get(job.fleetId);
    const usable = own && own.player_id === job.playerId && (own.is_home === 1 || own.status === "idle");
    const target = usable ? job.fleetId : `${galaxyId}:${job.playerId}:home`;
    const row = fleets.get(target);
    if (!row) continue; // no home fleet: the player is gone
    const current = units.get(target) ?? unitsOf(row);
    current[UNIT_FLEET_KEY[job.unitType]] += job.quantity;
    units.set(target, current);
  }
  await bulkUpdateById(
    trx,
    ctx.db,
    "fleets",
    galaxyId,
    FLEET_UNIT_KEYS.map((name) => ({ name, type: "bigint" as const })),
    [...units].map(([id, u]) => ({ id, values: FLEET_UNIT_KEYS.map((k) => u[k]) })),
  );
  return units.size;
};

/** Insolvency losses come out of the home fleet first, then the other fleets in creation order. */
const disbandUnits = async (ctx: ApplyContext, result: TurnResult): Promise<number> => {
  const { trx, galaxyId } = ctx;
  let written = 0;
  for (const empire of result.empires) {
    const losses = FLEET_UNIT_KEYS.filter((k) => empire.unitsDisbanded[k] > 0);
    if (losses.length === 0) continue;
    const fleets = await listFleetsHomeFirst(trx, galaxyId, empire.id);
    const remaining = { ...empire.unitsDisbanded };
    for (const fleet of fleets) {
      const change: Partial<Record<FleetUnitKey, number>> = {};
      for (const key of losses) {
        const take = Math.min(remaining[key], Number(fleet[key]));
        if (take > 0) {
          change[key] = Number(fleet[key]) - take;
          remaining[key] -= take;
        }
      }
      if (Object.keys(change).length > 0) {
        await updateFleet(trx, galaxyId, fleet.id, change);
        written++;
      }
    }
  }
  return written;
};
