import { z } from "zod";
import { RESOURCES } from "@nova/rules";

const stock = z.number().int().nonnegative();

export const ResourcesSchema = z.object({
  credits: stock,
  food: stock,
  iron: stock,
  endurium: stock,
  octarine: stock,
});

/** Galaxy ids: 3-64 letters, digits, dashes and underscores (they appear inside planet ids, so no colons). */
export const GalaxyIdSchema = z
  .string()
  .min(3, "Galaxy ID must be at least 3 characters")
  .max(64, "Galaxy ID must be at most 64 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "Galaxy ID can only contain letters, numbers, dashes, and underscores");

export const GalaxyParamsSchema = z.object({ galaxyId: GalaxyIdSchema });
export const GalaxyQuerySchema = z.object({ galaxyId: GalaxyIdSchema });

export const ErrorBodySchema = z.object({
  detail: z.string(),
  code: z.string(),
  /**
   * Which text `detail` is, from the closed list `REFUSAL_TEXTS` (texts/refusal-texts.ts), so a client can say it
   * in its own language; absent for texts outside the list (an operator's, a malformed request's).
   */
  reason: z.string().optional(),
  /** The numbers and words behind the detail text, when the rule has them. */
  data: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const RESOURCE_LIST = RESOURCES;

/**
 * Ids as the server makes them (uuids, `demo:3,4:1`, `demo:<player>:home`, `dev:alice`): printable ASCII, no
 * spaces. Checked by pattern so that a stray byte is refused as input rather than reaching the database.
 */
export const ID_PATTERN = /^[\x21-\x7E]+$/;
export const ID_MESSAGE = "must be an id: printable characters without spaces";

/** Control characters: never in ids, names or anything in a path or query string. */
const ANY_CONTROL = /\p{Cc}/u;
/** In request bodies free text may hold tabs and line breaks; every other control character is refused. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BODY_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/**
 * The rule for every string that crosses the wire into the API (applied to each route's params, query and body
 * before its own schema): no NUL or other control characters (tabs and line breaks allowed in bodies only).
 * Returns a sentence naming the field, or null. Neither database then ever sees such a byte (PostgreSQL
 * refuses NUL in text; SQLite would store it).
 */
export const controlCharacterProblem = (value: unknown, where: "params" | "query" | "body"): string | null =>
  controlCharacterIn(value, where === "body" ? BODY_CONTROL : ANY_CONTROL, where, "", 0);

// At module level, not a closure per call: every request checks its params, query and body.
const controlCharacterIn = (v: unknown, pattern: RegExp, where: string, path: string, depth: number): string | null => {
  if (typeof v === "string") return pattern.test(v) ? `${path || where} must not contain control characters` : null;
  if (depth > 20 || v === null || typeof v !== "object") return null;
  for (const k in v) {
    if (!Object.hasOwn(v, k)) continue;
    if (pattern.test(k)) return `${path || where} has a field name with control characters`;
    const found = controlCharacterIn(
      (v as Record<string, unknown>)[k],
      pattern,
      where,
      path ? `${path}.${k}` : k,
      depth + 1,
    );
    if (found) return found;
  }
  return null;
};
