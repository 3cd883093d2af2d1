import { buildingUnitCost } from "@nova/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RouteBody, malformed } from "@nova/contract";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

for (const database of testDatabases()) {
  describe(`research on ${database.name}`, () => {
    let server: TestServer;
    let home = "";
    const alice = "dev:research-alice";
    const bob = "dev:research-bob";
    const outsider = "dev:research-outsider";

    beforeAll(async () => {
      server = await startTestServer(database);
      // camaar: research × 0.9, so the race bonus shows in every figure.
      const reg = await server.ok("register", {
        token: alice,
        body: { username: "Rex Alice", race: "camaar", galaxyId: "demo" },
      });
      home = reg.body.homePlanetId;
      await server.ok("register", { token: bob, body: { username: "Rex Bob", race: "quantam", galaxyId: "demo" } });
    });
    afterAll(async () => server?.close());

    const stats = async (token = alice) => server.send("researchStats", { query: { galaxyId: "demo" }, token });
    const credits = async (token = alice) =>
      (await server.api(token).call("playerStats", { query: { galaxyId: "demo" } })).resources.credits;
    const deposit = (amount: RouteBody<"researchDeposit">["amount"], token = alice) =>
      server.send("researchDeposit", { query: { galaxyId: "demo" }, token, body: { amount } });
    const allocate = (allocation: RouteBody<"setResearchAllocation">["allocation"], token = alice) =>
      server.send("setResearchAllocation", { query: { galaxyId: "demo" }, token, body: { allocation } });
    const advance = (turns: number) =>
      server.send("advanceTurn", { params: { galaxyId: "demo" }, token: alice, body: { turns } });

    it("starts empty with the default allocation of 20% each", async () => {
      const res = await stats();
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        totalInvestment: 0,
        remainingInvestment: 0,
        rpFromInvestment: 0,
        totalRP: 0,
        military: { bonusPercent: 0, totalPoints: 0 },
        resources: { bonusPercent: 0, totalPoints: 0 },
      });
      expect(res.answer.rpPerTurn).toBe(res.answer.rpFromCenters);
      const allocation = await server.ok("researchAllocation", { query: { galaxyId: "demo" }, token: alice });
      expect(allocation.body).toEqual({
        allocation: { military: 20, welfare: 20, economy: 20, construction: 20, resources: 20 },
      });
    });

    it("takes a deposit from credits at once and shows what the next flip releases", async () => {
      const before = await credits();
      const res = await deposit(1000);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        deposited: 1000,
        credits: before - 1000,
        totalInvestment: 1000,
        remainingInvestment: 1000,
      });
      expect(await credits()).toBe(before - 1000);
      const s = (await stats()).answer;
      expect(s.remainingInvestment).toBe(1000);
      expect(s.rpFromInvestment).toBe(90); // floor(ceil(10% of 1000) × 0.9)
      expect(s.rpPerTurn).toBe(s.rpFromCenters + 90);
    });

    it("rejects bad amounts and more credits than the empire has, spending nothing", async () => {
      const before = await credits();
      for (const amount of [0, -5, 2.5, "100", null]) {
        const res = await deposit(malformed(amount)); // malformed on purpose
        expect(res.status).toBe(422);
        expect(res.refusal.detail).toBe("Please enter a valid amount greater than 0");
      }
      // Through the contract's typed client: a refusal comes back as data, not as a thrown error.
      const tooMuch = await server
        .api(alice)
        .send("researchDeposit", { query: { galaxyId: "demo" }, body: { amount: before + 1 } });
      expect(tooMuch).toMatchObject({ ok: false, status: 422 });
      // The refusal as data: the code and the numbers behind the text, for clients that format them.
      expect(tooMuch.body).toEqual({
        detail: `Insufficient credits: need ${(before + 1).toLocaleString("en-US")}, have ${before.toLocaleString("en-US")}`,
        code: "insufficient_resources",
        reason: "insufficient_resource_amount",
        data: { resource: "credits", need: before + 1, have: before },
      });
      expect(await credits()).toBe(before);
      expect((await stats()).answer.totalInvestment).toBe(1000);
    });

    it("never lets concurrent deposits spend the same credits", async () => {
      const before = await credits();
      const each = Math.floor(before / 4);
      const results = await Promise.all(Array.from({ length: 10 }, () => deposit(each)));
      const accepted = results.filter((r) => r.status === 200).length;
      expect(accepted).toBe(4);
      expect(results.filter((r) => r.status === 422).length).toBe(6);
      expect(await credits()).toBe(before - 4 * each);
      expect((await stats()).answer.totalInvestment).toBe(1000 + 4 * each);
    });

    it("checks the allocation totals 100% and stores it", async () => {
      const bad = await allocate({ military: 50, welfare: 20, economy: 20, construction: 20, resources: 20 });
      expect(bad.status).toBe(422);
      expect(bad.refusal.detail).toBe("Allocation must total 100%");
      const outOfRange = await allocate({ military: 120, welfare: -20, economy: 0, construction: 0, resources: 0 });
      expect(outOfRange.status).toBe(422);
      const missing = await allocate(malformed({ military: 100 }));
      expect(missing.status).toBe(422);
      const ok = await allocate({ military: 0, welfare: 0, economy: 100, construction: 0, resources: 0 });
      expect(ok.status).toBe(200);
      expect(
        (await server.ok("researchAllocation", { query: { galaxyId: "demo" }, token: alice })).body.allocation,
      ).toEqual({ military: 0, welfare: 0, economy: 100, construction: 0, resources: 0 });
      // Bob's allocation is his own.
      expect(
        (await server.ok("researchAllocation", { query: { galaxyId: "demo" }, token: bob })).body.allocation.economy,
      ).toBe(20);
    });

    it("releases the deposit at the flip into the allocated field, and the bonus reaches the economy", async () => {
      const before = (await stats()).answer;
      const player = (await server.ok("playerStats", { query: { galaxyId: "demo" }, token: alice })).body;
      expect(player.scienceBonus).toBe(0);
      await advance(1);
      const after = (await stats()).answer;
      expect(after.totalRP).toBe(before.totalRP + before.rpPerTurn);
      expect(after.remainingInvestment).toBe(before.remainingInvestment - Math.ceil(before.remainingInvestment / 10));
      expect(after.economy.totalPoints).toBe(before.rpPerTurn);
      expect(after.military.totalPoints).toBe(0);
      expect(after.economy.bonusPercent).toBeGreaterThan(0);
      const stats2 = (await server.ok("playerStats", { query: { galaxyId: "demo" }, token: alice })).body;
      expect(stats2.researchPoints).toBe(after.totalRP);
      expect(stats2.scienceBonus).toBeCloseTo(after.economy.bonusPercent / 100, 3);
      expect(stats2.incomeBreakdown!.economyScienceBonus).toBeGreaterThan(0);
    });

    it("prices building orders with the construction bonus, exactly as the stats report it", async () => {
      expect((await allocate({ military: 0, welfare: 0, economy: 0, construction: 100, resources: 0 })).status).toBe(
        200,
      );
      await advance(1);
      const construction = (await stats()).answer.construction;
      expect(construction.totalPoints).toBeGreaterThan(0);
      expect(construction.bonusPercent).toBeGreaterThan(0);
      const before = await credits();
      const order = await server.ok("buildOrder", {
        token: alice,
        body: { galaxyId: "demo", orders: [{ planetId: home, buildingType: "mine", quantity: 2 }] },
      });
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      const unit = buildingUnitCost("mine", construction.bonusPercent / 100, 1);
      expect(unit.credits).toBeLessThan(buildingUnitCost("mine", 0, 1).credits);
      expect(before - (await credits())).toBe(2 * unit.credits);
    });

    it("logs deposits in the empire's own events", async () => {
      const events = (
        await server.ok("events", {
          params: { galaxyId: "demo" },
          query: { event_types: "research_invested" },
          token: alice,
        })
      ).body;
      const list = events.events ?? events;
      expect(list.length).toBeGreaterThanOrEqual(5);
      expect(list[0]!.summary).toMatch(/credits invested in research$/);
      const bobs = (
        await server.ok("events", {
          params: { galaxyId: "demo" },
          query: { event_types: "research_invested" },
          token: bob,
        })
      ).body;
      expect(bobs.events ?? bobs).toHaveLength(0);
    });

    it("answers 401 without a token and 404 for someone with no empire here", async () => {
      expect((await server.refusal("researchStats", { query: { galaxyId: "demo" }, token: null })).status).toBe(401);
      expect((await stats(outsider)).status).toBe(404);
      expect((await deposit(10, outsider)).status).toBe(404);
      expect((await server.refusal("researchStats", { query: { galaxyId: "nowhere" }, token: alice })).status).toBe(
        404,
      );
    });
  });
}
