import { type BattleReportView, type RouteBody, malformed } from "@nova/contract";
import { DEFAULT_GALAXY_CONFIG } from "@nova/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGalaxy } from "../src/services/galaxy/galaxy-factory.ts";
import { writeBattleNews } from "../src/services/events/galaxy-news.ts";
import { advanceTurns } from "../src/engine/turn-flip.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

const G = "aid";

for (const database of testDatabases()) {
  describe(`family aid and galaxy news on ${database.name}`, () => {
    let server: TestServer;
    const ids: Record<string, string> = {};
    // One NPC, then the humans: family-1 holds the NPC, bob and dave; family-2 holds alice, carol and erin.
    const humans = ["alice", "bob", "carol", "dave", "erin"] as const;
    const token = (name: string) => `dev:aid-${name}`;
    const db = () => server.running.app.services.db.kysely;
    const aid = (as: string, to: string, resources: RouteBody<"sendAid">["resources"]) =>
      server.send("sendAid", {
        params: { galaxyId: G },
        token: token(as),
        body: { toPlayerId: ids[to] ?? to, resources },
      });
    const player = async (name: string) =>
      db()
        .selectFrom("players")
        .selectAll()
        .where("galaxy_id", "=", G)
        .where("id", "=", ids[name]!)
        .executeTakeFirstOrThrow();
    const setPlayer = async (name: string, values: Record<string, number>) =>
      db().updateTable("players").set(values).where("galaxy_id", "=", G).where("id", "=", ids[name]!).execute();
    const currentTurn = async () =>
      Number(
        (await db().selectFrom("galaxies").select("current_turn").where("id", "=", G).executeTakeFirstOrThrow())
          .current_turn,
      );
    const news = async (as = "bob") =>
      (await server.ok("galaxyNews", { params: { galaxyId: G }, query: { limit: "100" }, token: token(as) })).body
        .news as {
        kind: string;
        headline: string;
      }[];

    beforeAll(async () => {
      server = await startTestServer(database, { demo: false });
      await createGalaxy(server.running.app.services, {
        id: G,
        name: "Aid Galaxy",
        shardId: "shard-1",
        ownerId: null,
        isPrivate: false,
        config: { ...DEFAULT_GALAXY_CONFIG, gridWidth: 20, gridHeight: 20, familyCount: 2, maxPlayersPerFamily: 4 },
        npcCount: 1,
        npcDifficulty: "easy",
      });
      for (const name of humans) {
        const reg = await server.ok("register", {
          token: token(name),
          body: { username: `Clan ${name}`, race: "quantam", galaxyId: G },
        });
        expect(reg.status).toBe(201);
        ids[name] = reg.body.playerId;
      }
    }, 60_000);
    afterAll(async () => server?.close());

    it("refuses aid while either side is under new-player protection", async () => {
      expect((await aid("alice", "carol", { credits: 100 })).body).toEqual({
        detail: "No aid while you are under new-player protection",
        code: "invalid_action",
        reason: "aid_while_protected",
      });
      for (const name of ["alice", "bob", "erin", "dave"]) await setPlayer(name, { protected_until_turn: 0 });
      expect((await aid("alice", "carol", { credits: 100 })).body).toEqual({
        detail: "Clan carol is under new-player protection and cannot take aid",
        code: "invalid_action",
        reason: "aid_receiver_protected",
        data: { name: "Clan carol" },
      });
      await setPlayer("carol", { protected_until_turn: 0 });
    });

    it("refuses bad amounts, oneself and other families, changing nothing", async () => {
      const before = await player("erin");
      for (const resources of [{ credits: -5 }, { credits: 1.5 }, {}, { gold: 5 }, { credits: "10" }])
        expect((await aid("erin", "alice", malformed(resources))).status).toBe(422); // malformed on purpose
      expect((await aid("erin", "alice", {})).refusal.detail).toBe("Choose at least one resource to send");
      expect((await aid("erin", "erin", { credits: 10 })).refusal.detail).toBe("You cannot send aid to yourself");
      expect(await aid("erin", "bob", { credits: 10 })).toEqual({
        status: 403,
        body: { detail: "Aid can only go to a member of your own family", code: "forbidden", reason: "aid_own_family" },
      });
      expect((await aid("erin", "nobody", { credits: 10 })).status).toBe(404);
      const cap = Number(before.networth) * 2;
      expect((await aid("erin", "alice", { credits: cap + 1 })).refusal.detail).toBe(
        `One shipment may be worth at most ${cap.toLocaleString("en-US")} credits (twice your networth); this one is worth ${(cap + 1).toLocaleString("en-US")}`,
      );
      expect((await aid("erin", "alice", { iron: 1_000_000 })).refusal.detail).toMatch(/^One shipment may be worth/);
      await setPlayer("dave", { credits: 100 });
      expect(await aid("dave", "bob", { credits: 500 })).toEqual({
        status: 422,
        body: {
          detail: "Insufficient credits: need 500, have 100",
          code: "insufficient_resources",
          data: { resource: "credits", need: 500, have: 100 },
          reason: "insufficient_resource_amount",
        },
      });
      expect((await player("dave")).credits).toBe(100);
      const after = await player("erin");
      expect([after.credits, after.iron]).toEqual([before.credits, before.iron]);
      expect((await server.ok("aidAllowance", { params: { galaxyId: G }, token: token("erin") })).body).toMatchObject({
        blockedReason: null,
        blockedRefusal: null,
        maxValue: cap,
      });
    });

    it("moves the resources, records both events in the family feed, then holds a cooldown", async () => {
      const [a, c] = [await player("alice"), await player("carol")];
      const sent = await aid("alice", "carol", { credits: 1000, iron: 10 });
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({
        fromPlayerId: ids["alice"],
        toPlayerId: ids["carol"],
        resources: { credits: 1000, food: 0, iron: 10, endurium: 0, octarine: 0 },
        value: 1150,
        message: "Sent 1,000 credits, 10 iron to Clan carol",
      });
      const [a2, c2] = [await player("alice"), await player("carol")];
      expect([a2.credits, a2.iron]).toEqual([a.credits - 1000, a.iron - 10]);
      expect([c2.credits, c2.iron]).toEqual([c.credits + 1000, c.iron + 10]);
      const feed = await server.ok("familyEvents", {
        params: { galaxyId: G, familyId: "family-2" },
        query: { limit: "50" },
        token: token("carol"),
      });
      const types = feed.body.events.map((e: { eventType: string }) => e.eventType);
      expect(types).toEqual(expect.arrayContaining(["aid_sent", "aid_received"]));
      const turn = await currentTurn();
      expect((await aid("alice", "erin", { credits: 10 })).refusal.detail).toBe(
        `You sent aid recently; you can send again on turn ${turn + 2}`,
      );
      expect((await server.ok("aidAllowance", { params: { galaxyId: G }, token: token("alice") })).body).toMatchObject({
        blockedReason: `You sent aid recently; you can send again on turn ${turn + 2}`,
        blockedRefusal: { reason: "aid_cooldown", data: { nextTurn: turn + 2 } },
        nextAidTurn: turn + 2,
      });
    });

    it("breaks circles: aid received cannot be passed on, not even back", async () => {
      const refusal = await aid("carol", "alice", { credits: 500 });
      expect(refusal.status).toBe(422);
      expect(refusal.refusal.detail).toMatch(
        /^Aid you received cannot be passed on; you can send aid again on turn \d+$/,
      );
      expect((await aid("carol", "erin", { credits: 500 })).status).toBe(422);
    });

    it("lets only one of two concurrent shipments spend the same credits", async () => {
      await setPlayer("erin", { credits: 1000 });
      const aliceBefore = (await player("alice")).credits;
      const results = await Promise.all([
        aid("erin", "alice", { credits: 1000 }),
        aid("erin", "alice", { credits: 1000 }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
      expect((await player("erin")).credits).toBe(0);
      expect((await player("alice")).credits).toBe(aliceBefore + 1000);
      const shipments = await db()
        .selectFrom("aid_shipments")
        .select("id")
        .where("galaxy_id", "=", G)
        .where("sender_id", "=", ids["erin"]!)
        .execute();
      expect(shipments).toHaveLength(1);
    });

    it("writes public headlines: the rankings' leader, an elected leader, a captured planet", async () => {
      const services = server.running.app.services;
      const vote = await server.ok("familyVote", {
        params: { galaxyId: G },
        query: { playerId: ids["alice"]! },
        token: token("alice"),
        body: { votedForPlayerId: ids["alice"]! },
      });
      expect(vote.status).toBe(200);
      await advanceTurns(services, G, 2);
      const items = await news();
      expect(items.map((n) => n.kind)).toEqual(expect.arrayContaining(["leader_elected", "rankings_leader"]));
      expect(items.find((n) => n.kind === "leader_elected")?.headline).toMatch(/^Clan alice was elected leader of .+/);
      expect(items.find((n) => n.kind === "rankings_leader")?.headline).toMatch(
        / leads the galaxy with a networth of [\d,]+$/,
      );
      // The rankings headline is written when the top changes, not every turn: never the same leader twice running.
      await advanceTurns(services, G, 3);
      const leaders = (await news())
        .filter((n) => n.kind === "rankings_leader")
        .map((n) => n.headline.replace(/ leads the galaxy.*$/, ""));
      expect(leaders.length).toBeLessThan(5);
      leaders.slice(1).forEach((name, i) => expect(name).not.toBe(leaders[i]));

      const report = {
        id: "r1",
        winner: "attacker",
        planetOutcome: "captured",
        attackerId: ids["bob"],
        attackerName: "Clan bob",
        defenderId: ids["alice"],
        defenderName: "Clan alice",
        planetName: "4,5:1",
      } as unknown as BattleReportView;
      await writeBattleNews(
        { trx: db(), ids: services.ids, galaxyId: G, turn: await currentTurn(), now: services.clock.now() },
        report,
      );
      expect((await news()).filter((n) => n.kind === "planet_captured")).toEqual([
        expect.objectContaining({ headline: "Clan bob captured planet 4,5:1 from Clan alice" }),
      ]);

      // Dave loses a planet while holding one: beaten, and the galaxy hears it once.
      const turn = await currentTurn();
      const lost = async (id: string) => {
        await db()
          .insertInto("battle_reports")
          .values({
            galaxy_id: G,
            id,
            attacker_id: ids["bob"]!,
            defender_id: ids["dave"]!,
            attacker_family_id: null,
            defender_family_id: null,
            planet_id: `${G}:0,0:${id}`,
            turn_number: turn,
            report: JSON.stringify({ planetOutcome: "captured" }),
            created_at: 0,
          })
          .execute();
        await writeBattleNews({ trx: db(), ids: services.ids, galaxyId: G, turn, now: services.clock.now() }, {
          ...report,
          id,
          defenderId: ids["dave"],
          defenderName: "Clan dave",
        } as BattleReportView);
      };
      await lost("b1");
      await lost("b2");
      expect((await news()).filter((n) => n.kind === "empire_beaten").map((n) => n.headline)).toEqual([
        "Clan dave has lost half of its planets and is now under the protection of beaten empires",
      ]);
    });

    it("never tells of operations, aid or messages", async () => {
      await setPlayer("alice", { morale: 1 });
      const cast = await server.ok("castOperation", {
        params: { galaxyId: G },
        token: token("alice"),
        body: {
          galaxyId: G,
          playerId: ids["alice"]!,
          operationType: "spy_on_target",
          unitCount: 1,
          targetPlayerId: ids["bob"],
        },
      });
      expect(cast.status).toBe(200);
      await server.ok("sendFamilyMessage", {
        params: { galaxyId: G },
        token: token("alice"),
        body: { body: "secret plan" },
      });
      await advanceTurns(server.running.app.services, G, 1);
      const items = await news("dave");
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(["planet_captured", "leader_elected", "empire_beaten", "rankings_leader", "round_milestone"]).toContain(
          item.kind,
        );
        expect(item.headline).not.toMatch(/spy|operation|aid|secret plan|sent/i);
      }
      expect(
        (await server.refusal("galaxyNews", { params: { galaxyId: "nowhere" }, token: token("dave") })).status,
      ).toBe(404);
    });
  });
}
