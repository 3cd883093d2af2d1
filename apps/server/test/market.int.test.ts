import {
  buyCost,
  MARKET_GOODS,
  MARKET_RESOURCES,
  marketPrice,
  revertStock,
  sellRevenue,
  type MarketResource,
} from "@nova/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { malformed, type RouteBody } from "@nova/contract";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

/**
 * The market (social-and-advanced sections 2, 3, 5, 7; rules.md 15): prices from the market maker's stocks,
 * buys and sells that move them, the caller's transactions and orders, every refusal with nothing written,
 * concurrent trades that never overspend nor empty the market below zero, and the drift at each flip.
 */
for (const database of testDatabases()) {
  describe(`market on ${database.name}`, () => {
    let server: TestServer;
    const alice = "dev:market-alice";
    const bob = "dev:market-bob";
    const carol = "dev:market-carol";
    const outsider = "dev:market-outsider";

    beforeAll(async () => {
      server = await startTestServer(database);
      for (const [token, username] of [
        [alice, "Mercer Alice"],
        [bob, "Mercer Bob"],
        [carol, "Mercer Carol"],
      ] as const) {
        const reg = await server.ok("register", { token, body: { username, race: "quantam", galaxyId: "demo" } });
        expect(reg.status, JSON.stringify(reg.body)).toBe(201);
      }
    });
    afterAll(async () => server?.close());

    const db = () => server.running.app.services.db.kysely;
    const prices = async (token = alice) => server.send("marketPrices", { query: { galaxyId: "demo" }, token });
    const stock = async (resource: MarketResource) => (await prices()).answer[`${resource}Stock`] as number;
    const resources = async (token = alice) =>
      (await server.ok("playerStats", { query: { galaxyId: "demo" }, token })).body.resources as Record<string, number>;
    const buy = (body: RouteBody<"marketBuy">, token = alice) =>
      server.send("marketBuy", { query: { galaxyId: "demo" }, token, body });
    const sell = (body: RouteBody<"marketSell">, token = alice) =>
      server.send("marketSell", { query: { galaxyId: "demo" }, token, body });
    const transactions = async (token = alice) =>
      server.send("marketTransactions", { query: { galaxyId: "demo" }, token });
    const orders = async (token = alice) => server.send("marketOrders", { query: { galaxyId: "demo" }, token });
    const advance = (turns: number) =>
      server.send("advanceTurn", { params: { galaxyId: "demo" }, token: alice, body: { turns } });
    const setCredits = async (username: string, credits: number) =>
      db()
        .updateTable("players")
        .set({ credits })
        .where("galaxy_id", "=", "demo")
        .where("username", "=", username)
        .execute();

    it("a new galaxy's market starts at equilibrium: base prices, the spread and the fee", async () => {
      const row = await db().selectFrom("markets").selectAll().where("galaxy_id", "=", "demo").executeTakeFirst();
      expect(row).toBeDefined();
      const res = await prices();
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        foodStock: 5_000_000,
        ironPrice: 15,
        ironStock: 100_000,
        enduriumPrice: 16.5,
        enduriumStock: 50_000,
        octarinePrice: 15,
        octarineStock: 50_000,
        totalTrades: 0,
        lastTradeAt: null,
      });
      expect(res.answer.foodPrice).toBeCloseTo(0.2, 12);
      expect(res.answer.foodBuy).toBeCloseTo(0.21, 12);
      expect(res.answer.foodSell).toBeCloseTo(0.1862, 12);
      expect(res.answer.ironBuy).toBeCloseTo(15.75, 12);
      expect(res.answer.ironSell).toBeCloseTo(13.965, 12);
    });

    it("a buy takes the integrated cost, delivers the goods and raises the price", async () => {
      const before = await resources();
      const res = await buy({ resource: "iron", quantity: 100 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.answer.transaction).toMatchObject({
        transactionType: "buy",
        resource: "iron",
        quantity: 100,
        totalCost: 1576,
        pricePerUnit: 15.76,
      });
      expect(res.answer.order).toMatchObject({
        orderType: "buy",
        resource: "iron",
        quantityRequested: 100,
        quantityFilled: 100,
        status: "filled",
        totalCost: 1576,
      });
      expect(res.answer.transaction.executedAt).toBe(res.answer.order.createdAt);
      const after = await resources();
      expect(after).toEqual({ ...before, credits: before.credits! - 1576, iron: before.iron! + 100 });
      expect(res.answer.resources).toEqual(after);
      const now = (await prices()).answer;
      expect(now).toEqual(res.answer.prices);
      expect(now.ironStock).toBe(99_900);
      expect(now.ironPrice).toBeCloseTo(marketPrice("iron", 99_900), 12);
      expect(now.ironPrice).toBeGreaterThan(15);
      expect(now.totalTrades).toBe(1);
      expect(Date.parse(now.lastTradeAt!)).toBe(Date.parse(res.answer.transaction.executedAt));
    });

    it("a sell pays the integrated revenue after the fee and lowers the price", async () => {
      const before = await resources();
      const expected = sellRevenue("food", 5_000_000, 10_000);
      expect(expected).toBe(1861);
      const res = await sell({ resource: "food", quantity: 10_000 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.answer.transaction).toMatchObject({ transactionType: "sell", resource: "food", totalCost: 1861 });
      expect(res.answer.transaction.pricePerUnit).toBeCloseTo(0.1861, 10);
      expect(await resources()).toEqual({ ...before, credits: before.credits! + 1861, food: before.food! - 10_000 });
      const now = (await prices()).answer;
      expect(now.foodStock).toBe(5_010_000);
      expect(now.foodPrice).toBeLessThan(0.2);
      expect(now.totalTrades).toBe(2);
    });

    it("lists the caller's transactions and orders newest first, and writes a market_trade event", async () => {
      const tx = (await transactions()).answer.transactions;
      expect(
        tx.map((t: { transactionType: string; resource: string }) => `${t.transactionType} ${t.resource}`),
      ).toEqual(["sell food", "buy iron"]);
      const ord = (await orders()).answer.orders;
      expect(ord).toHaveLength(2);
      expect(ord[0]).toMatchObject({ orderType: "sell", quantityRequested: 10_000, quantityFilled: 10_000 });
      expect(ord[1]).toMatchObject({ orderType: "buy", totalCost: 1576 });
      const events = (
        await server.ok("events", {
          params: { galaxyId: "demo" },
          query: { event_types: "market_trade" },
          token: alice,
        })
      ).body;
      const list = events.events ?? events;
      expect(list.map((e: { summary: string }) => e.summary).sort()).toEqual([
        "Bought 100 iron for 1,576 credits",
        "Sold 10,000 food for 1,861 credits",
      ]);
    });

    it("never shows one player's trades to another", async () => {
      expect((await transactions(bob)).body).toEqual({ transactions: [] });
      expect((await orders(bob)).body).toEqual({ orders: [] });
      const events = (
        await server.ok("events", { params: { galaxyId: "demo" }, query: { event_types: "market_trade" }, token: bob })
      ).body;
      expect(events.events ?? events).toHaveLength(0);
    });

    it("refuses every bad trade with the spec's texts and writes nothing", async () => {
      const before = await resources();
      const marketBefore = (await prices()).answer;
      const txBefore = (await transactions()).answer.transactions.length;
      const refusals: [() => ReturnType<typeof buy>, number, string | RegExp][] = [];
      for (const quantity of [0, -5, 2.5, 1e300, 2 ** 53, "100", "abc", null, true]) {
        refusals.push([() => buy(malformed({ resource: "iron", quantity })), 422, "Please enter a valid quantity"]);
        refusals.push([() => sell(malformed({ resource: "food", quantity })), 422, "Please enter a valid quantity"]);
      }
      refusals.push(
        [() => buy(malformed({ resource: "iron" })), 422, "Please enter a valid quantity"],
        [
          () => buy(malformed({ resource: "gold", quantity: 10 })),
          422,
          "Unknown market resource: choose food, iron, endurium or octarine",
        ],
        [() => sell(malformed({ resource: "credits", quantity: 10 })), 422, "Credits cannot be traded on the market"],
        [() => buy(malformed({ resource: "credits", quantity: 10 })), 422, "Credits cannot be traded on the market"],
        [() => buy(malformed({ quantity: 10 })), 422, "Choose a resource to trade: food, iron, endurium or octarine"],
        [() => buy(malformed({ resource: "iron", quantity: 10, price: 0.01 })), 422, "Unknown field(s): price"],
        [
          () => buy({ resource: "endurium", quantity: 50_001 }),
          422,
          "The market holds only 50,000 endurium: cannot buy 50,001",
        ],
        [
          () => buy({ resource: "food", quantity: 9_000_000_000 }),
          422,
          /^The market holds only 5,010,000 food: cannot buy 9,000,000,000$/,
        ],
        [
          () => buy({ resource: "octarine", quantity: 40_000 }),
          422,
          `Insufficient credits: need ${buyCost("octarine", 50_000, 40_000).toLocaleString("en-US")}, have ${before.credits!.toLocaleString("en-US")}`,
        ],
        [
          () => sell({ resource: "octarine", quantity: before.octarine! + 1 }),
          422,
          `Insufficient octarine: need ${(before.octarine! + 1).toLocaleString("en-US")}, have ${before.octarine!.toLocaleString("en-US")}`,
        ],
        [
          () => sell({ resource: "food", quantity: 1e15 }),
          422,
          `Insufficient food: need 1,000,000,000,000,000, have ${before.food!.toLocaleString("en-US")}`,
        ],
      );
      for (const [call, status, detail] of refusals) {
        const res = await call();
        expect(res.status, JSON.stringify(res.body)).toBe(status);
        if (typeof detail === "string") expect(res.refusal.detail).toBe(detail);
        else expect(res.refusal.detail).toMatch(detail);
        expect(typeof res.refusal.code).toBe("string");
      }
      // Raw: a body that is not JSON at all.
      const notJson = await server.raw("POST", "/market/buy?galaxyId=demo", { token: alice, rawBody: "{quantity" });
      expect(notJson.status).toBe(400);
      expect(await resources()).toEqual(before);
      expect((await prices()).answer).toEqual(marketBefore);
      expect((await transactions()).answer.transactions).toHaveLength(txBefore);
      expect((await orders()).answer.orders).toHaveLength(txBefore);
    });

    it("20 concurrent buys worth twice the treasury never overspend", async () => {
      const before = await resources(bob);
      const startStock = await stock("octarine");
      // Each buy costs about a tenth of the treasury, so about half of the 20 can be paid.
      const quantity = Math.floor(before.credits! / 10 / 15.75);
      let credits = before.credits!;
      let expectedAccepted = 0;
      while (expectedAccepted < 20) {
        const cost = buyCost("octarine", startStock - expectedAccepted * quantity, quantity);
        if (cost > credits) break;
        credits -= cost;
        expectedAccepted++;
      }
      expect(expectedAccepted).toBeGreaterThanOrEqual(8);
      expect(expectedAccepted).toBeLessThan(20);

      const results = await Promise.all(Array.from({ length: 20 }, () => buy({ resource: "octarine", quantity }, bob)));
      const accepted = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status !== 200);
      expect(accepted).toHaveLength(expectedAccepted);
      for (const r of refused) {
        expect(r.status).toBe(422);
        expect(r.refusal.detail).toMatch(/^Insufficient credits: need [\d,]+, have [\d,]+$/);
      }
      const spent = accepted.reduce((sum, r) => sum + (r.answer.transaction.totalCost as number), 0);
      const after = await resources(bob);
      expect(after.credits).toBe(before.credits! - spent);
      expect(after.credits).toBe(credits);
      expect(after.credits).toBeGreaterThanOrEqual(0);
      expect(after.octarine).toBe(before.octarine! + expectedAccepted * quantity);
      expect(await stock("octarine")).toBe(startStock - expectedAccepted * quantity);
      expect((await transactions(bob)).answer.transactions).toHaveLength(expectedAccepted);
    });

    it("concurrent buyers can never take the market below zero", async () => {
      await setCredits("Mercer Alice", 100_000_000);
      await setCredits("Mercer Carol", 100_000_000);
      await db().updateTable("markets").set({ endurium_stock: 1_000 }).where("galaxy_id", "=", "demo").execute();
      const aliceBefore = (await resources(alice)).endurium!;
      const carolBefore = (await resources(carol)).endurium!;
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => buy({ resource: "endurium", quantity: 100 }, i % 2 ? alice : carol)),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(10);
      for (const r of results.filter((r) => r.status !== 200)) {
        expect(r.refusal.detail).toBe("The market holds only 0 endurium: cannot buy 100");
      }
      expect(await stock("endurium")).toBe(0);
      const delivered =
        (await resources(alice)).endurium! - aliceBefore + ((await resources(carol)).endurium! - carolBefore);
      expect(delivered).toBe(1_000);
      // The last units cost the price cap (50) plus the spread.
      expect((await prices()).answer.enduriumPrice).toBe(50);
    });

    it("shows at most 20 transactions and orders, newest first", async () => {
      for (let i = 1; i <= 22; i++) {
        const res = await sell({ resource: "iron", quantity: i }, carol);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      const tx = (await transactions(carol)).answer.transactions;
      expect(tx).toHaveLength(20);
      expect(tx[0]).toMatchObject({ transactionType: "sell", quantity: 22 });
      expect(tx[19]).toMatchObject({ transactionType: "sell", quantity: 3 });
      const ord = (await orders(carol)).answer.orders;
      expect(ord).toHaveLength(20);
      expect(ord[0]!.quantityRequested).toBe(22);
    });

    it("every flip moves each stock 5% of the way back to equilibrium", async () => {
      const before = (await prices()).answer;
      expect((await advance(1)).status).toBe(200);
      const after = (await prices()).answer;
      for (const resource of MARKET_RESOURCES) {
        const expected = revertStock(resource, before[`${resource}Stock`]);
        expect(after[`${resource}Stock`]).toBeCloseTo(expected, 6);
        expect(after[`${resource}Price`]).toBeCloseTo(marketPrice(resource, expected), 10);
      }
      expect(after.enduriumStock).toBeCloseTo(0.05 * MARKET_GOODS.endurium.equilibriumStock, 6);
      expect(after.totalTrades).toBe(before.totalTrades);
      expect(after.lastTradeAt).toBe(before.lastTradeAt);
      expect((await advance(2)).status).toBe(200);
      const later = (await prices()).answer;
      expect(later.enduriumStock).toBeCloseTo(revertStock("endurium", revertStock("endurium", after.enduriumStock)), 6);
    });

    it("a galaxy from before the market gets it lazily, at equilibrium", async () => {
      await db().deleteFrom("markets").where("galaxy_id", "=", "demo").execute();
      const res = await prices();
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ironStock: 100_000, totalTrades: 0, lastTradeAt: null });
      // Reading does not write, and a flip has nothing to drift.
      expect((await advance(1)).status).toBe(200);
      expect(await db().selectFrom("markets").select("galaxy_id").where("galaxy_id", "=", "demo").execute()).toEqual(
        [],
      );
      const trade = await buy({ resource: "iron", quantity: 10 }, bob);
      expect(trade.status, JSON.stringify(trade.body)).toBe(200);
      expect(trade.answer.prices).toMatchObject({ ironStock: 99_990, totalTrades: 1 });
      expect(trade.answer.transaction.totalCost).toBe(buyCost("iron", 100_000, 10));
    });

    it("answers 401 without a token and 404 without an empire or a galaxy", async () => {
      expect((await server.refusal("marketPrices", { query: { galaxyId: "demo" }, token: null })).status).toBe(401);
      expect(
        (await server.refusal("marketBuy", { query: { galaxyId: "demo" }, token: null, body: malformed({}) })).status,
      ).toBe(401);
      // Prices are public to whoever may see the galaxy; the lists and trades need an empire there.
      expect((await prices(outsider)).status).toBe(200);
      for (const res of [
        await transactions(outsider),
        await orders(outsider),
        await buy({ resource: "iron", quantity: 1 }, outsider),
        await sell({ resource: "iron", quantity: 1 }, outsider),
      ]) {
        expect(res.status).toBe(404);
        expect(res.refusal.detail).toBe("Player not found");
      }
      expect((await server.refusal("marketPrices", { query: { galaxyId: "nowhere" }, token: alice })).status).toBe(404);
      expect(
        (
          await server.refusal("marketBuy", {
            query: { galaxyId: "nowhere" },
            token: alice,
            body: { resource: "iron", quantity: 1 },
          })
        ).status,
      ).toBe(404);
      // The galaxyId query is left out on purpose.
      expect((await server.refusal("marketPrices", malformed({ token: alice }))).status).toBe(422);
    });
  });
}
