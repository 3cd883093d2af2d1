import type { Fleet } from "@nova/contract";
import { FLEET_UNIT_KEYS, type FleetUnitKey } from "@nova/rules";
import { formatCount } from "../../format/format-number.ts";

/** How the fleet's status reads on its chip, and the chip's colour. */
export const FLEET_STATUS_CHIP: Readonly<
  Record<Fleet["status"], { label: string; colour: "default" | "info" | "success" | "warning" | "secondary" }>
> = {
  idle: { label: "Idle", colour: "default" },
  traveling: { label: "Traveling", colour: "info" },
  stationed: { label: "Stationed", colour: "success" },
  returning: { label: "Returning", colour: "secondary" },
  arrived: { label: "Arrived", colour: "warning" },
};

/** The fleet's mission in words: "Exploration", "Attack", "Move", "Reinforce", or "None". */
export const fleetActionLabel = (action: Fleet["action"]): string =>
  action === null ? "None" : action[0]!.toUpperCase() + action.slice(1);

const pad = (n: number): string => String(n).padStart(2, "0");

/**
 * A live countdown to `arrivesAt` (core-play section 4): "1h 02m 05s", "4m 05s", "12s", and 'Arrived' once
 * the time has passed. Null (no arrival time) reads "—".
 */
export const etaText = (arrivesAt: string | null, now: number): string => {
  if (arrivesAt === null) return "—";
  const at = Date.parse(arrivesAt);
  if (Number.isNaN(at)) return "—";
  const left = Math.ceil((at - now) / 1000);
  if (left <= 0) return "Arrived";
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  if (hours > 0) return `${hours}h ${pad(minutes)}m ${pad(seconds)}s`;
  if (minutes > 0) return `${minutes}m ${pad(seconds)}s`;
  return `${seconds}s`;
};

/**
 * How far along the trip is, 0 to 100 (elapsed over total time, clamped as on the map, core-play section 4);
 * null without both times.
 */
export const tripProgress = (startedAt: string | null, arrivesAt: string | null, now: number): number | null => {
  if (startedAt === null || arrivesAt === null) return null;
  const start = Date.parse(startedAt);
  const end = Date.parse(arrivesAt);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  if (end <= start) return 100;
  return Math.min(100, Math.max(0, ((now - start) / (end - start)) * 100));
};

/** Whether the card shows a progress bar: only fleets on their way (traveling or returning). */
export const isMoving = (fleet: Pick<Fleet, "status">): boolean =>
  fleet.status === "traveling" || fleet.status === "returning";

const UNIT_LABEL: Readonly<Record<FleetUnitKey, string>> = {
  soldiers: "Soldiers",
  droids: "Droids",
  fighters: "Fighters",
  bombers: "Bombers",
  transports: "Transports",
  lasers: "Lasers",
  wizards: "Wizards",
  agents: "Agents",
  explorers: "Explorers",
};

/** The readable name of a unit key ("Soldiers"); unknown keys are capitalised as they are. */
export const unitKeyLabel = (key: string): string =>
  (UNIT_LABEL as Readonly<Record<string, string>>)[key] ?? (key === "" ? key : key[0]!.toUpperCase() + key.slice(1));

/** A planet's stationed units read like a fleet's: "Soldiers: 1,200" for unit type "soldier". */
export const stationedUnitText = (type: string, count: number): string =>
  `${unitKeyLabel(`${type}s`)}: ${count.toLocaleString("en-US")}`;

export interface UnitLine {
  readonly key: FleetUnitKey;
  readonly label: string;
  readonly count: number;
  /** The count with "k" above 1000 (core-play section 9). */
  readonly text: string;
}

/** The unit types a fleet holds (count above 0), in the catalogue's order. */
export const unitLines = (units: Readonly<Record<FleetUnitKey, number>>): UnitLine[] =>
  FLEET_UNIT_KEYS.filter((key) => units[key] > 0).map((key) => ({
    key,
    label: UNIT_LABEL[key],
    count: units[key],
    text: formatCount(units[key]),
  }));

/** Every unit in the fleet, lasers included (they are always 0 in practice). */
export const totalUnits = (units: Readonly<Partial<Record<FleetUnitKey, number>>>): number =>
  FLEET_UNIT_KEYS.reduce((sum, key) => sum + (units[key] ?? 0), 0);
