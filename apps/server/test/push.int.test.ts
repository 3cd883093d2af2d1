import { PUSH_CLOSE } from "@nova/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SOCKETS_PER_USER } from "../src/http/routes/push-routes.ts";
import { openPush, type PushClient } from "./support/push-client.ts";
import { giveColony } from "./support/colonies.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

const G = "demo";

/**
 * Server push (architecture.md): a WebSocket per galaxy, authenticated by its first message, that hints after
 * each commit: every subscriber hears the galaxy's turns, and only the empire concerned hears of a battle or an
 * operation against it.
 */
for (const database of testDatabases()) {
  describe(`server push on ${database.name}`, () => {
    let server: TestServer;
    const alice = "dev:push-alice";
    const bob = "dev:push-bob";
    const carol = "dev:push-carol";
    const ids: Record<string, string> = {};
    const sockets: PushClient[] = [];
    const open = (first: unknown, galaxyId = G) => {
      const client = openPush(server.url, galaxyId, first);
      sockets.push(client);
      return client;
    };
    const db = () => server.running.app.services.db.kysely;
    /** Ends these players' new-player protection (set by hand: it lasts 72 turns). */
    const endProtection = (...tokens: string[]) =>
      db()
        .updateTable("players")
        .set({ protected_until_turn: 0 })
        .where("galaxy_id", "=", G)
        .where(
          "id",
          "in",
          tokens.map((token) => ids[token]!),
        )
        .execute();

    beforeAll(async () => {
      server = await startTestServer(database);
      for (const [token, name, race] of [
        [alice, "Push Alice", "quantam"],
        [bob, "Push Bob", "wardancer"],
        [carol, "Push Carol", "camaar"],
      ] as const) {
        const reg = await server.ok("register", { token, body: { username: name, race, galaxyId: G } });
        expect(reg.status).toBe(201);
        ids[token] = reg.body.playerId;
      }
    });
    afterAll(async () => {
      for (const s of sockets) s.close();
      await server?.close();
    });

    it("authenticates with the first message and hears the galaxy's turns", async () => {
      const socket = open({ type: "auth", token: alice });
      expect(await socket.next((m) => m.type === "ready")).toEqual({
        type: "ready",
        galaxyId: G,
        playerId: ids[alice],
      });
      const before = (await server.ok("turnInfo", { params: { galaxyId: G }, token: alice })).body.currentTurn;
      expect(
        (await server.ok("advanceTurn", { params: { galaxyId: G }, token: alice, body: { turns: 2 } })).status,
      ).toBe(200);
      const first = await socket.next((m) => m.type === "turn");
      const second = await socket.next((m) => m.type === "turn");
      expect(first).toMatchObject({ type: "turn", galaxyId: G, currentTurn: before + 1 });
      expect(second).toMatchObject({ currentTurn: before + 2 });
      const info = (await server.ok("turnInfo", { params: { galaxyId: G }, token: alice })).body;
      expect(second).toEqual({ type: "turn", galaxyId: G, currentTurn: info.currentTurn, nextTurnAt: info.nextTurnAt });
    });

    it("lets a signed-in visitor without an empire hear the turns of a public galaxy", async () => {
      const socket = open({ type: "auth", token: "dev:push-visitor" });
      expect(await socket.next((m) => m.type === "ready")).toEqual({ type: "ready", galaxyId: G, playerId: null });
    });

    it("closes on a first message that is not an auth, a bad token, or a galaxy the caller may not see", async () => {
      expect(await open("hello").closed).toBe(PUSH_CLOSE.unauthorized);
      expect(await open({ type: "auth" }).closed).toBe(PUSH_CLOSE.unauthorized);
      expect(await open({ type: "auth", token: "dev:NOT A NAME" }).closed).toBe(PUSH_CLOSE.unauthorized);
      expect(await open({ type: "auth", token: alice }, "nowhere").closed).toBe(PUSH_CLOSE.notFound);
    });

    it("lets one user hold a few sockets, not a flood", async () => {
      const token = "dev:push-many-tabs";
      const tabs = Array.from({ length: MAX_SOCKETS_PER_USER }, () => open({ type: "auth", token }));
      for (const tab of tabs) await tab.next((m) => m.type === "ready");
      expect(await open({ type: "auth", token }).closed).toBe(PUSH_CLOSE.tooMany);
      tabs[0]!.close();
      await tabs[0]!.closed;
      const again = open({ type: "auth", token });
      expect(await again.next((m) => m.type === "ready")).toMatchObject({ type: "ready" });
      for (const tab of [...tabs, again]) tab.close();
    });

    it("tells only the target of an operation, at once", async () => {
      const target = open({ type: "auth", token: bob });
      const bystander = open({ type: "auth", token: carol });
      await target.next((m) => m.type === "ready");
      await bystander.next((m) => m.type === "ready");
      await endProtection(alice, bob);
      const cast = await server.ok("castOperation", {
        params: { galaxyId: G },
        token: alice,
        body: {
          galaxyId: G,
          playerId: ids[alice]!,
          operationType: "spy_on_target",
          targetPlayerId: ids[bob],
          unitCount: 1,
        },
      });
      expect(cast.status).toBe(200);
      expect(await target.next((m) => m.type === "activity")).toEqual({
        type: "activity",
        galaxyId: G,
        event: "operation",
      });
      // The bystander hears the next turn, and nothing of the operation before it.
      await server.ok("advanceTurn", { params: { galaxyId: G }, token: alice, body: { turns: 1 } });
      await bystander.next((m) => m.type === "turn");
      expect(bystander.messages.map((m) => m.type)).toEqual(["ready", "turn"]);
    });

    it("tells the target of an attack when it is launched and when it is called back", async () => {
      const target = open({ type: "auth", token: bob });
      await target.next((m) => m.type === "ready");
      // Bob holds a colony; Alice's home fleet can carry 100 soldiers (set by hand: building takes turns).
      const colony = await giveColony(db(), G, ids[bob]!);
      await endProtection(alice, bob);
      const home = `${G}:${ids[alice]!}:home`;
      await db()
        .updateTable("fleets")
        .set({ soldiers: 100, transports: 1 })
        .where("galaxy_id", "=", G)
        .where("id", "=", home)
        .execute();
      const sent = await server.ok("sendFleet", {
        token: alice,
        body: {
          galaxyId: G,
          sourceFleetId: home,
          action: "attack",
          targetPlanetId: colony,
          units: { soldiers: 100, transports: 1 },
        },
      });
      expect(sent.status).toBe(201);
      const incoming = { type: "activity", galaxyId: G, event: "incoming_fleet" };
      expect(await target.next((m) => m.type === "activity")).toEqual(incoming);
      // Called back, it leaves Bob's list of incoming attacks: he is told at once, not at the next turn.
      const recalled = await server.ok("recallFleet", {
        params: { fleetId: sent.body.fleet!.id },
        token: alice,
        body: { galaxyId: G, playerId: ids[alice]! },
      });
      expect(recalled.status).toBe(200);
      expect(await target.next((m) => m.type === "activity")).toEqual(incoming);
      expect((await server.ok("incomingFleets", { params: { galaxyId: G }, token: bob })).body.fleets).toEqual([]);
    });
  });
}
