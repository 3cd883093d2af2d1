import type { Viewer } from "./scene.ts";

export type PlanetStanding = "unexplored" | "own" | "family" | "enemy";
/** What the map offers for a planet: explore an unowned one, view one's own, nothing on family, attack others. */
export type PlanetAction = "explore" | "view" | "none" | "attack";

export interface PlanetOwnership {
  readonly standing: PlanetStanding;
  readonly label: string;
  readonly action: PlanetAction;
}

export interface PlanetOwnerFacts {
  readonly ownerId: string | null;
  readonly ownerName: string | null;
  readonly ownerFamilyId: string | null;
}

/** Planet ownership labels on the map (core-play section 4). */
export const planetOwnership = (planet: PlanetOwnerFacts, viewer: Viewer): PlanetOwnership => {
  if (planet.ownerId === null) return { standing: "unexplored", label: "Unexplored", action: "explore" };
  if (viewer.playerId !== null && planet.ownerId === viewer.playerId) {
    return { standing: "own", label: "Your Planet", action: "view" };
  }
  if (viewer.familyId !== null && planet.ownerFamilyId === viewer.familyId) {
    return { standing: "family", label: "Family Member", action: "none" };
  }
  return {
    standing: "enemy",
    label: planet.ownerName || `Player ${planet.ownerId.slice(-8)}`,
    action: "attack",
  };
};
