import {
  completionTime,
  departurePortal,
  explorationFee,
  FLEET_UNIT_KEYS,
  gridDistance,
  launchFee,
  nearestOwnedPlanet,
  parsePlanetId,
  raceSpec,
  travelTurns,
  type FleetUnits,
  type GridPoint,
} from "@nova/rules";
import { i18n } from "../../i18n/i18n.ts";

/** An owned planet as the previews need it. */
export interface OwnedPlanet {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly hasPortal: boolean;
  readonly isHomeWorld: boolean;
  /** A force field holds this planet's portal now (GET /operations/{galaxyId}/active, allPortalEffects). */
  readonly portalBlocked?: boolean;
}

export interface TurnClock {
  readonly nextTurnAt: string;
  readonly turnLengthMinutes: number;
}

export interface TripPreview {
  /** Credits the trip costs. */
  readonly fee: number;
  /** Whole turns on the way. */
  readonly turns: number;
  /** Seconds from `now` until the arrival flip, or null without the turn clock. */
  readonly seconds: number | null;
  /** Where the fleet leaves from (a planet id). */
  readonly fromPlanetId: string;
  /** True when an attack or a station order leaves through one of the sender's portals. */
  readonly viaPortal: boolean;
  /** A portal-to-portal station order: resolved at once (no travel, no transports needed). */
  readonly instant: boolean;
  /**
   * The sender's portal a force field holds, where the fleet would otherwise have left from (or arrived
   * through, for a station order): the preview already goes around it. Null when no force field is in the way.
   */
  readonly blockedPortalId: string | null;
}

export type PreviewMission =
  | { readonly kind: "exploration" }
  | { readonly kind: "attack" }
  /** Units from the home fleet to one of the sender's planets: leaves like an attack, instant portal to portal. */
  | { readonly kind: "station" }
  /** A fleet moving on from where it is, or reinforcements from the home world: launch fee from `fromPlanetId`. */
  | { readonly kind: "trip"; readonly fromPlanetId: string };

export interface PreviewInput {
  readonly mission: PreviewMission;
  readonly targetPlanetId: string;
  readonly owned: readonly OwnedPlanet[];
  readonly race: string;
  readonly units: Readonly<Partial<FleetUnits>>;
  readonly clock: TurnClock | null;
  readonly now: number;
  /** Space Amazement on the empire: −40% exploration fee (rules.md 14.3). */
  readonly spaceAmazement?: boolean;
}

const pointOf = (planetId: string): GridPoint | null => {
  const parsed = parsePlanetId(planetId);
  return parsed ? { x: parsed.x, y: parsed.y } : null;
};

/**
 * What the server will charge and how long the trip takes, from the rules' pure functions (never re-derived
 * here): exploration pays `explorationFee` from the nearest owned planet; an attack or a station order
 * leaves through the portal nearest the target (else the home world) and pays `launchFee`, a station order
 * between two portals being instant (rules.md 11.4: no travel, distance 0), a force-fielded portal being
 * neither left from nor arrived through at once (rules.md 14.3); moves and reinforcements pay `launchFee` from
 * where they start. Travel is `travelTurns` at the race's speed, arriving at a flip (`completionTime`).
 * Null when the target or the origin is unknown.
 */
export const previewTrip = (input: PreviewInput): TripPreview | null => {
  const target = pointOf(input.targetPlanetId);
  if (!target) return null;
  const sent = FLEET_UNIT_KEYS.reduce((sum, key) => sum + (input.units[key] ?? 0), 0);
  const points = input.owned.map((p) => ({ planetId: p.id, x: p.x, y: p.y }));

  let from: { planetId: string; x: number; y: number } | null;
  let viaPortal = false;
  let instant = false;
  let blockedPortalId: string | null = null;
  if (input.mission.kind === "exploration") {
    from = nearestOwnedPlanet(points, target);
  } else if (input.mission.kind === "attack" || input.mission.kind === "station") {
    // A force field blocks a portal: no departures through it, no instant arrivals (rules.md 14.3).
    const portals = input.owned
      .filter((p) => p.hasPortal)
      .map((p) => ({ planetId: p.id, x: p.x, y: p.y, blocked: p.portalBlocked ?? false }));
    const portal = departurePortal(portals, target);
    const unblocked = departurePortal(
      portals.map((p) => ({ ...p, blocked: false })),
      target,
    );
    const targetPortal = input.owned.find((p) => p.id === input.targetPlanetId && p.hasPortal);
    viaPortal = portal !== null;
    instant = input.mission.kind === "station" && portal !== null && targetPortal !== undefined;
    if (instant && targetPortal?.portalBlocked) {
      instant = false;
      blockedPortalId = targetPortal.id;
    }
    if (unblocked && unblocked.planetId !== portal?.planetId) blockedPortalId = unblocked.planetId;
    const home = input.owned.find((p) => p.isHomeWorld) ?? input.owned[0];
    from = portal ?? (home ? { planetId: home.id, x: home.x, y: home.y } : null);
  } else {
    const point = pointOf(input.mission.fromPlanetId);
    from = point ? { planetId: input.mission.fromPlanetId, ...point } : null;
  }
  if (!from) return null;

  const distance = instant ? 0 : gridDistance(from, target);
  const fee =
    input.mission.kind === "exploration"
      ? explorationFee(input.owned.length, distance, input.spaceAmazement ?? false)
      : launchFee(sent, distance);
  if (instant) return { fee, turns: 0, seconds: 0, fromPlanetId: from.planetId, viaPortal, instant, blockedPortalId };
  const turns = travelTurns(distance, raceSpec(input.race).bonuses.speed);
  const next = input.clock ? Date.parse(input.clock.nextTurnAt) : Number.NaN;
  const seconds =
    input.clock && !Number.isNaN(next)
      ? Math.max(0, Math.round((completionTime(next, turns, input.clock.turnLengthMinutes) - input.now) / 1000))
      : null;
  return { fee, turns, seconds, fromPlanetId: from.planetId, viaPortal, instant, blockedPortalId };
};

/** A preview's seconds as "12 minutes" or, from an hour on, "3h 59m" (whole minutes, at least 1). */
export const minutesText = (seconds: number): string => {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return i18n.t("fleets:preview.minutes", { count: minutes });
  return i18n.t("fleets:preview.hoursMinutes", {
    hours: Math.floor(minutes / 60),
    minutes: String(minutes % 60).padStart(2, "0"),
  });
};

/** "3 turns (about 15 minutes)", or "Instant (portal to portal)". */
export const travelText = (preview: TripPreview): string => {
  if (preview.instant) return i18n.t("fleets:preview.instant");
  return preview.seconds === null
    ? i18n.t("fleets:preview.turns", { count: preview.turns })
    : i18n.t("fleets:preview.turnsAbout", { count: preview.turns, time: minutesText(preview.seconds) });
};
