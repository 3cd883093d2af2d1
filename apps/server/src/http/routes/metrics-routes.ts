import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Metrics } from "../../metrics/metrics.ts";
import type { ServiceDeps } from "../../services/deps.ts";
import { countGalaxiesAndEmpires } from "../../db/repositories/status-repository.ts";

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics for Prometheus, behind `METRICS_TOKEN` (a bearer token, compared in constant time); without the
 * setting the route does not exist. Besides what the server counts as it runs, each scrape reads how many
 * galaxies and empires there are.
 */
export const metricsRoutes = (server: FastifyInstance, deps: ServiceDeps, metrics: Metrics) => {
  const token = deps.config.metricsToken;
  if (!token) return;
  server.get("/metrics", async (request, reply) => {
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1] ?? "";
    if (!sameToken(given, token))
      return reply.code(401).send({ detail: "A valid metrics token is required", code: "unauthorized" });
    const { galaxies, empires } = await countGalaxiesAndEmpires(deps.db.kysely);
    for (const g of galaxies) metrics.set("nova_galaxies", "Galaxies by status.", { status: g.status }, Number(g.n));
    for (const e of empires)
      metrics.set(
        "nova_empires",
        "Empires per galaxy, players and NPCs.",
        { galaxy: e.galaxy_id, kind: Number(e.is_npc) === 1 ? "npc" : "player" },
        Number(e.n),
      );
    return reply
      .type(metrics.contentType)
      .header("cache-control", "no-store")
      .send(await metrics.render());
  });
};
