import { controlCharacterProblem, type RouteDef } from "@nova/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AuthUser } from "../auth/auth-user.ts";
import { AppError } from "../domain/app-error.ts";
import { shapeAnswer } from "./response-shape.ts";

export interface RouteContext<R extends RouteDef> {
  readonly params: z.output<R["params"]>;
  readonly query: z.output<R["query"]>;
  readonly body: z.output<R["body"]>;
  /** The signed-in caller; present on every route whose definition says `auth: true`. */
  readonly user: AuthUser;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/**
 * Registers one contract route: parses params, query and body with the contract's schemas (422 on
 * failure), requires sign-in when the route does, refuses a game-state change in an ended round, and serialises the answer through the response
 * schema so no undeclared field can leak.
 */
export const defineRoute = <R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: (ctx: RouteContext<R>) => Promise<z.input<R["response"]>>,
  options: {
    successStatus?: number;
    /** The web client has a page at this very path: a browser navigation gets the page, not JSON. */
    sharesPathWithPage?: boolean;
  } = {},
): void => {
  app.route({
    method: route.method,
    url: route.path,
    handler: async (request, reply) => {
      if (options.sharesPathWithPage && app.servePage?.(request, reply)) return reply;
      const user = route.auth ? await app.authenticate(request) : null;
      for (const [where, value] of [
        ["params", request.params],
        ["query", request.query],
        ["body", request.body],
      ] as const) {
        const problem = controlCharacterProblem(value, where);
        if (problem) throw new AppError("invalid_input", problem);
      }
      // Every route that changes game state says so in the contract; none of them runs in an ended round.
      if (route.mutates) await app.roundGate(request);
      const params = route.params.parse(request.params ?? {}) as z.output<R["params"]>;
      const query = route.query.parse(request.query ?? {}) as z.output<R["query"]>;
      const body = route.body.parse(request.body ?? {}) as z.output<R["body"]>;
      const result = await handler({ params, query, body, user: user as AuthUser, request, reply });
      reply.status(options.successStatus ?? 200);
      // The schema's fields only, compiled once (zod's parse of every answer cost more than many handlers).
      return shapeAnswer(route.response, result);
    },
  });
};
