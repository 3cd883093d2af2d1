import { readFileSync } from "node:fs";
import { ERROR_STATUS, routes } from "@nova/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPENAPI_FILE, openApiText } from "../src/admin/write-openapi.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

const [database] = testDatabases();

describe("the OpenAPI document", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database!);
  });
  afterAll(async () => server?.close());

  it("is checked in as docs/openapi.json and up to date (npm run openapi rewrites it)", () => {
    expect(readFileSync(OPENAPI_FILE, "utf8") === openApiText(), "docs/openapi.json is stale: npm run openapi").toBe(
      true,
    );
  });

  it("is served at /openapi.json and lists every route with its summary, refusal codes and auth", async () => {
    // Raw: the API document and its viewer are served beside the route table, not in it.
    const res = await server.raw("GET", "/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    for (const [name, route] of Object.entries(routes)) {
      const path = route.path.replace(/:(\w+)/g, "{$1}");
      const operation = res.body.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation.operationId).toBe(name);
      expect(operation.summary.length, `${name} has a summary`).toBeGreaterThan(5);
      expect(operation.security).toEqual(route.auth ? [{ bearerAuth: [] }] : []);
      const codes: string[] = operation["x-refusal-codes"];
      expect(codes).toContain("internal");
      if (route.auth) expect(codes).toContain("unauthorized");
      // The codes come from the route definition itself (its declared refusals), not from a list beside it.
      for (const code of route.refusals) expect(codes, `${name} declares ${code}`).toContain(code);
      // Each code is documented under its own status.
      for (const code of codes) {
        const status = String(ERROR_STATUS[code as keyof typeof ERROR_STATUS]);
        expect(operation.responses[status]["x-refusal-codes"]).toContain(code);
      }
    }
    expect(res.body.paths["/research/deposit"].post["x-refusal-codes"]).toContain("insufficient_resources");
  });

  it("is browsable at /api-docs with the viewer served from our own origin", async () => {
    const page = await server.raw("GET", "/api-docs");
    expect(page.status).toBe(200);
    expect(page.body).toContain('<script src="/api-docs/swagger-ui-bundle.js"></script>');
    const bundle = await fetch(`${server.url}/api-docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    expect((await server.raw("GET", "/api-docs/init.js")).body).toContain("/openapi.json");
  });
});
