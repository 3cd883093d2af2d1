import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ACTIVE_JOBS_PER_USER } from "../src/services/galaxy/galaxy-creation-service.ts";
import { raceReps } from "./support/race-ledger.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

// The creation limits hold under parallel requests (issue 13, finding 2): jobs stay queued here (no runner).

const wizard = (galaxyId: string) => ({
  galaxyId,
  galaxyName: "Race",
  shardId: "shard-1",
  gridWidth: 30,
  gridHeight: 30,
  familyCount: 3,
  maxPlayersPerFamily: 10,
  planetsPerHomeSystem: 10,
  planetsPerNeutralSystem: 3,
  systemDensity: 0.1,
  turnLengthMinutes: 15,
  npcCount: 0,
  npcDifficulty: "easy" as const,
});

const statuses = (answers: { status: number }[]) =>
  answers.map((a) => a.status).reduce<Record<number, number>>((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {});

for (const database of testDatabases()) {
  describe(`galaxy creation limits under concurrency on ${database.name}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(database, { demo: false, env: { RATE_LIMIT_PER_MINUTE: "1000000" } });
    });
    afterAll(async () => server?.close());
    const create = (token: string, galaxyId: string) => server.send("createGalaxy", { token, body: wizard(galaxyId) });

    it("gives one user at most its active jobs however many requests arrive together", async () => {
      for (let rep = 0; rep < raceReps(); rep++) {
        const user = `dev:gc-burst-${rep}`;
        const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => create(user, `burst-${rep}-${i}`)));
        expect(statuses(answers)).toEqual({ 202: MAX_ACTIVE_JOBS_PER_USER, 429: 8 - MAX_ACTIVE_JOBS_PER_USER });
        for (const refused of answers.filter((a) => a.status === 429)) {
          expect(refused.refusal.code).toBe("rate_limited");
        }
        const jobs = await server.ok("galaxyJobs", { query: { limit: "20" }, token: user });
        expect(jobs.body.jobs.length).toBe(MAX_ACTIVE_JOBS_PER_USER);
      }
    });

    it("queues one job for a galaxy id that ten users ask for at once", async () => {
      for (let rep = 0; rep < raceReps(); rep++) {
        const galaxyId = `contested-${rep}`;
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) => create(`dev:gc-rival-${rep}-${i}`, galaxyId)),
        );
        expect(statuses(answers)).toEqual({ 202: 1, 409: 9 });
        for (const refused of answers.filter((a) => a.status === 409)) {
          expect(refused.body).toEqual({
            detail: `A galaxy with id '${galaxyId}' is already being created`,
            code: "conflict",
            reason: "galaxy_being_created",
            data: { galaxyId },
          });
        }
      }
    });
  });
}
