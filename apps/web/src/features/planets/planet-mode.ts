/** How the current player relates to a planet (core-play section 4). */
export type PlanetMode = "own" | "enemy" | "neutral";

/** No owner is neutral, the current player's is own, anyone else's is enemy. */
export const planetMode = (ownerId: string | null, playerId: string | null): PlanetMode =>
  ownerId === null ? "neutral" : ownerId === playerId ? "own" : "enemy";

/** Whether an enemy planet belongs to a member of the player's own family (no actions, section 6). */
export const isFamilyPlanet = (ownerFamilyId: string | null, playerFamilyId: string | null): boolean =>
  ownerFamilyId !== null && ownerFamilyId === playerFamilyId;
