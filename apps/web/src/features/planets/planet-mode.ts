/** How the current player relates to a planet (core-play section 4). */
export type PlanetMode = "own" | "enemy" | "neutral";

/** No owner is neutral, the current player's is own, anyone else's is enemy. */
export const planetMode = (ownerId: string | null, playerId: string | null): PlanetMode =>
  ownerId === null ? "neutral" : ownerId === playerId ? "own" : "enemy";

/** Whether a planet's owner is in the player's family (for another player's planet: no actions, section 6). */
export const isFamilyPlanet = (ownerFamilyId: string | null, playerFamilyId: string | null): boolean =>
  ownerFamilyId !== null && ownerFamilyId === playerFamilyId;
