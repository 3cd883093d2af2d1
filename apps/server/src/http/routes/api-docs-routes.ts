import { createReadStream } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { buildOpenApiDocument } from "@nova/contract";
import type { FastifyInstance } from "fastify";

/**
 * The API document for bot and tool authors: `GET /openapi.json` (generated from the contract) and a browsable
 * view at `/api-docs` (Swagger UI, served from its npm package only on that page, never in the game's bundle).
 * Everything is same-origin files, so the strict Content-Security-Policy holds: no inline script.
 */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Nova Imperia API</title>
    <link rel="stylesheet" href="/api-docs/swagger-ui.css" />
  </head>
  <body>
    <div id="api-docs"></div>
    <script src="/api-docs/swagger-ui-bundle.js"></script>
    <script src="/api-docs/init.js"></script>
  </body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({ url: "/openapi.json", dom_id: "#api-docs", deepLinking: true });\n`;

export const apiDocsRoutes = (app: FastifyInstance): void => {
  // Built once on first request: the contract does not change while the server runs.
  let document: ReturnType<typeof buildOpenApiDocument> | null = null;
  app.get("/openapi.json", async () => (document ??= buildOpenApiDocument()));
  app.get("/api-docs", async (_request, reply) => reply.type("text/html; charset=utf-8").send(PAGE));
  app.get("/api-docs/init.js", async (_request, reply) => reply.type("text/javascript").send(INIT));
  for (const [file, type] of [
    ["swagger-ui.css", "text/css"],
    ["swagger-ui-bundle.js", "text/javascript"],
  ] as const) {
    app.get(`/api-docs/${file}`, async (_request, reply) =>
      reply
        .type(type)
        .header("cache-control", "public, max-age=86400")
        .send(createReadStream(join(SWAGGER_UI_DIR, file))),
    );
  }
};
