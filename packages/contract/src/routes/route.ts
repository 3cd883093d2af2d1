import { z } from "zod";

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
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
}

/** The schema of "nothing here": no params, no query or no body. */
export const none = z.object({});

/** Declares a route, keeping its schema types for both sides. */
export const route = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: RouteDef<P, Q, B, R>,
): RouteDef<P, Q, B, R> => def;
