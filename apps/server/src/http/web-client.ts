import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const DEFAULT_DIST = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/**
 * Serves the built web client and answers browser navigations to client routes (e.g. /dashboard)
 * with index.html; anything else unknown is a JSON 404.
 */
export const serveWebClient = async (app: FastifyInstance, dist: string | null): Promise<void> => {
  const root = dist ?? DEFAULT_DIST;
  const hasClient = existsSync(join(root, "index.html"));
  if (hasClient) {
    await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: "1h", immutable: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === "GET" && (request.headers.accept ?? "").includes("text/html");
    if (wantsPage && hasClient) {
      return reply.header("cache-control", "no-cache").sendFile("index.html", root);
    }
    if (wantsPage) {
      return reply
        .type("text/plain")
        .status(503)
        .send("The web client is not built yet: run `npm run build` (npm start does it for you).");
    }
    return reply
      .status(404)
      .send({ detail: `Not found: ${request.method} ${request.url.split("?")[0]}`, code: "not_found" });
  });
};
