import { routes, type RouteDef } from "@nova/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { z } from "zod";
import { isBadInputDbError } from "../src/http/db-input-error.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

/*
 * Every route of the contract's route table, probed with NUL bytes and other control characters in each path
 * parameter, query field and body field, and with numbers far beyond any column's range (issue 13, finding 4).
 * Control characters must answer 422 `invalid_input` with a detail; huge numbers a 4xx with a detail; never a
 * 500, and nothing with a control character is ever stored.
 */

const G = "demo";
const NUL = "a\u0000b";
const HUGE_STRINGS = ["2147483648,2147483648", "99999999999999999999", "-2147483649", "1e309"];
const HUGE_NUMBERS = [2147483648, 9.9e300, -2147483649, Number.MAX_SAFE_INTEGER + 2];

const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> => {
  const s = schema as unknown as { shape?: Record<string, z.ZodType> };
  return s.shape ?? {};
};

interface Probe {
  readonly label: string;
  readonly path: string;
  readonly body?: unknown;
  /** Whether the probe carries a control character (then only 422 will do). */
  readonly control: boolean;
}

const pathWith = (def: RouteDef, value: (name: string) => string, query: Record<string, string> = {}) => {
  const path = def.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(value(name)));
  const qs = new URLSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
};
const validParam = (name: string) => (name === "galaxyId" ? G : "zz-unknown-1");

const probesOf = (name: string, def: RouteDef): Probe[] => {
  const probes: Probe[] = [];
  const params = Object.keys(shapeOf(def.params));
  const query = Object.keys(shapeOf(def.query));
  const body = Object.keys(shapeOf(def.body));
  const baseQuery = Object.fromEntries(query.filter((k) => /galaxy/i.test(k)).map((k) => [k, G]));
  for (const p of params) {
    probes.push({
      label: `${name} param ${p} NUL`,
      path: pathWith(def, (n) => (n === p ? NUL : validParam(n)), baseQuery),
      control: true,
    });
    for (const huge of HUGE_STRINGS) {
      probes.push({
        label: `${name} param ${p} ${huge}`,
        path: pathWith(def, (n) => (n === p ? huge : validParam(n)), baseQuery),
        control: false,
      });
    }
  }
  for (const q of query) {
    probes.push({
      label: `${name} query ${q} NUL`,
      path: pathWith(def, validParam, { ...baseQuery, [q]: NUL }),
      control: true,
    });
    for (const huge of HUGE_STRINGS) {
      probes.push({
        label: `${name} query ${q} ${huge}`,
        path: pathWith(def, validParam, { ...baseQuery, [q]: huge }),
        control: false,
      });
    }
  }
  if (def.method !== "GET") {
    const baseBody = Object.fromEntries(body.filter((k) => k === "galaxyId").map((k) => [k, G]));
    for (const b of body) {
      for (const value of [NUL, "\u001b[31mred", [NUL], { planetId: NUL }, [{ planetId: NUL, quantity: 1 }]]) {
        probes.push({
          label: `${name} body ${b} ${JSON.stringify(value)}`,
          path: pathWith(def, validParam, baseQuery),
          body: { ...baseBody, [b]: value },
          control: true,
        });
      }
      for (const huge of [...HUGE_NUMBERS, ...HUGE_STRINGS]) {
        probes.push({
          label: `${name} body ${b} ${huge}`,
          path: pathWith(def, validParam, baseQuery),
          body: { ...baseBody, [b]: huge },
          control: false,
        });
      }
    }
  }
  return probes;
};

for (const database of testDatabases()) {
  describe(`fuzzing every route on ${database.name}`, () => {
    let server: TestServer;
    const token = "dev:fuzzer";
    beforeAll(async () => {
      server = await startTestServer(database, { env: { RATE_LIMIT_PER_MINUTE: "1000000" } });
      const reg = await server.ok("register", { token, body: { username: "Fuzzer", race: "quantam", galaxyId: G } });
      expect(reg.status).toBe(201);
    });
    afterAll(async () => server?.close());

    it("answers control characters with 422 and huge numbers with a 4xx, never a 500", async () => {
      const failures: string[] = [];
      let probes = 0;
      for (const [name, def] of Object.entries(routes) as [string, RouteDef][]) {
        for (const probe of probesOf(name, def)) {
          probes++;
          // Raw on purpose: the probes are malformed input the contract's types would refuse.
          const res = await server.raw(def.method, probe.path, {
            token,
            ...(probe.body !== undefined ? { body: probe.body } : {}),
          });
          const ok = probe.control
            ? res.status === 422 && res.body?.code === "invalid_input" && typeof res.body?.detail === "string"
            : res.status < 500 && (res.status < 400 || typeof res.body?.detail === "string");
          if (!ok) failures.push(`${probe.label} -> ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
        }
      }
      expect(failures).toEqual([]);
      expect(probes).toBeGreaterThan(500);
    });

    it.runIf(database.name === "postgres")(
      "classifies the database's own refusals of bad data as bad input (422), not as server faults",
      async () => {
        const db = server.running.app.services.db.kysely;
        const refusal = async (query: ReturnType<typeof sql>) => {
          try {
            await query.execute(db);
          } catch (error) {
            return error;
          }
          throw new Error("the database accepted it");
        };
        expect(isBadInputDbError(await refusal(sql`select cast(${NUL} as text)`))).toBe(true);
        expect(isBadInputDbError(await refusal(sql`select cast(${"2147483648"} as int4)`))).toBe(true);
        expect(isBadInputDbError(await refusal(sql`select cast(${"x"} as int4)`))).toBe(true);
        expect(isBadInputDbError(await refusal(sql`select * from no_such_table`))).toBe(false);
      },
    );

    it("never stores a control character", async () => {
      const db = server.running.app.services.db.kysely;
      const texts = [
        ...(await db.selectFrom("players").select("username as t").execute()),
        ...(await db.selectFrom("fleets").select("name as t").execute()),
        ...(await db.selectFrom("galaxy_creation_jobs").select("galaxy_name as t").execute()),
        ...(await db.selectFrom("users").select("display_name as t").execute()),
      ];
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((r) => /\p{Cc}/u.test(String(r.t)))).toEqual([]);
    });
  });
}
