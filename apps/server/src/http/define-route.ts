import { controlCharacterProblem, type RouteDef } from "@nova/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AuthUser } from "../auth/auth-user.ts";
import { AppError } from "../domain/app-error.ts";
import { answerJson } from "./response-shape.ts";
import { EVERYONE, keptAnswerKey } from "./answer-cache.ts";
import "./fast-lane.ts";

/** What Fastify would send an object answer as; every answer here is JSON text and says the same. */
const JSON_TYPE = "application/json; charset=utf-8";

export interface RouteContext<R extends RouteDef> {
  readonly params: z.output<R["params"]>;
  readonly query: z.output<R["query"]>;
  readonly body: z.output<R["body"]>;
  /** The signed-in caller; present on every route whose definition says `auth: true`. */
  readonly user: AuthUser;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  /**
   * Says the answer being built reads the same for every signed-in caller (a public galaxy's turn-info): on a route
   * with `reuse.shared` it is then kept once for all of them, and after a flip one caller's request builds what
   * every other caller is sent. Elsewhere it does nothing.
   */
  readonly sameForEveryone: () => void;
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
    /**
     * A polled GET whose answer depends only on the caller, the URL, the database and the clock: a caller asking
     * again before anything changed gets the text built the last time (http/answer-cache.ts). `until` says when an
     * answer starts to read differently with time alone (ms; none by default).
     */
    reuse?: {
      readonly until?: (answer: z.input<R["response"]>) => number;
      /** The handler may say its answer is the same for every caller (`sameForEveryone`). */
      readonly shared?: boolean;
    };
    /**
     * A GET of no caller and no input whose answer can be built at once from memory: the answer, or null when
     * the handler must build it. The fast lane then answers before Fastify's path (http/fast-lane.ts).
     */
    instant?: () => z.input<R["response"]> | null;
  } = {},
): void => {
  const reuse = options.reuse;
  const until = reuse?.until ?? (() => Number.POSITIVE_INFINITY);
  const instant = options.instant;
  if (instant) {
    if (route.method !== "GET" || route.auth || route.mutates || options.sharesPathWithPage)
      throw new Error(`${route.method} ${route.path}: only a GET of no caller may have an instant answer`);
    // The handler may hand back the very object it gave the last time: its text is then the one written then.
    let last: { readonly answer: unknown; readonly text: string } | null = null;
    app.fastLane?.instant(route.path, () => {
      const answer = instant();
      if (answer === null) return null;
      if (last?.answer !== answer) last = { answer, text: answerJson(route.response, answer) };
      return last.text;
    });
  }
  app.route({
    method: route.method,
    url: route.path,
    handler: async (request, reply) => {
      if (options.sharesPathWithPage && app.servePage?.(request, reply)) return reply;
      if (instant && request.url === route.path) request.instantPath = route.path;
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
      const cache = reuse ? app.answerCache : undefined;
      const reader = user?.id ?? "";
      const version = cache ? cache.version(reader) : null;
      const key = version === null ? "" : keptAnswerKey(reader, request.url);
      // The answer kept for every caller, on a route that may have one (looked up only there).
      const everyoneVersion = cache && reuse?.shared ? cache.version(EVERYONE) : null;
      const everyone =
        everyoneVersion === null
          ? null
          : { reader: EVERYONE, key: keptAnswerKey(EVERYONE, request.url), version: everyoneVersion };
      if (cache && version !== null) {
        const kept = cache.get(key, version) ?? (everyone ? cache.get(everyone.key, everyone.version) : undefined);
        if (kept !== undefined) {
          void reply.status(options.successStatus ?? 200).type(JSON_TYPE);
          request.keptAnswer = kept;
          return kept.text;
        }
      }
      let forEveryone = false;
      const sameForEveryone = () => {
        forEveryone = true;
      };
      const result = await handler({ params, query, body, user: user as AuthUser, request, reply, sameForEveryone });
      reply.status(options.successStatus ?? 200);
      // The schema's fields only, written as JSON by a writer compiled once per schema (zod's parse of every answer
      // cost more than many handlers, and shaping a copy before stringifying it as much again).
      const text = answerJson(route.response, result);
      void reply.type(JSON_TYPE);
      // Kept only when nothing changed while it was built: it is then exactly the database's state at `version`.
      const keepAs = forEveryone && everyone ? everyone : version === null ? null : { reader, key, version };
      if (cache && keepAs && cache.version(keepAs.reader) === keepAs.version) {
        const kept = { reader: keepAs.reader, version: keepAs.version, text, until: until(result) };
        cache.set(keepAs.key, kept);
        request.keptAnswer = kept;
      }
      return text;
    },
  });
};
