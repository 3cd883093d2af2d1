import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { rateLimitUnknownRoutes } from "./rate-limit.ts";

const wantsPage = (request: FastifyRequest) =>
  request.method === "GET" && (request.headers.accept ?? "").startsWith("text/html");

/** Content-hashed build output never changes under its name; anything else is revalidated. */
const cacheControlOf = (file: string) => {
  const path = file.replace(/\.(br|gz)$/, "");
  if (/[\\/]assets[\\/]/.test(path)) return "public, max-age=31536000, immutable";
  // The service worker must reach browsers as soon as a release ships it.
  return path.endsWith(".html") || path.endsWith("sw.js") ? "no-cache" : "public, max-age=3600";
};

const DEFAULT_DIST = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/**
 * Serves the built web client and answers browser navigations to client routes (e.g. /dashboard)
 * with index.html; anything else unknown is a JSON 404.
 */
export const serveWebClient = async (app: FastifyInstance, dist: string | null): Promise<void> => {
  const root = dist ?? DEFAULT_DIST;
  const hasClient = existsSync(join(root, "index.html"));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // dist holds foo.js.br and foo.js.gz next to foo.js (built by `npm run build`): sent as they are.
      preCompressed: true,
      cacheControl: false,
      // Source maps and the build manifest stay build artefacts.
      allowedPath: (path) => !path.endsWith(".map") && !path.includes("/."),
      setHeaders: (reply: FastifyReply, path: string) => {
        void reply.header("cache-control", cacheControlOf(path));
      },
    });
  }
  // Some client routes share a path with an API route (/galaxy-creation/status/{jobId}): a browser
  // navigation there (it asks for HTML first) gets the page, the client's fetch gets JSON.
  app.decorate("servePage", (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasClient || !wantsPage(request)) return false;
    void reply.header("cache-control", "no-cache").sendFile("index.html", root);
    return true;
  });
  // Unknown paths and page navigations count against the rate limit like any route (issue 13).
  app.setNotFoundHandler({ preHandler: rateLimitUnknownRoutes(app) }, (request, reply) => {
    if (wantsPage(request) && hasClient) {
      return reply.header("cache-control", "no-cache").sendFile("index.html", root);
    }
    if (wantsPage(request)) {
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
