import type { SystemInfo } from "@nova/contract";

/** A suggestion for the Send Mission target field: `x,y:n` and a hint shown beside it. */
export interface TargetOption {
  readonly label: string;
  readonly hint: string;
}

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
        hint: origin ? `Unclaimed · ${d.toFixed(1)} from home` : "Unclaimed",
      })),
    );
};
