import { routes } from "@nova/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

/**
 * The server registers exactly the contract's routes, and besides them only the documented infrastructure
 * (docs/architecture.md "Routes outside the contract"): the push socket, the API document and its
 * viewer, and the web client's files. A route added on one side only fails here.
 */
const INFRASTRUCTURE = [
  "GET /push/:galaxyId",
  "GET /openapi.json",
  "GET /api-docs",
  "GET /api-docs/init.js",
  "GET /api-docs/swagger-ui.css",
  "GET /api-docs/swagger-ui-bundle.js",
  // @fastify/static: the built web client, its SPA fallback answers from the not-found handler.
  "GET /*",
  "HEAD /*",
];

const [database] = testDatabases();

describe("route registration", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database!);
  });
  afterAll(async () => server?.close());

  it("registers every route of the contract and nothing else but the documented infrastructure", () => {
    const registered = new Set(
      server.running.app.registeredRoutes
        .filter((r) => r.method !== "HEAD" || r.url === "/*")
        .map((r) => `${r.method} ${r.url}`),
    );
    const contract = Object.values(routes).map((r) => `${r.method} ${r.path}`);
    const missing = contract.filter((r) => !registered.has(r));
    const extra = [...registered].filter((r) => !contract.includes(r) && !INFRASTRUCTURE.includes(r));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    expect(new Set(contract).size, "no two contract routes share a method and path").toBe(contract.length);
  });
});
