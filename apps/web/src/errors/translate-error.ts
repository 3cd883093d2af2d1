import { isApiError, type ApiError } from "../api/api-error.ts";
import { formatNumber } from "../format/format-number.ts";
import { i18n } from "../i18n/i18n.ts";
import { refusalText } from "./refusal-text.ts";

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

// The texts come from the `errors` catalogue in the current language (English: the spec's catalogue, exactly).
// Keys are built from codes here, so they are checked by the catalogue test rather than by the compiler.
type LooseT = (this: typeof i18n, key: string, values: Record<string, string>) => string;
const t = (key: string, values: Record<string, string> = {}): string =>
  (i18n.t as unknown as LooseT).call(i18n, `errors:${key}`, values);

/** A resource's name in the current language; one the catalogue does not know shows capitalized ("Fighters"). */
const resourceName = (resource: string): string => {
  const id = resource.toLowerCase();
  return i18n.exists(`errors:resource.${id}`) ? t(`resource.${id}`) : capitalize(id);
};

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
  const name = resourceName(resource);
  return make(
    "insufficient_resources",
    t("title.insufficientResources"),
    t("message.insufficientResources", { resource: name }),
    status,
    t("message.insufficientResourcesHint", { need, have, resource: name }),
  );
};

const insufficientSpace = (need: string, have: string, status: number | null) =>
  make(
    "insufficient_space",
    t("title.insufficientSpace"),
    t("message.insufficientSpace"),
    status,
    t("message.insufficientSpaceHint", { need, have }),
  );

/**
 * The refusal's code and data decide first (the server sends `{ code, detail, data }`): the same titles and
 * texts as the catalogue below, with the numbers formatted here, thousands separators included.
 */
const byCode = (error: ApiError, shown: string): TranslatedError | null => {
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
  if (code === "daily_limit_exceeded") return make("daily_limit_exceeded", t("title.dailyLimit"), shown, status);
  return null;
};

// The spec's catalogue (core-play section 8), for a detail that came without a known code or data: the only
// place in the client that reads meaning out of English text.
// Either grouped ("1,200") or plain digits, so the comma after "need 100," is never part of the number.
const NUMBER = "(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)";
/** A number read from a server text, shown with thousands separators as every number a player sees. */
const grouped = (digits: string): string => formatNumber(Number(digits.replaceAll(",", "")));
const INSUFFICIENT_RESOURCE = new RegExp(
  `insufficient\\s+([a-z_]+)\\s*:\\s*need\\s+${NUMBER}\\s*,\\s*have\\s+${NUMBER}`,
  "i",
);
const INSUFFICIENT_SPACE = new RegExp(`insufficient\\s+space.*?need\\D*?${NUMBER}.*?have\\D*?${NUMBER}`, "i");
const DAILY_LIMIT = /cannot build more than\s+(\d[\d,]*).*?per day/i;
const ALLOCATION = /allocation must total 100\s*%/i;
const QUANTITY = /please enter a valid quantity/i;

/** `text` is what the server wrote (English), `shown` the same in the player's language when its reason is known. */
const byPattern = (text: string, status: number | null, shown: string = text): TranslatedError | null => {
  const resource = INSUFFICIENT_RESOURCE.exec(text);
  if (resource && resource[1]!.toLowerCase() !== "space") {
    return insufficientResources(resource[1]!, grouped(resource[2]!), grouped(resource[3]!), status);
  }
  const space = INSUFFICIENT_SPACE.exec(text);
  if (space) return insufficientSpace(grouped(space[1]!), grouped(space[2]!), status);
  if (DAILY_LIMIT.test(text)) return make("daily_limit_exceeded", t("title.dailyLimit"), shown, status);
  if (ALLOCATION.test(text)) {
    return make("invalid_allocation", t("title.invalidAllocation"), t("message.invalidAllocation"), status);
  }
  if (QUANTITY.test(text))
    return make("invalid_quantity", t("title.invalidQuantity"), t("message.invalidQuantity"), status);
  return null;
};

const byStatus = (text: string, status: number | null, code: string | null): TranslatedError => {
  switch (status) {
    case null:
      if (code === "network_error") return make("network_error", t("title.generic"), text, null);
      if (code === "timeout") return make("timeout", t("title.generic"), text, null);
      return make("unknown", t("title.generic"), text || t("message.unexpected"), null);
    case 401:
      return make("unauthorized", t("title.unauthorized"), t("message.unauthorized"), 401);
    case 403:
      return make(
        code === "not_owner" ? "not_owner" : "forbidden",
        t("title.forbidden"),
        text || t("message.forbidden"),
        403,
      );
    case 404:
      return make("invalid_action", t("title.notFound"), text || t("message.notFound"), 404);
    case 422:
      return make("invalid_input", t("title.invalidInput"), text || t("message.invalidInput"), 422);
    case 429:
      return make("cooldown_active", t("title.tooManyRequests"), t("message.tooManyRequests"), 429);
    case 500:
    case 502:
    case 503:
    case 504:
      return make("server_error", t("title.serverError"), t("message.serverError"), status);
    default:
      return make("unknown", t("title.error"), text || t("message.status", { status: String(status) }), status);
  }
};

/**
 * Turns any failure into what the player reads (core-play section 8): the known server texts first,
 * then the HTTP status. A refusal whose reason the catalogue knows shows in the player's language wherever the
 * server's text would have shown; the spec's patterns still read the English to classify it.
 * Pure, so every screen and toast says the same thing for the same failure.
 */
export const translateError = (error: unknown): TranslatedError => {
  const text = readText(error).trim();
  const shown = refusalText(error) ?? text;
  const status = readStatus(error);
  const code = isApiError(error) ? error.code : null;
  return (
    (isApiError(error) ? byCode(error, shown) : null) ?? byPattern(text, status, shown) ?? byStatus(shown, status, code)
  );
};

/**
 * The galaxy access page's owner rule (social-and-advanced sections 5 and 8): a 403, or a failure whose text
 * mentions the owner (or, for an error that is not an API answer, a 403 in its message), means "owner only".
 */
export const isOwnerOnlyFailure = (error: unknown): boolean => {
  if (isApiError(error)) return error.status === 403 || /owner/i.test(error.detail);
  return error instanceof Error && (/\b403\b/.test(error.message) || /owner/i.test(error.message));
};
