import type { RouteQuery } from "@nova/contract";
import { DEFAULT_GALAXY_CONFIG } from "@nova/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runModerationCommand } from "../src/admin/moderation-commands.ts";
import { createGalaxy } from "../src/services/galaxy/galaxy-factory.ts";
import { openPush, type PushClient } from "./support/push-client.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

const G = "talk";

for (const database of testDatabases()) {
  describe(`messages on ${database.name}`, () => {
    let server: TestServer;
    const ids: Record<string, string> = {};
    let npcId = "";
    // One NPC, then the humans: family-1 holds the NPC, bob and dave; family-2 holds alice, carol and erin.
    const humans = ["alice", "bob", "carol", "dave", "erin"] as const;
    const token = (name: string) => `dev:talk-${name}`;
    const db = () => server.running.app.services.db.kysely;
    const postFamily = (as: string, body: string) =>
      server.send("sendFamilyMessage", { params: { galaxyId: G }, token: token(as), body: { body } });
    const postDirect = (as: string, to: string, body: string) =>
      server.send("sendDirectMessage", { params: { galaxyId: G, playerId: to }, token: token(as), body: { body } });
    const familyPage = async (as: string, query: RouteQuery<"familyMessages"> = {}) =>
      server.send("familyMessages", { params: { galaxyId: G }, query, token: token(as) });
    const unread = async (as: string) =>
      (await server.ok("unreadMessages", { params: { galaxyId: G }, token: token(as) })).body;
    const push = (as: string): PushClient => openPush(server.url, G, { type: "auth", token: token(as) });

    beforeAll(async () => {
      server = await startTestServer(database, { demo: false });
      await createGalaxy(server.running.app.services, {
        id: G,
        name: "Talk Galaxy",
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
      npcId = (
        await db()
          .selectFrom("players")
          .select("id")
          .where("galaxy_id", "=", G)
          .where("is_npc", "=", 1)
          .executeTakeFirstOrThrow()
      ).id;
    }, 60_000);
    afterAll(async () => server?.close());

    it("keeps the family channel to the family: members read it, others cannot reach it", async () => {
      const sent = await postFamily("alice", "  Attack at dawn  ");
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({
        channel: "family",
        body: "Attack at dawn",
        senderName: "Clan alice",
        mine: true,
      });
      const carol = await familyPage("carol");
      expect(carol.status).toBe(200);
      expect(carol.answer.messages.map((m: { body: string }) => m.body)).toEqual(["Attack at dawn"]);
      expect(carol.answer.messages[0]!.mine).toBe(false);
      // Bob's family channel is his own: nothing of family-2 in it, and family-2's message ids lead nowhere.
      expect((await familyPage("bob")).body).toEqual({ messages: [], nextBefore: null });
      const probe = await familyPage("bob", { before: sent.answer.id });
      expect(probe).toEqual({
        status: 404,
        body: { detail: "Message not found", code: "not_found", reason: "message_not_found" },
      });
      expect((await server.refusal("familyMessages", { params: { galaxyId: G }, token: token("nobody") })).status).toBe(
        404,
      );
    });

    it("refuses empty and over-long bodies, and stores HTML as typed", async () => {
      expect(await postFamily("alice", "   ")).toEqual({
        status: 422,
        body: { detail: "Message must not be empty", code: "invalid_input" },
      });
      expect((await postFamily("alice", "x".repeat(2001))).refusal.detail).toBe(
        "Message must be at most 2,000 characters",
      );
      expect((await postFamily("alice", "x".repeat(2000))).status).toBe(201);
      const html = "<script>alert(1)</script><b>bold</b>";
      expect((await postFamily("alice", html)).answer.body).toBe(html);
      expect((await familyPage("carol", { limit: 1 })).answer.messages[0]!.body).toBe(html);
    });

    it("pages a channel newest first", async () => {
      const first = await familyPage("carol", { limit: 2 });
      expect(first.answer.messages).toHaveLength(2);
      expect(first.answer.nextBefore).toBe(first.answer.messages[1]!.id);
      const rest = await familyPage("carol", { limit: 2, before: first.answer.nextBefore! });
      expect(rest.answer.messages.map((m: { body: string }) => m.body)).toEqual(["Attack at dawn"]);
      expect(rest.answer.nextBefore).toBeNull();
    });

    it("keeps private conversations between their two parties", async () => {
      const sent = await postDirect("alice", ids["bob"]!, "Peace, neighbour?");
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ channel: "direct", recipientId: ids["bob"], senderId: ids["alice"] });
      const bobView = await server.ok("directMessages", {
        params: { galaxyId: G, playerId: ids["alice"]! },
        token: token("bob"),
      });
      expect(bobView.body.messages.map((m: { body: string }) => m.body)).toEqual(["Peace, neighbour?"]);
      // Carol's conversation with bob is her own and empty; alice's message to bob is not hers to page from.
      expect(
        (await server.ok("directMessages", { params: { galaxyId: G, playerId: ids["bob"]! }, token: token("carol") }))
          .body.messages,
      ).toEqual([]);
      expect(
        (
          await server.refusal("directMessages", {
            params: { galaxyId: G, playerId: ids["bob"]! },
            query: { before: sent.answer.id },
            token: token("carol"),
          })
        ).status,
      ).toBe(404);
      const list = await server.ok("conversations", { params: { galaxyId: G }, token: token("bob") });
      expect(list.body.conversations).toEqual([
        expect.objectContaining({ playerId: ids["alice"], playerName: "Clan alice", unread: 1, blocked: false }),
      ]);
      expect(
        (await server.ok("conversations", { params: { galaxyId: G }, token: token("carol") })).body.conversations,
      ).toEqual([]);
    });

    it("refuses messages to oneself, to NPC empires and to players not in the galaxy", async () => {
      expect(await postDirect("alice", ids["alice"]!, "hi me")).toEqual({
        status: 422,
        body: { detail: "You cannot send a message to yourself", code: "invalid_action", reason: "message_yourself" },
      });
      expect(await postDirect("alice", npcId, "hello robot")).toEqual({
        status: 422,
        body: { detail: "NPC empires have no one to read messages", code: "invalid_action", reason: "npc_no_messages" },
      });
      expect((await postDirect("alice", "elsewhere:player", "hi")).status).toBe(404);
    });

    it("counts unread messages and marks them read, never beyond what the reader may see", async () => {
      expect(await unread("bob")).toEqual({ family: 0, direct: 1, total: 1 });
      const carolBefore = await unread("carol");
      expect(carolBefore.family).toBeGreaterThanOrEqual(3);
      const latest = (await familyPage("carol", { limit: 1 })).answer.messages[0]!.id;
      expect(
        (
          await server.ok("markMessagesRead", {
            params: { galaxyId: G },
            token: token("carol"),
            body: { channel: "family", upTo: latest },
          })
        ).body,
      ).toEqual({
        family: 0,
        direct: 0,
        total: 0,
      });
      const direct = (
        await server.ok("directMessages", { params: { galaxyId: G, playerId: ids["alice"]! }, token: token("bob") })
      ).body.messages[0]!.id;
      // A message of another channel, or one that does not exist, cannot be a read mark.
      expect(
        (
          await server.refusal("markMessagesRead", {
            params: { galaxyId: G },
            token: token("bob"),
            body: { channel: "family", upTo: direct },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await server.refusal("markMessagesRead", {
            params: { galaxyId: G },
            token: token("bob"),
            body: { channel: ids["alice"]!, upTo: "nope" },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await server.refusal("markMessagesRead", {
            params: { galaxyId: G },
            token: token("carol"),
            body: { channel: ids["bob"]!, upTo: direct },
          })
        ).status,
      ).toBe(404);
      expect(await unread("bob")).toEqual({ family: 0, direct: 1, total: 1 });
      expect(
        (
          await server.ok("markMessagesRead", {
            params: { galaxyId: G },
            token: token("bob"),
            body: { channel: ids["alice"]!, upTo: direct },
          })
        ).body.total,
      ).toBe(0);
    });

    it("refuses a blocked player's messages with the blocked code, until unblocked", async () => {
      expect(
        (await server.ok("blockPlayer", { params: { galaxyId: G, playerId: ids["alice"]! }, token: token("bob") }))
          .body,
      ).toEqual({
        playerId: ids["alice"],
        blocked: true,
      });
      expect(await postDirect("alice", ids["bob"]!, "Answer me")).toEqual({
        status: 403,
        body: { detail: "This player does not accept your messages", code: "blocked", reason: "blocked" },
      });
      // Bob may still write to alice: blocking is one way.
      expect((await postDirect("bob", ids["alice"]!, "No.")).status).toBe(201);
      expect(
        (await server.ok("conversations", { params: { galaxyId: G }, token: token("bob") })).body.conversations[0]!
          .blocked,
      ).toBe(true);
      expect(
        (await server.ok("unblockPlayer", { params: { galaxyId: G, playerId: ids["alice"]! }, token: token("bob") }))
          .body.blocked,
      ).toBe(false);
      expect((await postDirect("alice", ids["bob"]!, "Answer me")).status).toBe(201);
      expect(
        (await server.refusal("blockPlayer", { params: { galaxyId: G, playerId: ids["bob"]! }, token: token("bob") }))
          .status,
      ).toBe(422);
    });

    it("takes reports of messages the reporter can read, once, and lets operators list them and mute", async () => {
      const msg = (
        await server.ok("directMessages", { params: { galaxyId: G, playerId: ids["alice"]! }, token: token("bob") })
      ).body.messages[0];
      const report = () =>
        server.send("reportMessage", {
          params: { galaxyId: G, messageId: msg!.id },
          token: token("bob"),
          body: { reason: "Threats" },
        });
      expect((await report()).status).toBe(201);
      expect((await report()).status).toBe(409);
      expect(
        (
          await server.refusal("reportMessage", {
            params: { galaxyId: G, messageId: msg!.id },
            token: token("carol"),
            body: { reason: "x" },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await server.refusal("reportMessage", {
            params: { galaxyId: G, messageId: msg!.id },
            token: token("alice"),
            body: { reason: "x" },
          })
        ).status,
      ).toBe(422);

      const printed: string[] = [];
      const print = (line: string) => void printed.push(line);
      const services = server.running.app.services;
      await runModerationCommand(services, "list-reports", [], { galaxy: G }, print);
      expect(printed[0]).toContain("reported by Clan bob");
      expect(printed[0]).toContain(`message: ${msg!.body}`);
      await runModerationCommand(services, "mute", [G, "Clan alice"], { hours: "1", reason: "threats" }, print);
      expect(printed[1]).toMatch(/^Clan alice is muted in talk until /);
      const muted = await postFamily("alice", "still here");
      expect(muted.status).toBe(403);
      expect(muted.refusal.code).toBe("muted");
      expect(muted.refusal.detail).toMatch(/^You are muted in this galaxy until /);
      await runModerationCommand(services, "unmute", [G, ids["alice"]!], {}, print);
      expect(printed[2]).toBe("Clan alice may write again in talk");
      expect((await postFamily("alice", "back")).status).toBe(201);
    });

    it("pushes a new message to the sockets that may read it, and to no other", async () => {
      const [alice, bob, carol, dave] = [push("alice"), push("bob"), push("carol"), push("dave")];
      try {
        for (const socket of [alice, bob, carol, dave]) await socket.next((m) => m.type === "ready");
        const family = await postFamily("alice", "Shields up");
        // Matched by id: a hint of an earlier test's message may still be on its way (PostgreSQL NOTIFY).
        const isMessage = (id: string) => (m: { type: string; id?: string }) => m.type === "message" && m.id === id;
        expect(await carol.next(isMessage(family.answer.id))).toEqual({
          type: "message",
          galaxyId: G,
          channel: "family",
          id: family.answer.id,
        });
        await alice.next(isMessage(family.answer.id));
        const direct = await postDirect("carol", ids["bob"]!, "Psst");
        expect(await bob.next(isMessage(direct.answer.id))).toEqual({
          type: "message",
          galaxyId: G,
          channel: ids["carol"],
          id: direct.answer.id,
        });
        // Carol's own socket hears of her private message on bob's channel.
        expect(await carol.next(isMessage(direct.answer.id))).toMatchObject({ channel: ids["bob"] });
        // Hints reach each socket in order: once a socket hears of a later message, it has heard all it ever will
        // of the earlier ones.
        const daveNote = await postFamily("bob", "Family-1 only");
        await dave.next(isMessage(daveNote.answer.id));
        await bob.next(isMessage(daveNote.answer.id));
        const sync = await postFamily("carol", "All clear");
        await alice.next(isMessage(sync.answer.id));
        await carol.next(isMessage(sync.answer.id));
        const heard = (socket: PushClient) => socket.messages.flatMap((m) => (m.type === "message" ? [m.id] : []));
        expect(heard(dave)).not.toContain(family.answer.id);
        expect(heard(dave)).not.toContain(direct.answer.id);
        expect(heard(bob)).not.toContain(family.answer.id);
        expect(heard(carol)).not.toContain(daveNote.answer.id);
        expect(heard(alice)).not.toContain(direct.answer.id);
        expect(heard(alice)).not.toContain(daveNote.answer.id);
      } finally {
        for (const socket of [alice, bob, carol, dave]) socket.close();
      }
    });

    it("moves the family channel with its member: the old family's history goes, the new one's comes", async () => {
      const before = (await familyPage("erin")).answer.messages.map((m: { body: string }) => m.body);
      expect(before).toContain("Shields up");
      await db()
        .updateTable("players")
        .set({ family_id: `${G}:family-1`, family_role: "member" })
        .where("galaxy_id", "=", G)
        .where("id", "=", ids["erin"]!)
        .execute();
      const after = (await familyPage("erin")).answer.messages.map((m: { body: string }) => m.body);
      expect(after).toContain("Family-1 only");
      expect(after).not.toContain("Shields up");
      await db()
        .updateTable("players")
        .set({ family_id: `${G}:family-2` })
        .where("galaxy_id", "=", G)
        .where("id", "=", ids["erin"]!)
        .execute();
    });

    it("limits each player to 10 messages a minute with a 429 and Retry-After", async () => {
      const fill = async () => {
        for (let i = 0; i < 10; i++) expect((await postFamily("dave", `spam ${i}`)).status).toBe(201);
      };
      await fill();
      // Raw fetch: the Retry-After header is not part of the typed answer.
      const response = await fetch(`${server.url}/messages/${G}/direct/${ids["bob"]}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token("dave")}`, "content-type": "application/json" },
        body: JSON.stringify({ body: "one more" }),
      });
      expect(response.status).toBe(429);
      expect(await response.json()).toEqual({
        detail: "Too many messages: at most 10 per minute, please slow down",
        code: "rate_limited",
      });
      const retry = Number(response.headers.get("retry-after"));
      expect(retry).toBeGreaterThanOrEqual(1);
      expect(retry).toBeLessThanOrEqual(60);
      // The refused message was not stored.
      expect(
        (await server.ok("directMessages", { params: { galaxyId: G, playerId: ids["dave"]! }, token: token("bob") }))
          .body.messages,
      ).toEqual([]);
    });
  });
}
