import { z } from "zod";
import type { ErrorCode } from "../errors.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** One API route: its path (Fastify `:param` syntax) and the schemas of everything that crosses the wire. */
export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Whether the caller must be signed in. */
  readonly auth: boolean;
  /**
   * Whether the route changes a galaxy's game state (orders, units, fleets, combat, market, research,
   * operations, family votes and roles, registration). Every such route is refused with 409 `round_ended`
   * once the galaxy's round has ended; reads, previews and messages stay open.
   */
  readonly mutates: boolean;
  /**
   * The refusal codes the route's own domain can answer. The codes every route of its kind shares are added by
   * `refusalsOf` (openapi/openapi-document.ts): `invalid_input` when it takes input, `bad_request` when it takes a
   * body, `unauthorized` when it needs sign-in, `round_ended` when it mutates, `rate_limited` and `internal`.
   * The API document lists these, and the tests' typed client refuses any refusal a route did not declare.
   */
  readonly refusals: readonly ErrorCode[];
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
}

/** A galaxy the caller cannot see (private, not invited) is forbidden; an unknown galaxy or empire is not found. */
export const IN_GALAXY: readonly ErrorCode[] = ["not_found", "forbidden"];
/** An order in a galaxy: its rules may refuse it, or the empire may not afford it. */
export const ORDER: readonly ErrorCode[] = [...IN_GALAXY, "invalid_action", "insufficient_resources"];

/** The schema of "nothing here": no params, no query or no body. */
export const none = z.object({});

/** Declares a route, keeping its schema types for both sides. */
export const route = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: RouteDef<P, Q, B, R>,
): RouteDef<P, Q, B, R> => def;
