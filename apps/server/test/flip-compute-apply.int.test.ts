import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

const METRICS_TOKEN = "metrics-token-for-flip-tests-0123456789";
const RESOURCES = ["credits", "food", "iron", "endurium", "octarine"] as const;
type Resources = Record<(typeof RESOURCES)[number], number>;

/**
 * A flip computes without the galaxy's lock and applies its result under it, relative to what it computed
 * from (docs/turn-worker.md). The worker thread's flip is held between the two at a failpoint: orders commit
 * meanwhile (they would wait forever if the computation held the lock), reads are answered, and once the flip
 * is released every order's spending is still there next to the flip's own change, to the unit. The orders
 * count from the next turn.
 */
for (const database of testDatabases()) {
  describe(`a flip computed outside the lock on ${database.name}`, () => {
    let server: TestServer;
    let home: string;
    let playerId: string;
    const token = "dev:split-alice";
    beforeAll(async () => {
      server = await startTestServer(database, { turnWorker: true, env: { METRICS_TOKEN } });
      await server.running.turnWorker?.ready();
      const reg = await server.ok("register", {
        token,
        body: { username: "Split Alice", race: "quantam", galaxyId: "demo" },
      });
      expect(reg.status).toBe(201);
      home = reg.body.homePlanetId;
      playerId = reg.body.playerId;
    });
    afterAll(async () => server?.close());

    const worker = () => {
      const w = server.running.turnWorker;
      if (!w) throw new Error("no turn worker");
      return w;
    };
    const db = () => server.running.app.services.db.kysely;
    const makeFlipDue = () =>
      db()
        .updateTable("galaxies")
        .set({ next_turn_at: Date.now() - 1 })
        .where("id", "=", "demo")
        .execute();
    const turnInfo = async () => server.call("turnInfo", { token, params: { galaxyId: "demo" } });
    const resources = async (): Promise<Resources> => {
      const row = await db()
        .selectFrom("players")
        .select([...RESOURCES])
        .where("id", "=", playerId)
        .executeTakeFirstOrThrow();
      return Object.fromEntries(RESOURCES.map((r) => [r, Number(row[r])])) as Resources;
    };
    const farms = async () =>
      Number((await db().selectFrom("planets").select("farm").where("id", "=", home).executeTakeFirstOrThrow()).farm);
    const homeSoldiers = async () =>
      Number(
        (
          await db()
            .selectFrom("fleets")
            .select("soldiers")
            .where("id", "=", `demo:${playerId}:home`)
            .executeTakeFirstOrThrow()
        ).soldiers,
      );
    const jobStates = async () => [
      ...(await db().selectFrom("building_jobs").select("state").where("player_id", "=", playerId).execute()),
      ...(await db().selectFrom("unit_jobs").select("state").where("player_id", "=", playerId).execute()),
    ];

    it("takes orders and answers reads while a flip computes, and applies it without overwriting them", async () => {
      const before = await resources();
      const stats = await server.call("playerStats", { token, query: { galaxyId: "demo" } });
      const [farmsBefore, soldiersBefore] = [await farms(), await homeSoldiers()];

      const held = await worker().holdNextFlip("afterCompute");
      await makeFlipDue();
      expect(await held.reached).toEqual({ galaxyId: "demo", turn: 1 });

      // The flip has computed turn 1 and holds no lock: reads and orders are answered now, before it is released.
      expect((await server.ok("health", {})).status).toBe(200);
      expect(await turnInfo()).toMatchObject({ currentTurn: 0 });
      const buy = await server.ok("marketBuy", {
        token,
        query: { galaxyId: "demo" },
        body: { resource: "iron", quantity: 10 },
      });
      expect(buy.status).toBe(200);
      const build = await server.ok("buildOrder", {
        token,
        body: { galaxyId: "demo", orders: [{ planetId: home, buildingType: "farm", quantity: 1 }] },
      });
      expect(build.status).toBe(201);
      const units = await server.ok("unitBuild", {
        token,
        body: { galaxyId: "demo", fleetId: `demo:${playerId}:home`, orders: [{ unitType: "soldier", quantity: 5 }] },
      });
      expect(units.status).toBe(201);
      const spent: Resources = { credits: 0, food: 0, iron: 0, endurium: 0, octarine: 0 };
      for (const cost of [build.body.totalCost, units.body.totalCost])
        for (const r of RESOURCES) spent[r] += Number((cost as Partial<Resources>)[r] ?? 0);
      spent.credits += buy.body.transaction.totalCost;
      spent.iron -= buy.body.transaction.quantity;
      const afterOrders = await resources();
      for (const r of RESOURCES) expect(afterOrders[r]).toBe(before[r] - spent[r]);

      worker().releaseFlip();
      await expect.poll(async () => (await turnInfo()).currentTurn, { timeout: 20_000 }).toBe(1);

      // What the flip did, as it computed it from the state before the orders (its ledger row).
      const ledger = await db()
        .selectFrom("resource_ledger")
        .selectAll()
        .where("player_id", "=", playerId)
        .where("turn_number", "=", 1)
        .executeTakeFirstOrThrow();
      const row = ledger as unknown as Record<string, number>;
      for (const r of RESOURCES) expect(Number(row[`before_${r}`])).toBe(before[r]);
      expect(Number(row["after_credits"]) - Number(row["before_credits"])).toBe(stats.incomeBreakdown?.netIncome);
      // Both the orders' spending and the flip's change are there: nothing was overwritten.
      const after = await resources();
      for (const r of RESOURCES)
        expect(after[r]).toBe(before[r] - spent[r] + Number(row[`after_${r}`]) - Number(row[`before_${r}`]));

      // The orders count from the next turn: the flip computed before them completed none of their jobs.
      expect(await jobStates()).toEqual([{ state: "in_progress" }, { state: "in_progress" }]);
      expect([await farms(), await homeSoldiers()]).toEqual([farmsBefore, soldiersBefore]);
      const flipped = await db()
        .selectFrom("events")
        .select("turn_number")
        .where("galaxy_id", "=", "demo")
        .where("event_type", "=", "turn_flipped")
        .execute();
      expect(flipped.map((e) => e.turn_number)).toEqual([1]);
    });

    // SQLite only: PostgreSQL's orders wait for the galaxy's advisory lock in the database server, never here.
    it.runIf(database.name === "sqlite")(
      "answers reads while an order waits for the flip's write phase, then places the order on the new turn",
      async () => {
        const waiting = async () => {
          const text = (await server.raw("GET", "/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
            .body as string;
          return Number(/^nova_sqlite_write_lock_waiting (\d+)$/m.exec(text)?.[1] ?? 0);
        };
        const turn = (await turnInfo()).currentTurn as number;
        const held = await worker().holdNextFlip("inFlip");
        await makeFlipDue();
        expect(await held.reached).toEqual({ galaxyId: "demo", turn: turn + 1 });

        // The worker holds the write lock in the middle of its apply phase: the order waits for it...
        let answered = false;
        const order = server
          .send("marketBuy", { token, query: { galaxyId: "demo" }, body: { resource: "food", quantity: 1 } })
          .finally(() => (answered = true));
        await expect.poll(waiting, { timeout: 20_000 }).toBe(1);
        // ...and the server answers everything else meanwhile (a wait inside SQLite would stop the event loop).
        expect((await server.ok("health", {})).status).toBe(200);
        expect(await turnInfo()).toMatchObject({ currentTurn: turn });
        expect(answered).toBe(false);

        worker().releaseFlip();
        const bought = await order;
        expect(bought.status).toBe(200);
        expect(await turnInfo()).toMatchObject({ currentTurn: turn + 1 });
        expect(await waiting()).toBe(0);
      },
    );

    it("disbands an insolvent empire's units from its fleets, home fleet first, relative to what they hold", async () => {
      const units = async () =>
        (await db().selectFrom("fleets").select(["id", "soldiers"]).where("player_id", "=", playerId).execute()).map(
          (f) => ({ id: f.id, soldiers: Number(f.soldiers) }),
        );
      const before = await units();
      const turn = (await turnInfo()).currentTurn as number;
      await db().updateTable("players").set({ credits: -5_000 }).where("id", "=", playerId).execute();
      await makeFlipDue();
      await expect.poll(async () => (await turnInfo()).currentTurn, { timeout: 20_000 }).toBe(turn + 1);
      const event = await db()
        .selectFrom("events")
        .select("details")
        .where("player_id", "=", playerId)
        .where("event_type", "=", "fleet_disbanded")
        .where("turn_number", "=", turn + 1)
        .executeTakeFirstOrThrow();
      const lost = Number(JSON.parse(event.details).soldiers ?? 0);
      expect(lost).toBeGreaterThan(0);
      const total = (list: { soldiers: number }[]) => list.reduce((n, f) => n + f.soldiers, 0);
      expect(total(await units())).toBe(total(before) - lost);
    });
  });
}
