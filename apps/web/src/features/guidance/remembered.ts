// Small per-browser memories for issue 18's guidance: the turn a player last looked at the dashboard (the away
// summary; the API takes it as `since`) and the opt-out switches. localStorage can be unavailable (private modes):
// then nothing is remembered, and the summary simply shows again. The tours are remembered on the server.

const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string): void => {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered: harmless.
  }
};

const seenKey = (galaxyId: string, playerId: string) => `nova.seenTurn.${galaxyId}.${playerId}`;

/** The turn the player last saw on the dashboard, or null the first time. */
export const readSeenTurn = (galaxyId: string, playerId: string): number | null => {
  const raw = read(seenKey(galaxyId, playerId));
  const n = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
};
export const writeSeenTurn = (galaxyId: string, playerId: string, turn: number): void =>
  write(seenKey(galaxyId, playerId), String(turn));

/** Whether the summary is worth showing: at least one turn passed since the last visit. */
export const awayTurns = (seen: number | null, current: number): number | null =>
  seen !== null && current - seen >= 1 ? current - seen : null;

/**
 * A browser can opt out of the first-visit tours and the away summary (`nova.tours.off`, `nova.awaySummary.off`
 * set to "1"): the browser tests of other screens do, so no popup covers what they click.
 */
export const isQuiet = (what: "tours" | "awaySummary"): boolean => read(`nova.${what}.off`) === "1";
