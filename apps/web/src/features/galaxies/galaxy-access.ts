import type { Galaxy } from "@nova/contract";

export type GalaxyAction = "enter" | "create" | "denied";

/** PRIVATE_GALAXY_ALERT is what clicking a closed private galaxy says (core-play section 2). */
export const PRIVATE_GALAXY_ALERT = "This is a private galaxy. You need an invitation from the galaxy owner to join.";

/** The one main button a galaxy card offers this user. */
export const galaxyAction = (galaxy: Pick<Galaxy, "playerId" | "isPrivate" | "canJoin">): GalaxyAction => {
  if (galaxy.playerId) return "enter";
  if (galaxy.isPrivate && !galaxy.canJoin) return "denied";
  return "create";
};
