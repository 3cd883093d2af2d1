import type { FastifyInstance, FastifyRequest } from "fastify";
import { findRoundStatus } from "../db/repositories/galaxies-repository.ts";
import type { ServiceDeps } from "../services/deps.ts";
import { refuse } from "../domain/app-error.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Refuses (409 `round_ended`) a request that changes the game state of a galaxy whose round has ended. */
    roundGate(request: FastifyRequest): Promise<void>;
  }
}

/**
 * The galaxy a request names, wherever it names it: a path parameter, the query (`galaxyId` or `galaxy_id`)
 * or the body. Read raw, before the schemas, so every write route of an ended galaxy gets the same answer
 * whatever else is wrong with the request.
 */
export const galaxyIdOfRequest = (request: FastifyRequest): string | null => {
  for (const source of [request.params, request.query, request.body]) {
    if (typeof source !== "object" || source === null) continue;
    const record = source as Record<string, unknown>;
    const id = record["galaxyId"] ?? record["galaxy_id"];
    if (typeof id === "string" && id.length > 0) return id;
  }
  return null;
};

/**
 * Installs the central round check that `defineRoute` runs for every route the contract marks `mutates`.
 * Services that write under the galaxy's lock check the round again there (`withPlayerOrder`), so an order
 * racing the last flip either lands before it or is refused.
 */
export const installRoundGate = (app: FastifyInstance, deps: ServiceDeps): void => {
  app.decorate("roundGate", async (request: FastifyRequest) => {
    const galaxyId = galaxyIdOfRequest(request);
    if (galaxyId === null) return;
    if ((await findRoundStatus(deps.db.kysely, galaxyId)) === "ended") throw refuse("round_ended");
  });
};
