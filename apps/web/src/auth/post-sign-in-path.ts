import type { UserProfile } from "@nova/contract";

/** Where a signed-in user lands (core-play section 2): their first empire's dashboard, else the galaxy list. */
export const postSignInPath = (profile: Pick<UserProfile, "players">): string => {
  const first = profile.players[0];
  if (!first) return "/galaxies";
  const query = new URLSearchParams({ galaxyId: first.galaxyId, playerId: first.playerId });
  return `/dashboard?${query.toString()}`;
};
