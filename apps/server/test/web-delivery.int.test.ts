import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

/** A raw HTTP GET: the bytes as sent (fetch would decode them). */
const get = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );

const SCRIPT = `console.log(${JSON.stringify("nova ".repeat(400))});`;
const PAGE = `<!doctype html><html><head><title>Nova Imperia</title></head><body>${"<p>x</p>".repeat(200)}</body></html>`;

/** A build output as `npm run build` lays it out: hashed assets with .br/.gz twins, a source map, the manifest. */
const fakeDist = () => {
  const dist = mkdtempSync(join(tmpdir(), "nova-dist-"));
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, ".vite"));
  for (const [name, text] of [
    ["index.html", PAGE],
    ["assets/index-AbC123.js", SCRIPT],
  ] as const) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(dist, "assets/index-AbC123.js.map"), '{"version":3}');
  writeFileSync(join(dist, ".vite/manifest.json"), "{}");
  return dist;
};

for (const database of testDatabases()) {
  describe(`web delivery and response caching on ${database.name}`, () => {
    let server: TestServer;
    let dist: string;
    beforeAll(async () => {
      dist = fakeDist();
      server = await startTestServer(database, { env: { WEB_DIST: dist } });
    });
    afterAll(async () => {
      await server?.close();
      rmSync(dist, { recursive: true, force: true });
    });

    it("sends hashed assets precompressed, brotli first, cached for a year", async () => {
      const url = `${server.url}/assets/index-AbC123.js`;
      const br = await get(url, { "accept-encoding": "gzip, deflate, br" });
      expect(br.status).toBe(200);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
      expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(String(br.headers["vary"])).toMatch(/accept-encoding/i);
      expect(String(br.headers["content-type"])).toMatch(/javascript/);

      const gz = await get(url, { "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

      const plain = await get(url);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString()).toBe(SCRIPT);
      expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    });

    it("serves no source maps and no build manifest", async () => {
      expect((await get(`${server.url}/assets/index-AbC123.js.map`)).status).toBe(404);
      expect((await get(`${server.url}/.vite/manifest.json`)).status).toBe(404);
    });

    it("has browsers revalidate index.html, at / and on client routes, compressed too", async () => {
      for (const path of ["/", "/dashboard"]) {
        const page = await get(server.url + path, { accept: "text/html", "accept-encoding": "br" });
        expect(page.status).toBe(200);
        expect(page.headers["cache-control"]).toBe("no-cache");
        expect(page.headers["content-encoding"]).toBe("br");
        expect(brotliDecompressSync(page.body).toString()).toBe(PAGE);
        expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
      }
    });

    it("compresses JSON over 1 KB and keeps every answer out of shared caches", async () => {
      const token = "dev:delivery-alice";
      const reg = await server.ok("register", {
        token,
        body: { username: "Delivery Alice", race: "quantam", galaxyId: "demo" },
      });
      expect(reg.status).toBe(201);
      const auth = { authorization: `Bearer ${token}` };
      // The galaxy's player list is well over 1 KB; turn-info is small.
      const big = await get(`${server.url}/galaxy/players/demo`, { ...auth, "accept-encoding": "gzip, br" });
      expect(big.status).toBe(200);
      expect(big.headers["content-encoding"]).toBe("br");
      const players = JSON.parse(brotliDecompressSync(big.body).toString()) as { players: unknown[] };
      expect(players.players.length).toBeGreaterThan(1);
      expect(big.headers["cache-control"]).toBe("no-store");
      expect(String(big.headers["vary"])).toMatch(/accept-encoding/i);

      const gz = await get(`${server.url}/galaxy/players/demo`, { ...auth, "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(players);

      const small = await get(`${server.url}/galaxy/turn-info/demo`, { ...auth, "accept-encoding": "gzip, br" });
      expect(small.status).toBe(200);
      expect(small.headers["content-encoding"]).toBeUndefined();
      expect(JSON.parse(small.body.toString())).toMatchObject({ galaxyId: "demo" });
      expect(small.headers["cache-control"]).toBe("no-store");

      const refused = await get(`${server.url}/player/stats?galaxyId=demo`);
      expect(refused.status).toBe(401);
      expect(refused.headers["cache-control"]).toBe("no-store");
    });
  });
}
