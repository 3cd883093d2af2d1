import {
  BUILDING_TYPES,
  emptyFleetUnits,
  FLEET_UNIT_KEYS,
  UNIT_FLEET_KEY,
  type FleetUnits,
  type TurnResult,
} from "@nova/rules";
import { type Db, type Queryable } from "../db/database.ts";
import { bulkInsert, bulkUpdateById, type BulkRow } from "../db/bulk-writes.ts";
import { eventRow } from "../db/repositories/events-repository.ts";
import { recordLedger } from "../db/repositories/ledger-repository.ts";
import { FIELD_POINT_COLUMNS, researchProgressValues } from "../db/repositories/research-columns.ts";
import { type FleetRow } from "../db/repositories/fleets-repository.ts";
import type { Ids } from "../platform/ids.ts";
import type { LoadedTurnState } from "../db/repositories/turn-state-repository.ts";
import { listFleetsByIds, listFleetsHomeFirstOf } from "../db/repositories/fleets-repository.ts";
import { completeJobsById } from "../db/repositories/jobs-repository.ts";

export interface ApplyContext {
  readonly trx: Queryable;
  readonly db: Db;
  readonly galaxyId: string;
  readonly turn: number;
  readonly flipTime: number;
  readonly ids: Ids;
}

/**
 * Writes a resolved turn: only rows that changed, in bulk statements, inside the flip's transaction (under the
 * galaxy's exclusive lock). `before` is what the turn was computed from, a snapshot read without the lock:
 * every change is written **relative** to it (`credits = credits + (after - before)`), so an order committed
 * after the snapshot keeps its own change, and a planet only changes if its owner is still the one the
 * snapshot saw (docs/turn-worker.md). Returns the number of rows written (for the benchmark).
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
    if (!old) continue; // resolveTurn returns the empires it was given
    const r = empire.resources;
    const o = old.resources;
    const research = researchProgressValues(empire.research);
    const oldResearch = researchProgressValues(old.research);
    playerRows.push({
      id: empire.id,
      values: [
        r.credits - o.credits,
        r.food - o.food,
        r.iron - o.iron,
        r.endurium - o.endurium,
        r.octarine - o.octarine,
        empire.morale - old.morale,
        empire.networth - (before.networth.get(empire.id) ?? empire.networth),
        empire.researchPoints - old.researchPoints,
        ...research.map((v, i) => v - (oldResearch[i] ?? 0)),
      ],
    });
    const oldList = old.planets;
    const oldRowids = before.planetRowids.get(empire.id) ?? [];
    let oldIndex: Map<string, number> | null = null;
    for (const [i, planet] of empire.planets.entries()) {
      // resolveTurn keeps the planets' order, so the same index is nearly always the same planet.
      const at =
        oldList[i]?.id === planet.id ? i : (oldIndex ??= new Map(oldList.map((p, k) => [p.id, k]))).get(planet.id);
      const prev = at === undefined ? undefined : oldList[at];
      if (!prev) continue; // resolveTurn keeps an empire's planets: every one has its snapshot row
      const rowid = oldRowids[at as number] ?? null;
      if (prev.population !== planet.population)
        planetRows.push({ id: planet.id, rowid, values: [planet.population - prev.population, empire.id] });
      const buildingsChanged =
        prev.buildings !== planet.buildings &&
        BUILDING_TYPES.some((t) => (prev.buildings[t] ?? 0) !== (planet.buildings[t] ?? 0));
      if (buildingsChanged) {
        buildingRows.push({
          id: planet.id,
          rowid,
          values: [...BUILDING_TYPES.map((t) => (planet.buildings[t] ?? 0) - (prev.buildings[t] ?? 0)), empire.id],
        });
      }
    }
  }

  await bulkUpdateById(
    trx,
    db,
    "players",
    galaxyId,
    [
      { name: "credits", type: "bigint", op: "add" },
      { name: "food", type: "bigint", op: "add" },
      { name: "iron", type: "bigint", op: "add" },
      { name: "endurium", type: "bigint", op: "add" },
      { name: "octarine", type: "bigint", op: "add" },
      { name: "morale", type: "double precision", op: "add" },
      { name: "networth", type: "bigint", op: "add" },
      { name: "research_points", type: "bigint", op: "add" },
      ...["research_remaining", ...FIELD_POINT_COLUMNS].map((name) => ({
        name,
        type: "bigint" as const,
        op: "add" as const,
      })),
    ],
    playerRows,
  );
  const ownerStillTheSame = { name: "owner_id", type: "text", op: "match" } as const;
  await bulkUpdateById(
    trx,
    db,
    "planets",
    galaxyId,
    [{ name: "population", type: "bigint", op: "add" }, ownerStillTheSame],
    planetRows,
  );
  await bulkUpdateById(
    trx,
    db,
    "planets",
    galaxyId,
    [...BUILDING_TYPES.map((name) => ({ name, type: "bigint" as const, op: "add" as const })), ownerStillTheSame],
    buildingRows,
  );
  written += playerRows.length + planetRows.length + buildingRows.length;

  written += await deliverUnits(ctx, before);
  written += await disbandUnits(ctx, result);

  // The jobs this turn was computed with: one placed after the snapshot waits for the next flip.
  written += await completeJobsById(
    trx,
    db.dialect,
    "building_jobs",
    galaxyId,
    before.dueBuildingJobs.map((j) => j.id),
  );
  written += await completeJobsById(
    trx,
    db.dialect,
    "unit_jobs",
    galaxyId,
    before.dueUnitJobs.map((j) => j.id),
  );

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
  // Where each job's units go is decided on the fleets as they are now (read under the lock); the units are added.
  const units = new Map<string, FleetUnits>();
  for (const job of before.dueUnitJobs) {
    const own = fleets.get(job.fleetId);
    const usable = own && own.player_id === job.playerId && (own.is_home === 1 || own.status === "idle");
    const target = usable ? job.fleetId : `${galaxyId}:${job.playerId}:home`;
    if (!fleets.has(target)) continue; // no home fleet: the player is gone
    const current = units.get(target) ?? emptyFleetUnits();
    current[UNIT_FLEET_KEY[job.unitType]] += job.quantity;
    units.set(target, current);
  }
  await bulkUpdateById(
    trx,
    ctx.db,
    "fleets",
    galaxyId,
    FLEET_UNIT_KEYS.map((name) => ({ name, type: "bigint" as const, op: "add" as const })),
    [...units].map(([id, u]) => ({ id, values: FLEET_UNIT_KEYS.map((k) => u[k]) })),
  );
  return units.size;
};

/**
 * Insolvency losses come out of the home fleet first, then the other fleets in creation order. One read of
 * every fleet of the insolvent empires (under the lock) and one bulk write that subtracts what each fleet
 * loses: no round trip per empire or fleet.
 */
