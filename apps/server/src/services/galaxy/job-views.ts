import type { BuildingJob, UnitJob } from "@nova/contract";
import type { BuildingJobRow, UnitJobRow } from "../../db/repositories/jobs-repository.ts";
import { iso } from "../../platform/clock.ts";

const state = (s: string) => (s === "completed" ? "completed" : "in_progress") as BuildingJob["state"];

export const buildingJobView = (j: BuildingJobRow): BuildingJob => ({
  id: j.id,
  buildingType: j.building_type,
  planetId: j.planet_id,
  quantity: j.quantity,
  state: state(j.state),
  startedAt: iso(j.started_at),
  completesAt: iso(j.completes_at),
});

export const unitJobView = (j: UnitJobRow): UnitJob => ({
  id: j.id,
  unitType: j.unit_type,
  fleetId: j.fleet_id,
  quantity: j.quantity,
  state: state(j.state),
  startedAt: iso(j.started_at),
  completesAt: iso(j.completes_at),
});
