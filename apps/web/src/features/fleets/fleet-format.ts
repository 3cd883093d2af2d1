import type { Fleet } from "@nova/contract";
import { FLEET_UNIT_KEYS, type FleetUnitKey } from "@nova/rules";
import { formatCount, formatNumber } from "../../format/format-number.ts";
import { i18n, loadCataloguesInBackground } from "../../i18n/i18n.ts";

/** The colour of the fleet's status chip. */
export const FLEET_STATUS_COLOUR: Readonly<
  Record<Fleet["status"], "default" | "info" | "success" | "warning" | "secondary">
> = {
  idle: "default",
  traveling: "info",
  stationed: "success",
  returning: "secondary",
  arrived: "warning",
};

/** How the fleet's status reads on its chip: "Idle", "Traveling", "Stationed", "Returning", "Arrived". */
export const fleetStatusLabel = (status: Fleet["status"]): string => i18n.t(`fleets:status.${status}`);

/** The fleet's mission in words: "Exploration", "Attack", "Move", "Reinforce", or "None". */
export const fleetActionLabel = (action: Fleet["action"]): string =>
  i18n.t("fleets:mission.label", { action: action ?? "none" });

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
  if (left <= 0) return i18n.t("fleets:eta.arrived");
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  if (hours > 0) return i18n.t("fleets:eta.hours", { hours, minutes: pad(minutes), seconds: pad(seconds) });
  if (minutes > 0) return i18n.t("fleets:eta.minutes", { minutes, seconds: pad(seconds) });
  return i18n.t("fleets:eta.seconds", { seconds });
};

/** Whether `arrivesAt` has passed (the countdown reads "Arrived"). */
export const hasArrived = (arrivesAt: string | null, now: number): boolean => {
  if (arrivesAt === null) return false;
  const at = Date.parse(arrivesAt);
  return !Number.isNaN(at) && Math.ceil((at - now) / 1000) <= 0;
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

const isUnitKey = (key: string): key is FleetUnitKey => (FLEET_UNIT_KEYS as readonly string[]).includes(key);

/**
 * The readable name of a unit key ("Soldiers"), translated by its type id (namespace `fleets`, which the
 * calling screen loads); unknown keys are capitalised as they are.
 */
export const unitKeyLabel = (key: string): string => {
  // A screen of another domain may call this before it loaded `fleets`: start loading it (shown on the next render).
  if (i18n.isInitialized && !i18n.hasLoadedNamespace("fleets")) loadCataloguesInBackground(["fleets"]);
  return isUnitKey(key) ? i18n.t(`fleets:units.${key}`) : key === "" ? key : key[0]!.toUpperCase() + key.slice(1);
};

/** "1,200 Soldiers", "1 Laser": a count of a unit type with the noun in the right form. */
export const unitCountText = (key: string, count: number): string =>
  isUnitKey(key)
    ? i18n.t(`fleets:unitCount.${key}`, { count })
    : `${formatNumber(count)} ${count === 1 ? unitKeyLabel(key).replace(/s$/, "") : unitKeyLabel(key)}`;

/** A unit line's label: "Soldiers: 1.2k". */
export const unitLineText = (label: string, count: string): string => i18n.t("fleets:unitLine", { label, count });

/** A planet's stationed units read like a fleet's: "Soldiers: 1,200" for unit type "soldier". */
export const stationedUnitText = (type: string, count: number): string =>
  unitLineText(unitKeyLabel(`${type}s`), formatNumber(count));

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
    label: unitKeyLabel(key),
    count: units[key],
    text: formatCount(units[key]),
  }));

/** Every unit in the fleet, lasers included (they are always 0 in practice). */
export const totalUnits = (units: Readonly<Partial<Record<FleetUnitKey, number>>>): number =>
  FLEET_UNIT_KEYS.reduce((sum, key) => sum + (units[key] ?? 0), 0);

/** The name the server gives every home fleet when an empire is founded (its name is data, in English). */
const HOME_FLEET_DEFAULT_NAME = "Home Fleet";

/**
 * A fleet's name as shown: names are data, except the home fleet's default name, which the server writes in
 * English and the player never chose; it reads in the current language ("Heimatflotte").
 */
export const fleetNameText = (fleet: Pick<Fleet, "fleetName" | "isHomeFleet">): string =>
  fleet.isHomeFleet && fleet.fleetName === HOME_FLEET_DEFAULT_NAME ? i18n.t("fleets:homeFleet") : fleet.fleetName;
