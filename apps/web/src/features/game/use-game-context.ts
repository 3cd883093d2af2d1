import { useSearchParams } from "react-router";
import type { UserProfile } from "@nova/contract";
import { useAuth } from "../../auth/auth-context.ts";

export type PlayerRef = UserProfile["players"][number];

export interface GameContext {
  /** The galaxy in the page's query string, if any. */
  readonly galaxyId: string | null;
  /** The signed-in user's own player in that galaxy (matched in /auth/me), if they have one. */
  readonly player: PlayerRef | null;
}

/** Which galaxy the screen is about and which of the user's players plays there (core-play section 2). */
export const useGameContext = (): GameContext => {
  const [search] = useSearchParams();
  const { profile } = useAuth();
  const galaxyId = search.get("galaxyId") || null;
  const player = galaxyId ? (profile?.players.find((p) => p.galaxyId === galaxyId) ?? null) : null;
  return { galaxyId, player };
};

/** "?galaxyId=..." for links that keep the player in the current galaxy. */
export const galaxyQuery = (galaxyId: string, extra: Readonly<Record<string, string>> = {}): string =>
  `?${new URLSearchParams({ galaxyId, ...extra }).toString()}`;
