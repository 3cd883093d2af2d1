import { isApiError, type ApiError } from "../api/api-error.ts";
import { formatNumber } from "../format/format-number.ts";

/** The error classes of core-play section 8. */
export type ErrorClass =
  | "insufficient_resources"
  | "insufficient_space"
  | "invalid_input"
  | "invalid_quantity"
  | "invalid_allocation"
  | "unauthorized"
  | "forbidden"
  | "not_owner"
  | "network_error"
  | "server_error"
  | "timeout"
  | "invalid_action"
  | "cooldown_active"
  | "daily_limit_exceeded"
  | "unknown";

export type ErrorSeverity = "low" | "medium" | "high" | "critical";

export interface TranslatedError {
  readonly title: string;
  readonly message: string;
  readonly hint?: string;
  readonly errorClass: ErrorClass;
  readonly severity: ErrorSeverity;
  /** HTTP status, or null when no answer came back (or the error was not an API error). */
  readonly status: number | null;
}

// The spec fixes severities for most classes; for the ones it leaves open (network, timeout, not owner,
// cooldown) we pick what a player would feel: losing the connection or a permission is serious.
export const SEVERITY: Readonly<Record<ErrorClass, ErrorSeverity>> = {
  unauthorized: "high",
  forbidden: "high",
  not_owner: "high",
  server_error: "high",
  network_error: "high",
  insufficient_resources: "medium",
  insufficient_space: "medium",
  invalid_action: "medium",
  timeout: "medium",
  cooldown_active: "medium",
  unknown: "medium",
  invalid_input: "low",
  invalid_quantity: "low",
  invalid_allocation: "low",
  daily_limit_exceeded: "low",
};

const capitalize = (word: string): string => (word === "" ? word : word[0]!.toUpperCase() + word.slice(1));

const make = (
  errorClass: ErrorClass,
  title: string,
  message: string,
  status: number | null,
  hint?: string,
): TranslatedError => ({
  title,
  message,
  errorClass,
  severity: SEVERITY[errorClass],
  status,
  ...(hint ? { hint } : {}),
});

/** The server's detail text if the error carries one, else the error's message, else its text. */
const readText = (error: unknown): string => {
  if (isApiError(error)) return error.detail;
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  return "";
};

const readStatus = (error: unknown): number | null => {
  if (isApiError(error)) return error.status;
  if (typeof error === "object" && error !== null && "status" in error && typeof error.status === "number") {
    return error.status;
  }
  return null;
};

const insufficientResources = (resource: string, need: string, have: string, status: number | null) => {
  const name = capitalize(resource.toLowerCase());
  return make(
    "insufficient_resources",
    "Insufficient Resources",
    `You don't have enough ${name} to complete this action.`,
    status,
    `You need ${need} ${name} but only have ${have}.`,
  );
};

const insufficientSpace = (need: string, have: string, status: number | null) =>
  make(
    "insufficient_space",
    "Insufficient Building Space",
    "There is not enough free building space on this planet.",
    status,
    `You need ${need} space but only have ${have}. Upgrade the planet with more space or build elsewhere.`,
  );

/**
 * The refusal's code and data decide first (the server sends `{ code, detail, data }`): the same titles and
 * texts as the catalogue below, with the numbers formatted here, thousands separators included.
 */
const byCode = (error: ApiError, text: string): TranslatedError | null => {
  const { code, data, status } = error;
  const count = (key: string): string | null => {
    const value = data?.[key];
    return typeof value === "number" && Number.isFinite(value) ? formatNumber(value) : null;
  };
  const need = count("need");
  const have = count("have");
  const resource = data?.["resource"];
  const shortOf = code === "insufficient_resources" || code === "invalid_action";
  if (shortOf && typeof resource === "string" && resource !== "space" && need !== null && have !== null) {
    return insufficientResources(resource, need, have, status);
  }
  if (code === "insufficient_space" && need !== null && have !== null) return insufficientSpace(need, have, status);
  if (code === "daily_limit_exceeded") return make("daily_limit_exceeded", "Daily Limit Exceeded", text, status);
  return null;
};

