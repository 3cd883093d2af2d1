import { createContext, useContext } from "react";

/** Why the current galaxy takes no orders (its round has ended), or null when it does. */
export const RoundLockContext = createContext<string | null>(null);

export const ROUND_ENDED_REASON = "This round has ended: the galaxy is read-only";

export const useRoundLock = (): string | null => useContext(RoundLockContext);
