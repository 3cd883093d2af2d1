import type { ApiError } from "./api-error.ts";

// Spec (core-play section 8): only these failures are worth a console line; the rest are expected
// outcomes (validation, conflicts) that the screens already explain to the player.
const LOGGED_STATUSES: ReadonlySet<number> = new Set([401, 403, 429, 503]);

export const shouldLogApiFailure = (error: ApiError): boolean =>
  error.status === null ? error.code === "network_error" : LOGGED_STATUSES.has(error.status);

export const logApiFailure = (method: string, url: string, error: ApiError): void => {
  if (!shouldLogApiFailure(error)) return;
  console.warn(`API ${method} ${url} failed`, { status: error.status, code: error.code, detail: error.detail });
};
