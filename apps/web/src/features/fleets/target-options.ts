import type { Planet, SystemInfo } from "@nova/contract";
import { parsePlanetId } from "@nova/rules";
import { currentIntlLocale, i18n } from "../../i18n/i18n.ts";
import { isHomeSlot } from "../galaxy-map/home-slots.ts";

/** A suggestion for the Send Mission target field: `x,y:n` and a hint shown beside it. */
export interface TargetOption {
  readonly label: string;
  readonly hint: string;
}

/** A distance with one decimal in the language's form ("3.5", "3,5"). */
const distanceText = (d: number): string =>
  new Intl.NumberFormat(currentIntlLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(d);

/** Suggestions are the planets of the few nearest free systems; any other planet can still be typed. */
export const EXPLORE_SYSTEMS_SUGGESTED = 6;

/**
 * Exploration targets the map already knows to be free: every planet of the neutral systems nobody holds
 * a planet in (home systems are reserved for new empires), nearest to `origin` (the home world) first.
 * Partly held systems are left out: the map's system list does not say which of their planets are free.
 */
export const explorationTargets = (
  systems: readonly Pick<SystemInfo, "x" | "y" | "systemType" | "planetCount" | "ownedPlanets">[],
  origin: { readonly x: number; readonly y: number } | null,
  limit = EXPLORE_SYSTEMS_SUGGESTED,
): TargetOption[] => {
  const distance = (s: { x: number; y: number }) => (origin ? Math.hypot(s.x - origin.x, s.y - origin.y) : 0);
  return systems
    .filter((s) => s.systemType === "normal" && s.ownedPlanets === 0 && s.planetCount > 0)
    .map((s) => ({ s, d: distance(s) }))
    .sort((a, b) => a.d - b.d || a.s.y - b.s.y || a.s.x - b.s.x)
    .slice(0, limit)
    .flatMap(({ s, d }) =>
      Array.from({ length: s.planetCount }, (_, i) => ({
        label: `${s.x},${s.y}:${i + 1}`,
        hint: origin
          ? i18n.t("fleets:targets.unclaimedFromHome", { distance: distanceText(d) })
          : i18n.t("fleets:targets.unclaimed"),
      })),
    );
};

/** Attack suggestions come from the planets of this many nearest systems holding someone else's planet. */
export const ATTACK_SYSTEMS_SUGGESTED = 6;

/**
 * The systems worth looking into for attack targets: neutral systems (a home system holds only home worlds and
 * reserved slots, and home worlds cannot be attacked) with more owned planets than the viewer's own there,
 * nearest to `origin` (the home world) first. `ownPlanets` are the viewer's planets.
 */
export const attackCandidateSystems = (
  systems: readonly Pick<SystemInfo, "x" | "y" | "systemType" | "ownedPlanets">[],
  ownPlanets: readonly { readonly x: number; readonly y: number }[],
  origin: { readonly x: number; readonly y: number } | null,
  limit = ATTACK_SYSTEMS_SUGGESTED,
): { x: number; y: number }[] => {
  const own = new Map<string, number>();
  for (const p of ownPlanets) own.set(`${p.x},${p.y}`, (own.get(`${p.x},${p.y}`) ?? 0) + 1);
  const distance = (s: { x: number; y: number }) => (origin ? Math.hypot(s.x - origin.x, s.y - origin.y) : 0);
  return systems
    .filter((s) => s.systemType === "normal" && s.ownedPlanets > (own.get(`${s.x},${s.y}`) ?? 0))
    .map((s) => ({ s, d: distance(s) }))
    .sort((a, b) => a.d - b.d || a.s.y - b.s.y || a.s.x - b.s.x)
    .slice(0, limit)
    .map(({ s }) => ({ x: s.x, y: s.y }));
};

/** A planet as the attack suggestions need it (the public planet view of a system). */
export type KnownPlanet = Pick<
  Planet,
  "id" | "planetId" | "coordinates" | "isHomeWorld" | "ownerId" | "ownerName" | "ownerFamilyId"
>;

/**
 * Attack targets among planets the client knows: other empires' planets, leaving out the viewer's own, its
 * family's and home worlds (the server refuses those), nearest to `origin` first, hinted with the owner's name.
 */
export const attackTargets = (
  planets: readonly KnownPlanet[],
  viewer: { readonly playerId: string | null; readonly familyId: string | null; readonly ownIds: ReadonlySet<string> },
  origin: { readonly x: number; readonly y: number } | null,
): TargetOption[] => {
  const distance = (p: KnownPlanet) =>
    origin ? Math.hypot(p.coordinates.x - origin.x, p.coordinates.y - origin.y) : 0;
  const seen = new Set<string>();
  return planets
    .filter((p) => {
      if (seen.has(p.id)) return false;
      seen.add(p.id);
      return (
        p.ownerId !== null &&
        p.ownerId !== viewer.playerId &&
        !viewer.ownIds.has(p.id) &&
        !(viewer.familyId !== null && p.ownerFamilyId === viewer.familyId) &&
        !p.isHomeWorld
      );
    })
    .map((p) => ({ p, d: distance(p) }))
    .sort(
      (a, b) =>
        a.d - b.d ||
        a.p.coordinates.y - b.p.coordinates.y ||
        a.p.coordinates.x - b.p.coordinates.x ||
        a.p.planetId - b.p.planetId,
    )
    .map(({ p, d }) => {
      const owner = p.ownerName ?? i18n.t("fleets:targets.anotherEmpire");
      return {
        label: `${p.coordinates.x},${p.coordinates.y}:${p.planetId}`,
        hint: origin ? i18n.t("fleets:targets.ownerFromHome", { owner, distance: distanceText(d) }) : owner,
      };
    });
};

/** The server's refusal for exploring a planet someone holds (fleet-send-service), checked before the home slot. */
export const onlyUnclaimedMessage = (): string => i18n.t("fleets:targets.onlyUnclaimed");

/** The server's refusal for exploring a free slot of a home system (galaxy-map home-slots). */
export const homeSlotReservedMessage = (): string => i18n.t("fleets:targets.homeSlotReserved");

/**
 * Why an exploration of `targetId` will be refused, as far as the client knows: an owned planet (one of the
 * viewer's, one a loaded system view shows held, or any planet of a system the map lists as full) gets the
 * server's "Only unclaimed planets can be explored", a free home-system slot "Home-world slots are reserved
 * for new empires"; otherwise null.
 */
export const explorationRefusal = (input: {
  readonly targetId: string | null;
  readonly homes: ReadonlySet<string> | null;
  readonly ownIds: ReadonlySet<string>;
  readonly systemPlanets?: readonly Pick<Planet, "id" | "ownerId">[];
  readonly systems?: readonly Pick<SystemInfo, "x" | "y" | "planetCount" | "ownedPlanets">[];
}): string | null => {
  const { targetId } = input;
  const at = targetId ? parsePlanetId(targetId) : null;
  if (!targetId || !at) return null;
  const system = input.systems?.find((s) => s.x === at.x && s.y === at.y);
  const owned =
    input.ownIds.has(targetId) ||
    (input.systemPlanets?.some((p) => p.id === targetId && p.ownerId !== null) ?? false) ||
    (system !== undefined && system.planetCount > 0 && system.ownedPlanets >= system.planetCount);
  if (owned) return onlyUnclaimedMessage();
  return input.homes !== null && isHomeSlot(at, input.homes) ? homeSlotReservedMessage() : null;
};