const disbandUnits = async (ctx: ApplyContext, result: TurnResult): Promise<number> => {
  const { trx, galaxyId } = ctx;
  const insolvent = result.empires.filter((e) => FLEET_UNIT_KEYS.some((k) => e.unitsDisbanded[k] > 0));
  if (insolvent.length === 0) return 0;
  const fleetsOf = new Map<string, FleetRow[]>();
  for (const fleet of await listFleetsHomeFirstOf(
    trx,
    galaxyId,
    insolvent.map((e) => e.id),
  )) {
    const list = fleetsOf.get(fleet.player_id);
    if (list) list.push(fleet);
    else fleetsOf.set(fleet.player_id, [fleet]);
  }
  const rows: BulkRow[] = [];
  for (const empire of insolvent) {
    const remaining = { ...empire.unitsDisbanded };
    for (const fleet of fleetsOf.get(empire.id) ?? []) {
      const take = FLEET_UNIT_KEYS.map((key) => {
        const n = Math.min(remaining[key], Number(fleet[key]));
        remaining[key] -= n;
        return n;
      });
      if (take.some((n) => n > 0)) rows.push({ id: fleet.id, values: take.map((n) => -n) });
    }
  }
  await bulkUpdateById(
    trx,
    ctx.db,
    "fleets",
    galaxyId,
    FLEET_UNIT_KEYS.map((name) => ({ name, type: "bigint" as const, op: "add" as const })),
    rows,
  );
  return rows.length;
};
