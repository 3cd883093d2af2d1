/**
 * A database error caused by what the request carried rather than by the server: PostgreSQL's class 22 (data
 * exceptions: a NUL byte in text, a number out of range for its column, text that is not a number) and SQLite's
 * type mismatch. The contract refuses such input first; this is the net under it, so that bad input that slips
 * through still answers 422 and never 500.
 */
export const isBadInputDbError = (error: unknown): boolean => {
  const code = (error as { code?: unknown })?.code;
  if (typeof code !== "string") return false;
  return /^22[0-9A-Z]{3}$/.test(code) || code === "SQLITE_MISMATCH" || code === "SQLITE_TOOBIG";
};
