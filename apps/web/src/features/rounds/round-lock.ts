import { createContext, useContext } from "react";

/** Why the current galaxy takes no orders (its round has ended), or null when it does. */
export const RoundLockContext = createContext<string | null>(null);

/** The reason an ended round gives (shown translated by LockableButton; this English text is its key). */
export const ROUND_ENDED_REASON = "This round has ended: the galaxy is read-only";

export const useRoundLock = (): string | null => useContext(RoundLockContext);
