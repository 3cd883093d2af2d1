import { DEFAULT_GALAXY_CONFIG } from "@nova/rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { malformed, type RouteBody } from "@nova/contract";
import { createGalaxy } from "../src/services/galaxy/galaxy-factory.ts";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

const GALAXY = "fam";
const MEMBER_KEYS = [
  "familyRole",
  "isNpc",
  "networth",
  "planetCount",
  "playerId",
  "population",
  "race",
  "resources",
  "username",
];

for (const database of testDatabases()) {
  describe(`family on ${database.name}`, () => {
    let server: TestServer;
    const ids: Record<string, string> = {};
    let npcId = "";
    // One NPC, then six humans: new empires join the smallest family, ties to the lower id (empire-factory),
    // so family-1 holds the NPC, bob, dave and frank; family-2 holds alice, carol and erin.
    const humans = ["alice", "bob", "carol", "dave", "erin", "frank"] as const;
    const token = (name: string) => `dev:fam-${name}`;
    const F1 = `${GALAXY}:family-1`;
    const F2 = `${GALAXY}:family-2`;

    const db = () => server.running.app.services.db.kysely;
    const vote = (as: string, candidate: string, playerId = ids[as]!) =>
      server.send("familyVote", {
        params: { galaxyId: GALAXY },
        query: { playerId },
        token: token(as),
        body: { votedForPlayerId: candidate },
      });
    const setRole = (
      as: string,
      target: string,
      newRole: RouteBody<"familyUpdateRole">["newRole"],
      playerId = ids[as]!,
    ) =>
      server.send("familyUpdateRole", {
        params: { galaxyId: GALAXY },
        query: { playerId },
        token: token(as),
        body: { targetPlayerId: target, newRole },
      });
    const results = async (as: string, familyId = F1) =>
      (await server.ok("familyVotingResults", { params: { galaxyId: GALAXY }, query: { familyId }, token: token(as) }))
        .body;
    const roleOf = async (playerId: string) =>
      (
        await db()
          .selectFrom("players")
          .select("family_role")
          .where("galaxy_id", "=", GALAXY)
          .where("id", "=", playerId)
          .executeTakeFirstOrThrow()
      ).family_role;
    const advance = async () => {
      const res = await server.ok("advanceTurn", {
        params: { galaxyId: GALAXY },
        token: token("alice"),
        body: { turns: 1 },
      });
      expect(res.status).toBe(200);
    };

    beforeAll(async () => {
      server = await startTestServer(database, { demo: false });
      await createGalaxy(server.running.app.services, {
        id: GALAXY,
        name: "Family Galaxy",
        shardId: "shard-1",
        ownerId: null,
        isPrivate: false,
        config: { ...DEFAULT_GALAXY_CONFIG, gridWidth: 20, gridHeight: 20, familyCount: 2, maxPlayersPerFamily: 4 },
        npcCount: 1,
        npcDifficulty: "easy",
      });
      for (const [i, name] of humans.entries()) {
        const reg = await server.ok("register", {
          token: token(name),
          body: { username: `Clan ${name}`, race: "quantam", galaxyId: GALAXY },
        });
        expect(reg.status).toBe(201);
        ids[name] = reg.body.playerId;
        // Founding order decides a tie in a family without a leader; registrations may share a millisecond.
        await db()
          .updateTable("players")
          .set({ created_at: 1_000 + i })
          .where("galaxy_id", "=", GALAXY)
          .where("id", "=", reg.body.playerId)
          .execute();
      }
      npcId = (
        await db()
          .selectFrom("players")
          .select("id")
          .where("galaxy_id", "=", GALAXY)
          .where("is_npc", "=", 1)
          .executeTakeFirstOrThrow()
      ).id;
      // Signed in, but without an empire in this galaxy.
      await server.ok("me", { token: token("outsider") });
    });
    afterAll(async () => server?.close());

    it("places the empires as the test expects", async () => {
      const families = await db()
        .selectFrom("players")
        .select(["id", "family_id"])
        .where("galaxy_id", "=", GALAXY)
        .execute();
      const familyOf = new Map(families.map((p) => [p.id, p.family_id]));
      expect([npcId, ids["bob"], ids["dave"], ids["frank"]].map((id) => familyOf.get(id!))).toEqual([F1, F1, F1, F1]);
      expect([ids["alice"], ids["carol"], ids["erin"]].map((id) => familyOf.get(id!))).toEqual([F2, F2, F2]);
    });

    it("answers 401 without sign-in and 404 for an unknown galaxy", async () => {
      for (const read of [
        () => server.send("familyList", { params: { galaxyId: GALAXY } }),
        () => server.send("familyMembers", { params: { galaxyId: GALAXY }, query: { familyId: F1 } }),
        () => server.send("familyVotingResults", { params: { galaxyId: GALAXY }, query: { familyId: F1 } }),
      ]) {
        expect((await read()).status).toBe(401);
      }
      expect(
        (
          await server.refusal("familyVote", {
            params: { galaxyId: GALAXY },
            query: { playerId: ids["bob"]! },
            body: malformed({}),
          })
        ).status,
      ).toBe(401);
      const unknown = await server.refusal("familyList", { params: { galaxyId: "nowhere" }, token: token("bob") });
      expect(unknown.status).toBe(404);
      expect(unknown.body.detail).toEqual(expect.any(String));
      expect(
        (
          await server.refusal("familyMembers", {
            params: { galaxyId: "nowhere" },
            query: { familyId: "family-1" },
            token: token("bob"),
          })
        ).status,
      ).toBe(404);
    });

    it("lists every family with its member count and no leader yet, to anyone who may see the galaxy", async () => {
      for (const as of [token("bob"), token("outsider")]) {
        const res = await server.ok("familyList", { params: { galaxyId: GALAXY }, token: as });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          families: [
            { familyId: F1, name: "Family 1", memberCount: 4, leaderUsername: null },
            { familyId: F2, name: "Family 2", memberCount: 3, leaderUsername: null },
          ],
        });
      }
    });

    it("shows the members with role, race, planets, networth, population and credits to the family", async () => {
      const res = await server.ok("familyMembers", {
        params: { galaxyId: GALAXY },
        query: { familyId: F1 },
        token: token("bob"),
      });
      expect(res.status).toBe(200);
      expect(res.body.familyId).toBe(F1);
      expect(res.body.familyName).toBe("Family 1");
      const members = res.body.members as any[];
      expect(members.map((m) => m.playerId).sort()).toEqual([npcId, ids["bob"], ids["dave"], ids["frank"]].sort());
      for (const m of members) expect(Object.keys(m).sort()).toEqual(MEMBER_KEYS);
      const bob = members.find((m) => m.playerId === ids["bob"]);
      const stats = (await server.ok("playerStats", { query: { galaxyId: GALAXY }, token: token("bob") })).body;
      expect(bob).toEqual({
        playerId: ids["bob"],
        username: "Clan bob",
        race: "quantam",
        familyRole: "member",
        isNpc: false,
        planetCount: 1,
        networth: stats.networth,
        population: stats.population,
        resources: { credits: stats.resources.credits },
      });
      expect(members.find((m) => m.playerId === npcId)?.isNpc).toBe(true);
      // The short id of the dashboard chip works too.
      const short = await server.ok("familyMembers", {
        params: { galaxyId: GALAXY },
        query: { familyId: "family-1" },
        token: token("dave"),
      });
      expect(short.body.members).toHaveLength(4);
    });

    it("keeps members and voting results from outsiders: another family 403, no empire or no family 404", async () => {
      for (const read of [
        (as: string) =>
          server.send("familyMembers", { params: { galaxyId: GALAXY }, query: { familyId: F1 }, token: as }),
        (as: string) =>
          server.send("familyVotingResults", { params: { galaxyId: GALAXY }, query: { familyId: F1 }, token: as }),
      ]) {
        const other = await read(token("alice"));
        expect(other.status).toBe(403);
        expect(other.body).toEqual({
          detail: "You are not a member of this family",
          code: "forbidden",
          reason: "not_family_member",
        });
        const outsider = await read(token("outsider"));
        expect(outsider.status).toBe(404);
        expect(outsider.refusal.detail).toBe("Player not found");
      }
      const missing = await server.refusal("familyMembers", {
        params: { galaxyId: GALAXY },
        query: { familyId: "family-9" },
        token: token("bob"),
      });
      expect(missing).toMatchObject({ status: 404, body: { detail: "Family not found" } });
      // The familyId query is left out on purpose.
      const noQuery = await server.refusal(
        "familyMembers",
        malformed({ params: { galaxyId: GALAXY }, token: token("bob") }),
      );
      expect(noQuery.status).toBe(422);
    });

    it("starts with no votes: every human a candidate, the NPC none, no leader", async () => {
      const res = await server.ok("familyVotingResults", {
        params: { galaxyId: GALAXY },
        query: { familyId: F1 },
        token: token("bob"),
      });
      expect(res.status).toBe(200);
      expect(res.body.totalMembers).toBe(4);
      expect(res.body.totalVotes).toBe(0);
      expect(res.body.currentLeader).toBeNull();
      expect(res.body.candidates.map((c: any) => c.playerId).sort()).toEqual(
        [ids["bob"], ids["dave"], ids["frank"]].sort(),
      );
      expect(res.body.candidates[0]).toEqual({
        playerId: expect.any(String),
        username: expect.stringMatching(/^Clan /),
        currentRole: "member",
        planetCount: 1,
        votes: 0,
      });
    });

    it("counts a vote at once, elects at once, lets the voter change it and shows it in the player's stats", async () => {
      const first = await vote("bob", ids["dave"]!);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ playerId: ids["bob"], votedFor: ids["dave"] });
      let r = await results("bob");
      expect(r.totalVotes).toBe(1);
      expect(r.candidates[0]).toMatchObject({ playerId: ids["dave"], votes: 1 });
      // The most votes become leader at once (social-and-advanced 3), not at the next flip.
      expect(r.currentLeader).toEqual({ playerId: ids["dave"], username: "Clan dave" });

      expect((await vote("bob", ids["frank"]!)).status).toBe(200);
      r = await results("dave");
      expect(r.totalVotes).toBe(1);
      expect(r.candidates.find((c: any) => c.playerId === ids["dave"])!.votes).toBe(0);
      expect(r.candidates.find((c: any) => c.playerId === ids["frank"])!.votes).toBe(1);
      expect(r.currentLeader?.playerId).toBe(ids["frank"]);
      const stats = (await server.ok("playerStats", { query: { galaxyId: GALAXY }, token: token("bob") })).body;
      expect(stats.votedFor).toBe(ids["frank"]);
      // Voting for oneself is allowed: it is how one stands for leader. 1 - 1 keeps the leader.
      expect((await vote("dave", ids["dave"]!)).status).toBe(200);
      expect((await results("bob")).currentLeader?.playerId).toBe(ids["frank"]);
    });

    it("refuses votes for another family, for NPCs and for nobody, and votes given as someone else", async () => {
      const other = await vote("bob", ids["alice"]!);
      expect(other.status).toBe(422);
      expect(other.body).toEqual({
        detail: "You can only vote for a member of your own family",
        code: "invalid_action",
        reason: "vote_own_family",
      });
      const npc = await vote("bob", npcId);
      expect(npc).toMatchObject({ status: 422, body: { detail: "NPC empires cannot become leader" } });
      const nobody = await vote("bob", "00000000-0000-0000-0000-000000000000");
      expect(nobody).toMatchObject({ status: 404, body: { detail: "Player not found" } });
      const impostor = await vote("bob", ids["bob"]!, ids["dave"]!);
      expect(impostor).toMatchObject({ status: 403, body: { code: "forbidden" } });
      const outsider = await server.refusal("familyVote", {
        params: { galaxyId: GALAXY },
        query: { playerId: ids["bob"]! },
        token: token("outsider"),
        body: { votedForPlayerId: ids["bob"]! },
      });
      expect(outsider).toMatchObject({ status: 404, body: { detail: "Player not found" } });
      const noBody = await server.refusal("familyVote", {
        params: { galaxyId: GALAXY },
        query: { playerId: ids["bob"]! },
        token: token("bob"),
        body: malformed({}),
      });
      expect(noBody.status).toBe(422);
      // Nothing changed: bob still votes for frank.
      const stats = (await server.ok("playerStats", { query: { galaxyId: GALAXY }, token: token("bob") })).body;
      expect(stats.votedFor).toBe(ids["frank"]);
    });

    it("elects at each vote: the most votes lead, a tie keeps the leader, a strict majority replaces them", async () => {
      // Leader frank (bob -> frank, dave -> dave). bob -> dave: dave 2, frank 0: dave replaces frank at once.
      await vote("bob", ids["dave"]!);
      // frank -> frank: dave 2, frank 1: dave stays.
      await vote("frank", ids["frank"]!);
      let r = await results("bob");
      expect(r.currentLeader).toEqual({ playerId: ids["dave"], username: "Clan dave" });
      expect(await roleOf(ids["dave"]!)).toBe("leader");
      expect(await roleOf(ids["frank"]!)).toBe("member");
      const list = (await server.ok("familyList", { params: { galaxyId: GALAXY }, token: token("outsider") })).body
        .families;
      expect(list[0]).toMatchObject({ familyId: F1, leaderUsername: "Clan dave" });
      const family = await db()
        .selectFrom("families")
        .select("leader_id")
        .where("galaxy_id", "=", GALAXY)
        .where("id", "=", F1)
        .executeTakeFirstOrThrow();
      expect(family.leader_id).toBe(ids["dave"]);
      const stats = (await server.ok("playerStats", { query: { galaxyId: GALAXY }, token: token("dave") })).body;
      expect(stats.familyRole).toBe("leader");
      expect(r.totalVotes).toBe(3);
      // The flip holds the same election: nothing changes, and votes stay cast.
      await advance();
      r = await results("bob");
      expect(r.currentLeader?.playerId).toBe(ids["dave"]);
      expect(r.totalVotes).toBe(3);

      // bob votes for himself: 1 - 1 - 1, a tie keeps dave.
      await vote("bob", ids["bob"]!);
      expect((await results("frank")).currentLeader?.playerId).toBe(ids["dave"]);

      // bob -> frank: frank 2, dave 1; frank leads at once, dave is a member again.
      await vote("bob", ids["frank"]!);
      r = await results("frank");
      expect(r.currentLeader).toEqual({ playerId: ids["frank"], username: "Clan frank" });
      expect(await roleOf(ids["frank"]!)).toBe("leader");
      expect(await roleOf(ids["dave"]!)).toBe("member");
      expect(await roleOf(npcId)).toBe("member");
      const members = (
        await server.ok("familyMembers", { params: { galaxyId: GALAXY }, query: { familyId: F1 }, token: token("bob") })
      ).body.members;
      expect(members[0]).toMatchObject({ playerId: ids["frank"], familyRole: "leader" });

      // Fleet Activity announces each change of leader, once.
      const feed = await server.ok("familyEvents", {
        params: { galaxyId: GALAXY, familyId: "family-1" },
        query: { event_types: "family_leader_changed" },
        token: token("bob"),
      });
      expect(feed.status).toBe(200);
      const summaries = feed.body.events.map((e: any) => e.summary);
      expect([...summaries].sort()).toEqual(
        [
          "Clan dave was elected leader of the family with 1 vote",
          "Clan frank was elected leader of the family with 1 vote, replacing Clan dave",
          "Clan dave was elected leader of the family with 2 votes, replacing Clan frank",
          "Clan frank was elected leader of the family with 2 votes, replacing Clan dave",
        ].sort(),
      );
      expect(feed.body.events[0]).toMatchObject({ eventType: "family_leader_changed", playerId: ids["frank"] });
      // Another family's members do not see it.
      const stream = await server.ok("eventStream", {
        params: { galaxyId: GALAXY },
        query: { event_types: "family_leader_changed" },
        token: token("alice"),
      });
      expect(stream.body.events).toEqual([]);
    });

    it("keeps the first leader on a later tie in a family that had none", async () => {
      // carol -> alice: alice leads at once; alice -> carol makes it 1 - 1, and the tie keeps alice.
      await vote("carol", ids["alice"]!);
      expect((await results("erin", F2)).currentLeader?.playerId).toBe(ids["alice"]);
      await vote("alice", ids["carol"]!);
      expect((await results("erin", F2)).currentLeader?.playerId).toBe(ids["alice"]);
      await advance();
      expect((await results("erin", F2)).currentLeader?.playerId).toBe(ids["alice"]);
    });

    it("lets only the leader assign the five roles, to others of the family", async () => {
      const ok = await setRole("frank", ids["bob"]!, "fleet_admiral");
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({
        playerId: ids["bob"],
        familyRole: "fleet_admiral",
        message: "Role updated to Fleet Admiral",
      });
      expect(await roleOf(ids["bob"]!)).toBe("fleet_admiral");
      // Bob hears of it in his own feed.
      const news = await server.ok("events", {
        params: { galaxyId: GALAXY },
        query: { event_types: "family_role_changed" },
        token: token("bob"),
      });
      expect(news.body.events[0]).toMatchObject({
        eventType: "family_role_changed",
        playerId: ids["bob"],
        summary: expect.stringMatching(/ made .* Fleet Admiral$/),
      });
      expect((await setRole("frank", npcId, "inactive")).status).toBe(200);
      expect(await roleOf(npcId)).toBe("inactive");

      const notLeader = await setRole("dave", ids["bob"]!, "rogue");
      expect(notLeader).toMatchObject({
        status: 403,
        body: { detail: "Only the family leader can assign roles", code: "forbidden" },
      });
      const self = await setRole("frank", ids["frank"]!, "member");
      expect(self).toMatchObject({ status: 422, body: { detail: "You cannot change your own role" } });
      const leader = await setRole("frank", ids["bob"]!, "leader");
      expect(leader).toMatchObject({
        status: 422,
        body: { detail: "The leader is chosen by the family's votes and cannot be assigned" },
      });
      const unknownRole = await setRole("frank", ids["bob"]!, malformed("admiral"));
      expect(unknownRole).toMatchObject({ status: 422, body: { detail: "Unknown family role" } });
      const otherFamily = await setRole("frank", ids["alice"]!, "rogue");
      expect(otherFamily).toMatchObject({
        status: 403,
        body: { detail: "You can only assign roles to members of your own family" },
      });
      const nobody = await setRole("frank", "00000000-0000-0000-0000-000000000000", "rogue");
      expect(nobody).toMatchObject({ status: 404, body: { detail: "Player not found" } });
      const impostor = await setRole("dave", ids["bob"]!, "rogue", ids["frank"]!);
      expect(impostor).toMatchObject({ status: 403, body: { code: "forbidden" } });
      // The other family's leader cannot reach into this one either.
      const alice = await setRole("alice", ids["bob"]!, "rogue");
      expect(alice.status).toBe(403);
      expect(await roleOf(ids["bob"]!)).toBe("fleet_admiral");
    });

    it("keeps the roles a leader gave when the leader changes, and the new leader's old role gives way", async () => {
      // bob (fleet admiral) and frank now vote for bob, dave for dave: bob 2, dave 1.
      await vote("bob", ids["bob"]!);
      await vote("frank", ids["bob"]!);
      expect(await roleOf(ids["bob"]!)).toBe("leader");
      await advance();
      expect(await roleOf(ids["bob"]!)).toBe("leader");
      expect(await roleOf(ids["frank"]!)).toBe("member");
      expect(await roleOf(npcId)).toBe("inactive");
      expect((await setRole("bob", ids["frank"]!, "vice_leader")).status).toBe(200);
      expect((await setRole("frank", ids["dave"]!, "rogue")).status).toBe(403);
    });

    it("serialises simultaneous votes with a flip: every answer 200, one consistent outcome", async () => {
      const answers = await Promise.all([
        vote("dave", ids["frank"]!),
        vote("dave", ids["dave"]!),
        vote("frank", ids["dave"]!),
        server.send("advanceTurn", { params: { galaxyId: GALAXY }, token: token("alice"), body: { turns: 1 } }),
        vote("dave", ids["bob"]!),
        vote("bob", ids["frank"]!),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const r = await results("bob");
      expect(r.totalVotes).toBe(3);
      expect(r.candidates.reduce((sum: number, c: any) => sum + c.votes, 0)).toBe(3);
      const leaders = await db()
        .selectFrom("players")
        .select("id")
        .where("galaxy_id", "=", GALAXY)
        .where("family_id", "=", F1)
        .where("family_role", "=", "leader")
        .execute();
      expect(leaders).toHaveLength(1);
    });
  });
}
