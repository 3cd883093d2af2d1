import { useEffect } from "react";
import { useLocation } from "react-router";
import { useAuth } from "../../auth/auth-context.ts";

const LAST_GALAXY_KEY = "nova-imperia.last-galaxy";
const SELECTION_PATHS = ["/galaxies", "/galaxy-selection", "/select-player", "/create-character"];

interface PlayerRef {
  readonly galaxyId: string;
}

/**
 * The galaxy the side navigation links into. A page with a galaxy in its URL decides alone (no empire there
 * means no game screens to open); a page without one (/account) keeps the user's last galaxy, else their
 * first empire's, so an account page does not grey out the game for a player who has an empire.
 */
export const pickNavGalaxy = (
  urlGalaxyId: string | null,
  players: readonly PlayerRef[],
  remembered: string | null,
  pathname = "/account",
): { readonly galaxyId: string | null; readonly enabled: boolean } => {
  // Choosing a galaxy or founding an empire is the step before the game screens: they stay locked there.
  if (SELECTION_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))) {
    return { galaxyId: urlGalaxyId, enabled: false };
  }
  if (urlGalaxyId !== null) {
    return { galaxyId: urlGalaxyId, enabled: players.some((p) => p.galaxyId === urlGalaxyId) };
  }
  const fallback = players.find((p) => p.galaxyId === remembered) ?? players[0];
  return fallback ? { galaxyId: fallback.galaxyId, enabled: true } : { galaxyId: null, enabled: false };
};

const readRemembered = (): string | null => {
  try {
    return localStorage.getItem(LAST_GALAXY_KEY);
  } catch {
    return null;
  }
};

/** `pickNavGalaxy` for the signed-in user, remembering each galaxy they play in as they visit it. */
export const useNavGalaxy = (urlGalaxyId: string | null, hasPlayer: boolean) => {
  const { profile } = useAuth();
  const { pathname } = useLocation();
  useEffect(() => {
    if (urlGalaxyId === null || !hasPlayer) return;
    try {
      localStorage.setItem(LAST_GALAXY_KEY, urlGalaxyId);
    } catch {
      // Private browsing without storage: the first empire's galaxy is the fallback.
    }
  }, [urlGalaxyId, hasPlayer]);
  return pickNavGalaxy(urlGalaxyId, profile?.players ?? [], readRemembered(), pathname);
};