// The spec's catalogue (core-play section 8), for a detail that came without a known code or data: the only
// place in the client that reads meaning out of English text.
const NUMBER = "(\\d[\\d,]*(?:\\.\\d+)?)";
const INSUFFICIENT_RESOURCE = new RegExp(
  `insufficient\\s+([a-z_]+)\\s*:\\s*need\\s+${NUMBER}\\s*,\\s*have\\s+${NUMBER}`,
  "i",
);
const INSUFFICIENT_SPACE = new RegExp(`insufficient\\s+space.*?need\\D*?${NUMBER}.*?have\\D*?${NUMBER}`, "i");
const DAILY_LIMIT = /cannot build more than\s+(\d[\d,]*).*?per day/i;
const ALLOCATION = /allocation must total 100\s*%/i;
const QUANTITY = /please enter a valid quantity/i;

const byPattern = (text: string, status: number | null): TranslatedError | null => {
  const resource = INSUFFICIENT_RESOURCE.exec(text);
  if (resource && resource[1]!.toLowerCase() !== "space") {
    return insufficientResources(resource[1]!, resource[2]!, resource[3]!, status);
  }
  const space = INSUFFICIENT_SPACE.exec(text);
  if (space) return insufficientSpace(space[1]!, space[2]!, status);
  if (DAILY_LIMIT.test(text)) return make("daily_limit_exceeded", "Daily Limit Exceeded", text, status);
  if (ALLOCATION.test(text)) {
    return make("invalid_allocation", "Invalid Science Allocation", "Science allocation must total 100%.", status);
  }
  if (QUANTITY.test(text))
    return make("invalid_quantity", "Invalid Quantity", "Please enter a valid quantity.", status);
  return null;
};

const byStatus = (text: string, status: number | null, code: string | null): TranslatedError => {
  switch (status) {
    case null:
      if (code === "network_error") return make("network_error", "Something went wrong", text, null);
      if (code === "timeout") return make("timeout", "Something went wrong", text, null);
      return make("unknown", "Something went wrong", text || "An unexpected error occurred. Please try again.", null);
    case 401:
      return make(
        "unauthorized",
        "Authentication Required",
        "Please log in to continue. Your session may have expired.",
        401,
      );
    case 403:
      return make(
        code === "not_owner" ? "not_owner" : "forbidden",
        "Access Denied",
        text || "You don't have permission to do that.",
        403,
      );
    case 404:
      return make("invalid_action", "Not Found", text || "What you asked for could not be found.", 404);
    case 422:
      return make("invalid_input", "Invalid Input", text || "Please check what you entered and try again.", 422);
    case 429:
      return make(
        "cooldown_active",
        "Too Many Requests",
        "You're going too fast. Please slow down and try again shortly.",
        429,
      );
    case 500:
    case 502:
    case 503:
    case 504:
      return make(
        "server_error",
        "Server Error",
        "The server ran into a problem. Please try again in a moment.",
        status,
      );
    default:
      return make("unknown", "Error", text || `Request failed with status ${status}.`, status);
  }
};

/**
 * Turns any failure into what the player reads (core-play section 8): the known server texts first,
 * then the HTTP status. Pure, so every screen and toast says the same thing for the same failure.
 */
export const translateError = (error: unknown): TranslatedError => {
  const text = readText(error).trim();
  const status = readStatus(error);
  const code = isApiError(error) ? error.code : null;
  return (isApiError(error) ? byCode(error, text) : null) ?? byPattern(text, status) ?? byStatus(text, status, code);
};

/**
 * The galaxy access page's owner rule (social-and-advanced sections 5 and 8): a 403, or a failure whose text
 * mentions the owner (or, for an error that is not an API answer, a 403 in its message), means "owner only".
 */
export const isOwnerOnlyFailure = (error: unknown): boolean => {
  if (isApiError(error)) return error.status === 403 || /owner/i.test(error.detail);
  return error instanceof Error && (/\b403\b/.test(error.message) || /owner/i.test(error.message));
};
