import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RouteBody, malformed } from "@nova/contract";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";

const G = "demo";

for (const database of testDatabases()) {
  describe(`operations on ${database.name}`, () => {
    let server: TestServer;
    const alice = "dev:ops-alice"; // quantam: the agent operations
    const bob = "dev:ops-bob"; // partaxian: the spells
    const carol = "dev:ops-carol"; // the target
    const dave = "dev:ops-dave"; // alice's family
    const ids: Record<string, string> = {};
    const homes: Record<string, string> = {};

    const db = () => server.running.app.services.db.kysely;
    const setPlayer = async (id: string, values: Record<string, number | string | null>) =>
      db().updateTable("players").set(values).where("galaxy_id", "=", G).where("id", "=", id).execute();
    const setHome = async (id: string, values: Record<string, number>) =>
      db()
        .updateTable("fleets")
        .set(values)
        .where("galaxy_id", "=", G)
        .where("player_id", "=", id)
        .where("is_home", "=", 1)
        .execute();
    const player = async (id: string) =>
      db().selectFrom("players").selectAll().where("galaxy_id", "=", G).where("id", "=", id).executeTakeFirstOrThrow();
    const home = async (id: string) =>
      db()
        .selectFrom("fleets")
        .selectAll()
        .where("galaxy_id", "=", G)
        .where("player_id", "=", id)
        .where("is_home", "=", 1)
        .executeTakeFirstOrThrow();
    const planet = async (id: string) =>
      db().selectFrom("planets").selectAll().where("galaxy_id", "=", G).where("id", "=", id).executeTakeFirstOrThrow();

    const cast = (
      token: string,
      body: Omit<RouteBody<"castOperation">, "galaxyId" | "unitCount"> & { unitCount?: number },
      galaxyId = G,
    ) => server.send("castOperation", { params: { galaxyId }, token, body: { galaxyId, unitCount: 1, ...body } });
    /** With no defenders an operation succeeds 95% of the time: cast until it does (morale topped up). */
    const castUntilSuccess = async (
      token: string,
      casterId: string,
      body: Omit<RouteBody<"castOperation">, "galaxyId" | "unitCount" | "playerId"> & { unitCount?: number },
    ) => {
      for (let i = 0; i < 8; i++) {
        await setPlayer(casterId, { morale: 1 });
        const res = await cast(token, { playerId: casterId, ...body });
        expect(res.status).toBe(200);
        if (res.answer.success) return res;
      }
      throw new Error("never succeeded");
    };
    const advance = (turns: number) =>
      server.send("advanceTurn", { params: { galaxyId: G }, token: alice, body: { turns } });
    const effects = async (token: string) =>
      (await server.ok("activeEffects", { params: { galaxyId: G }, token })).body.affectingPlayer as {
        effectType: string;
        durationTurns: number;
        intensity: number;
      }[];

    beforeAll(async () => {
      server = await startTestServer(database);
      for (const [token, name, race] of [
        [alice, "Ops Alice", "quantam"],
        [bob, "Ops Bob", "partaxian"],
        [carol, "Ops Carol", "wardancer"],
        [dave, "Ops Dave", "revalon"],
      ] as const) {
        const reg = await server.ok("register", { token, body: { username: name, race, galaxyId: G } });
        expect(reg.status).toBe(201);
        ids[token] = reg.body.playerId;
        homes[token] = reg.body.homePlanetId;
      }
      // Families set by hand: alice and dave together, bob and carol each in another one.
      const fams = await db().selectFrom("families").select("id").where("galaxy_id", "=", G).orderBy("id").execute();
      await setPlayer(ids[alice]!, { family_id: fams[0]!.id });
      await setPlayer(ids[dave]!, { family_id: fams[0]!.id });
      await setPlayer(ids[bob]!, { family_id: fams[1]!.id });
      await setPlayer(ids[carol]!, { family_id: fams[2]?.id ?? null });
      for (const t of [alice, bob, carol, dave]) await setHome(ids[t]!, { agents: 0, wizards: 0 });
      // Newcomers are protected from hostile operations (rules.md 4); these four are past it.
      for (const t of [alice, bob, carol, dave]) await setPlayer(ids[t]!, { protected_until_turn: 0 });
    });
    afterAll(async () => server?.close());

    it("needs a session, a galaxy the caller plays in and the caller's own player id", async () => {
      const body = { galaxyId: G, playerId: "x", operationType: "spy_on_target" as const, unitCount: 1 };
      expect((await server.refusal("castOperation", { params: { galaxyId: G }, body })).status).toBe(401);
      expect((await server.refusal("activeEffects", { params: { galaxyId: G } })).status).toBe(401);
      expect((await server.refusal("plantedOperations", { params: { galaxyId: G } })).status).toBe(401);
      expect(
        (await server.refusal("triggerOperation", { body: { galaxyId: G, playerId: "x", effectId: "y" } })).status,
      ).toBe(401);
      expect((await cast(alice, { playerId: ids[alice]!, operationType: "spy_on_target" }, "nowhere")).status).toBe(
        404,
      );
      expect(
        (await server.refusal("plantedOperations", { params: { galaxyId: "nowhere" }, token: alice })).status,
      ).toBe(404);
      const other = await cast(alice, {
        playerId: ids[bob]!,
        operationType: "spy_on_target",
        targetPlayerId: ids[carol],
      });
      expect(other.status).toBe(403);
      expect(other.refusal.detail).toBe("You can only give orders to your own empire");
    });

    it("keeps operations off protected newcomers and empires out of range, unless they struck first", async () => {
      await setHome(ids[alice]!, { agents: 10 });
      await setHome(ids[carol]!, { agents: 10 });
      const spy = { playerId: ids[alice]!, operationType: "spy_on_target" as const, targetPlayerId: ids[carol] };
      await setPlayer(ids[carol]!, { protected_until_turn: 10_000 });
      const protectedTarget = await cast(alice, spy);
      expect([protectedTarget.status, protectedTarget.refusal.detail]).toEqual([
        403,
        "Target is under new-player protection",
      ]);
      await setPlayer(ids[carol]!, { protected_until_turn: 0 });
      const before = await player(ids[alice]!);
      await setPlayer(ids[alice]!, { networth: 1_000_000 });
      const small = await cast(alice, spy);
      expect([small.status, small.refusal.detail]).toEqual([403, "Target is below 35% of your networth"]);
      expect(Number((await player(ids[alice]!)).morale)).toBe(Number(before.morale));
      // Carol spies on Alice first: for 48 hours Alice may answer whatever their networths.
      expect(
        (await cast(carol, { playerId: ids[carol]!, operationType: "spy_on_target", targetPlayerId: ids[alice] }))
          .status,
      ).toBe(200);
      await setPlayer(ids[alice]!, { protected_until_turn: 50 });
      expect((await cast(alice, spy)).status).toBe(200);
      // An operation on another empire ends the caster's own protection, as an attack does.
      expect((await player(ids[alice]!)).protected_until_turn).toBe(0);
      await setPlayer(ids[alice]!, { networth: before.networth, morale: 1 });
      await setPlayer(ids[carol]!, { morale: 1 });
      await setHome(ids[alice]!, { agents: 0 });
      await setHome(ids[carol]!, { agents: 0 });
      // The Empire Log test below reads Carol's log as a pure target's.
      await db()
        .deleteFrom("operation_records")
        .where("galaxy_id", "=", G)
        .where("caster_id", "=", ids[carol]!)
        .execute();
    });

    it("refuses with the spec's texts and spends nothing", async () => {
      const a = ids[alice]!;
      const expect422 = async (token: string, body: Record<string, unknown>, detail: string) => {
        const res = await cast(token, malformed(body)); // malformed on purpose
        expect(res.status, detail).toBe(422);
        expect(res.refusal.detail).toBe(detail);
      };
      await expect422(
        alice,
        { playerId: a, operationType: "spy_on_target", targetPlayerId: ids[carol] },
        "No agents available!",
      );
      await expect422(
        bob,
        { playerId: ids[bob], operationType: "vision", targetPlayerId: ids[carol] },
        "No wizards available!",
      );
      await setHome(a, { agents: 50, wizards: 10 });
      await setPlayer(a, { morale: 0.03 });
      await expect422(
        alice,
        { playerId: a, operationType: "spy_on_target", targetPlayerId: ids[carol] },
        "Insufficient morale! Need 5%, have 3%",
      );
      await setPlayer(a, { morale: 1 });
      await expect422(alice, { playerId: a, operationType: "spy_on_target" }, "Please enter target player ID");
      await expect422(alice, { playerId: a, operationType: "place_nukes" }, "Please enter target planet ID");
      await expect422(
        alice,
        { playerId: a, operationType: "plant_false_info", targetPlayerId: ids[carol] },
        "Please enter player ID to frame",
      );
      await expect422(
        alice,
        { playerId: a, operationType: "destroy_units", targetPlanetId: homes[carol] },
        "Please select target unit type",
      );
      const unowned = await db()
        .selectFrom("planets")
        .select("id")
        .where("galaxy_id", "=", G)
        .where("owner_id", "is", null)
        .orderBy("id")
        .executeTakeFirstOrThrow();
      await expect422(
        alice,
        { playerId: a, operationType: "place_nukes", targetPlanetId: unowned.id },
        "Cannot perform operations on unowned planets.",
      );
      await expect422(
        alice,
        { playerId: a, operationType: "spy_on_target", targetPlayerId: a },
        "You cannot use this operation on your own empire",
      );
      await expect422(
        alice,
        { playerId: a, operationType: "spy_on_target", targetPlayerId: ids[dave] },
        "You cannot use operations on members of your family",
      );
      await expect422(
        alice,
        { playerId: a, operationType: "destroy_cash", targetPlayerId: ids[dave] },
        "You cannot use operations on members of your family",
      );
      await expect422(
        alice,
        { playerId: a, operationType: "hypnotize", targetPlanetId: homes[carol] },
        "Your race cannot use Hypnotize",
      );
      // The operation by its type id too, so a client can name it in the player's language.
      const raceRefusal = await cast(alice, { playerId: a, operationType: "hypnotize", targetPlanetId: homes[carol] });
      expect(raceRefusal.refusal).toMatchObject({
        status: 422,
        body: { reason: "race_cannot_use", data: { operation: "Hypnotize", operationType: "hypnotize" } },
      });
      await expect422(
        alice,
        { playerId: a, operationType: "sabotage_portal", targetPlanetId: homes[carol] },
        "Portals on home worlds cannot be sabotaged",
      );
      await setHome(ids[bob]!, { wizards: 20 });
      await setPlayer(ids[bob]!, { octarine: 5 });
      await expect422(
        bob,
        { playerId: ids[bob], operationType: "vision", targetPlayerId: ids[carol] },
        "Insufficient octarine: need 10, have 5",
      );
      const unknown = await cast(alice, { playerId: a, operationType: "spy_on_target", targetPlayerId: "nobody" });
      expect(unknown.status).toBe(404);
      const bad = await cast(alice, { playerId: a, operationType: malformed("teleport") });
      expect(bad.status).toBe(422);
      expect((await player(a)).morale).toBe(1);
      expect((await player(ids[bob]!)).octarine).toBe(5);
    });

    it("spends morale and octarine on a defended cast too, and loses wizards", async () => {
      const b = ids[bob]!;
      await setPlayer(b, { octarine: 100, morale: 1 });
      await setHome(b, { wizards: 100 });
      await setHome(ids[carol]!, { wizards: 100_000 });
      const res = await cast(bob, { playerId: b, operationType: "vision", targetPlayerId: ids[carol] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        success: false,
        operationStatus: "defended",
        successRate: 0,
        unitCount: 100,
        wizardsLost: 2,
        octarineSpent: 10,
        morale: 0.95,
        intelData: null,
      });
      expect(res.answer.message).toBe("Vision was defended on Ops Carol: their defences are far too strong.");
      expect(res.answer.messageText).toEqual({
        code: "operation_result_on",
        params: {
          operation: { code: "operation_name", params: { operation: "vision" } },
          target: "Ops Carol",
          outcome: "defended",
        },
      });
      const after = await player(b);
      expect(after.octarine).toBe(90);
      expect(after.morale).toBeCloseTo(0.95);
      expect((await home(b)).wizards).toBe(98);
      await setHome(ids[carol]!, { wizards: 0 });
    });

    it("reports intel: spy, allies, infrastructure, portals, planets and defences", async () => {
      const a = ids[alice]!;
      const c = ids[carol]!;
      await setPlayer(c, { credits: 12_345, iron: 678 });
      const spy = await castUntilSuccess(alice, a, { operationType: "spy_on_target", targetPlayerId: c });
      const carolRow = await player(c);
      expect(spy.answer.intelData).toMatchObject({
        playerName: "Ops Carol",
        race: "wardancer",
        planetCount: 1,
        networth: carolRow.networth,
        resources: { credits: 12_345, iron: 678 },
      });
      expect(spy.answer.intelData!.population).toBe((await planet(homes[carol]!)).population);
      const infra = await castUntilSuccess(alice, a, { operationType: "planetary_infrastructure", targetPlayerId: c });
      const hp = await planet(homes[carol]!);
      expect((infra.answer.intelData as any).buildings.farm).toBe(hp.farm);
      const portals = await castUntilSuccess(alice, a, { operationType: "investigate_portal", targetPlayerId: c });
      expect(portals.answer.intelData!.portals).toEqual(
        hp.portal > 0 ? [expect.objectContaining({ planetId: hp.id, status: "portal detected" })] : [],
      );
      const allies = await castUntilSuccess(alice, a, { operationType: "check_allies", targetPlayerId: ids[bob] });
      expect(allies.answer.intelData!.members).toEqual(
        expect.arrayContaining([expect.objectContaining({ playerId: ids[bob], username: "Ops Bob" })]),
      );
      const b = ids[bob]!;
      await setPlayer(b, { octarine: 1000 });
      const planets = await castUntilSuccess(bob, b, { operationType: "find_targets_planet", targetPlayerId: c });
      expect(planets.answer.intelData!.planetLists).toEqual([
        expect.objectContaining({ planetId: homes[carol], isHomeWorld: true }),
      ]);
      await setHome(c, { soldiers: 77 });
      const sense = await castUntilSuccess(bob, b, {
        operationType: "sense_defense_system",
        targetPlanetId: homes[carol],
      });
      expect(sense.answer.intelData).toMatchObject({
        lasers: hp.laser,
        homeFleetIncluded: true,
        units: { soldiers: 77 },
      });
    });

    it("destroys 3-10% of credits and of iron, 3% of every research field and 30% of a unit type", async () => {
      const a = ids[alice]!;
      const c = ids[carol]!;
      await setPlayer(c, { credits: 100_000, iron: 50_000, rp_military: 1000, rp_economy: 500, research_points: 1500 });
      const cash = await castUntilSuccess(alice, a, { operationType: "destroy_cash", targetPlayerId: c });
      const lost = cash.answer.resultData!.destroyed as number;
      expect(lost).toBeGreaterThanOrEqual(3000);
      expect(lost).toBeLessThan(10_000);
      expect((await player(c)).credits).toBe(100_000 - lost);
      const iron = await castUntilSuccess(bob, ids[bob]!, { operationType: "destroy_iron", targetPlayerId: c });
      expect((await player(c)).iron).toBe(50_000 - (iron.answer.resultData!.destroyed as number));
      expect(iron.answer.resultData!.destroyed as number).toBeGreaterThanOrEqual(1500);
      await castUntilSuccess(alice, a, { operationType: "terminate_scientist", targetPlayerId: c });
      const rp = await player(c);
      expect([rp.rp_military, rp.rp_economy, rp.research_points]).toEqual([970, 485, 1455]);
      await setHome(c, { fighters: 100 });
      const units = await castUntilSuccess(alice, a, {
        operationType: "destroy_units",
        targetPlanetId: homes[carol],
        targetUnitType: "fighter",
      });
      expect(units.answer.resultData).toEqual({ unitType: "fighter", destroyed: 30 });
      expect((await home(c)).fighters).toBe(70);
    });

    it("keeps duration effects for their turns, ticks them in the flip and lets storms kill population", async () => {
      const b = ids[bob]!;
      const c = ids[carol]!;
      await setPlayer(b, { octarine: 1000 });
      await castUntilSuccess(bob, b, { operationType: "no_fear" });
      await castUntilSuccess(bob, b, { operationType: "space_amazement" });
      expect(await effects(bob)).toEqual([
        expect.objectContaining({ effectType: "no_fear", durationTurns: 5, intensity: 1, sourcePlayerId: b }),
        expect.objectContaining({ effectType: "space_amazement", durationTurns: 8, intensity: 1 }),
      ]);
      await castUntilSuccess(bob, b, { operationType: "electric_storms", targetPlayerId: c });
      await castUntilSuccess(bob, b, { operationType: "electric_storms", targetPlayerId: c });
      await castUntilSuccess(bob, b, { operationType: "octarine_hurricane", targetPlayerId: c });
      expect(await effects(carol)).toEqual([
        expect.objectContaining({ effectType: "electric_storms", durationTurns: 8, intensity: 2 }),
        expect.objectContaining({ effectType: "octarine_hurricane", durationTurns: 6, intensity: 1 }),
      ]);
      await db()
        .updateTable("planets")
        .set({ population: 100_000 })
        .where("galaxy_id", "=", G)
        .where("id", "=", homes[carol]!)
        .execute();
      expect((await advance(1)).status).toBe(200);
      // The storm takes 2% at the start of the flip; the economy then grows or shrinks the rest.
      const pop = (await planet(homes[carol]!)).population;
      expect(pop).toBeLessThan(100_000 * 1.05);
      expect((await effects(bob)).map((e) => [e.effectType, e.durationTurns])).toEqual([
        ["no_fear", 4],
        ["space_amazement", 7],
      ]);
      await advance(5);
      expect((await effects(bob)).map((e) => e.effectType)).toEqual(["space_amazement"]);
      await advance(3);
      expect(await effects(bob)).toEqual([]);
      expect(await effects(carol)).toEqual([]);
    });

    it("cuts the food and cash-factory income of the coming flips with reduced food production and octarine hurricanes", async () => {
      const b = ids[bob]!;
      const economy = async () =>
        (await server.ok("playerStats", { query: { galaxyId: G }, token: carol })).body as {
          resourceProduction: { foodProduced: number };
          incomeBreakdown: { cashFactoryIncome: number };
        };
      await db()
        .updateTable("planets")
        .set({ farm: 30, cash_factory: 20 })
        .where("galaxy_id", "=", G)
        .where("id", "=", homes[carol]!)
        .execute();
      const before = await economy();
      expect(before.resourceProduction.foodProduced).toBeGreaterThan(0);
      await setPlayer(b, { octarine: 1000 });
      await castUntilSuccess(bob, b, { operationType: "reduced_food_production", targetPlayerId: ids[carol] });
      await castUntilSuccess(bob, b, { operationType: "reduced_food_production", targetPlayerId: ids[carol] });
      await castUntilSuccess(bob, b, { operationType: "octarine_hurricane", targetPlayerId: ids[carol] });
      const after = await economy();
      expect(after.resourceProduction.foodProduced).toBe(Math.floor(before.resourceProduction.foodProduced * 0.8));
      expect(after.incomeBreakdown.cashFactoryIncome).toBeCloseTo(before.incomeBreakdown.cashFactoryIncome * 0.8);
      // Gone after their turns: 8 for the food, 6 for the hurricane.
      await advance(8);
      const later = await economy();
      expect(await effects(carol)).toEqual([]);
      expect(later.incomeBreakdown.cashFactoryIncome).toBe(before.incomeBreakdown.cashFactoryIncome);
    });

    it("plants nukes and hypnosis, triggers them and lists them until then", async () => {
      const a = ids[alice]!;
      const c = ids[carol]!;
      await db()
        .updateTable("planets")
        .set({ farm: 20, population: 50_000 })
        .where("galaxy_id", "=", G)
        .where("id", "=", homes[carol]!)
        .execute();
      await castUntilSuccess(alice, a, { operationType: "place_nukes", targetPlanetId: homes[carol] });
      const planted = (await server.ok("plantedOperations", { params: { galaxyId: G }, token: alice })).body
        .plantedOperations;
      expect(planted).toEqual([
        expect.objectContaining({ effectType: "nuke_planted", affectedPlayerId: c, planetId: homes[carol] }),
      ]);
      expect(
        (await server.ok("plantedOperations", { params: { galaxyId: G }, token: carol })).body.plantedOperations,
      ).toEqual([]);
      const trigger = (
        token: string,
        playerId: string,
        body: Omit<RouteBody<"triggerOperation">, "galaxyId" | "playerId">,
      ) => server.send("triggerOperation", { token, body: { galaxyId: G, playerId, ...body } });
      const noBuilding = await trigger(alice, a, { effectId: planted[0]!.id });
      expect(noBuilding.status).toBe(422);
      expect(noBuilding.refusal.detail).toBe("Please select building type to destroy");
      expect((await trigger(carol, c, { effectId: planted[0]!.id, targetBuildingType: "farm" })).status).toBe(404);
      const morale = (await player(a)).morale;
      const boom = await trigger(alice, a, { effectId: planted[0]!.id, targetBuildingType: "farm" });
      expect(boom.status).toBe(200);
      expect(boom.body).toMatchObject({ success: true, resultData: { buildingType: "farm", destroyed: 3 } });
      const where = await planet(homes[carol]!);
      const planetName = `${where.x}:${where.y}:${where.idx}`;
      expect(boom.answer.message).toBe(`Nuke detonated on ${planetName}: 3 farms destroyed.`);
      expect(boom.answer.messageText).toEqual({
        code: "nuke_detonated",
        params: {
          planet: planetName,
          buildings: { code: "building_count", params: { buildingType: "farm", quantity: 3 } },
        },
      });
      expect((await planet(homes[carol]!)).farm).toBe(17);
      expect((await player(a)).morale).toBe(morale);
      expect((await trigger(alice, a, { effectId: planted[0]!.id, targetBuildingType: "farm" })).status).toBe(404);

      await castUntilSuccess(bob, ids[bob]!, { operationType: "hypnotize", targetPlanetId: homes[carol] });
      const [h] = (await server.ok("plantedOperations", { params: { galaxyId: G }, token: bob })).body
        .plantedOperations;
      expect(h).toMatchObject({ effectType: "hypnotize" });
      const pop = (await planet(homes[carol]!)).population;
      const hyp = await trigger(bob, ids[bob]!, { effectId: h!.id });
      expect(hyp.answer.resultData!.populationKilled).toBe(Math.floor(pop * 0.3));
      expect(hyp.answer.messageText).toEqual({
        code: "hypnosis_triggered",
        params: { planet: planetName, population: Math.floor(pop * 0.3) },
      });
      expect(hyp.answer.message).toBe(
        `Hypnosis triggered on ${planetName}: ${Math.floor(pop * 0.3).toLocaleString("en-US")} population lost.`,
      );
      expect((await planet(homes[carol]!)).population).toBe(pop - Math.floor(pop * 0.3));

      // A planted operation expires 48 turns after it was placed.
      await castUntilSuccess(alice, a, { operationType: "place_nukes", targetPlanetId: homes[carol] });
      await advance(47);
      expect(
        (await server.ok("plantedOperations", { params: { galaxyId: G }, token: alice })).body.plantedOperations,
      ).toHaveLength(1);
      await advance(1);
      expect(
        (await server.ok("plantedOperations", { params: { galaxyId: G }, token: alice })).body.plantedOperations,
      ).toEqual([]);
    });

    it("sabotages a portal after 20 turns and blocks one with a force field from 12 to 22 turns after the cast", async () => {
      const a = ids[alice]!;
      const b = ids[bob]!;
      const c = ids[carol]!;
      const spare = await db()
        .selectFrom("planets")
        .select("id")
        .where("galaxy_id", "=", G)
        .where("owner_id", "is", null)
        .where("is_home_slot", "=", 0)
        .orderBy("id", "desc")
        .limit(2)
        .execute();
      const [colony, fortress] = [spare[0]!.id, spare[1]!.id];
      await db()
        .updateTable("planets")
        .set({ owner_id: c, portal: 1, population: 1000 })
        .where("galaxy_id", "=", G)
        .where("id", "in", [colony, fortress])
        .execute();
      await castUntilSuccess(alice, a, { operationType: "sabotage_portal", targetPlanetId: colony });
      await setPlayer(b, { octarine: 1000 });
      const field = await castUntilSuccess(bob, b, {
        operationType: "create_portal_force_field",
        targetPlanetId: fortress,
      });
      expect(field.answer.resultData).toMatchObject({ effectType: "portal_force_field", planetId: fortress });
      // Neither is a planted operation to trigger.
      expect(
        (await server.ok("plantedOperations", { params: { galaxyId: G }, token: alice })).body.plantedOperations,
      ).toEqual([]);
      expect(
        (await server.ok("plantedOperations", { params: { galaxyId: G }, token: bob })).body.plantedOperations,
      ).toEqual([]);

      // Carol's soldiers step through portals at once, until the force field is up on the fortress.
      await setHome(c, { soldiers: 100 });
      const move = () =>
        server.send("sendFleet", {
          token: carol,
          body: {
            galaxyId: G,
            sourceFleetId: `demo:${c}:home`,
            action: "move",
            targetPlanetId: fortress,
            units: { soldiers: 1 },
          },
        });
      expect((await move()).answer.travelTimeSeconds).toBe(0);
      await advance(12);
      const blockedMove = await move();
      // Not instant any more: a slow move (needing transports) or a refusal for want of them.
      expect(blockedMove.status === 201 ? blockedMove.answer.travelTimeSeconds! > 0 : blockedMove.status === 422).toBe(
        true,
      );
      expect((await planet(colony)).portal).toBe(1);
      await advance(8);
      expect((await planet(colony)).portal).toBe(0);
      expect((await planet(fortress)).portal).toBe(1);
      await advance(2);
      const rows = await db().selectFrom("planted_operations").select("id").where("galaxy_id", "=", G).execute();
      expect(rows).toEqual([]);
    });

    it("writes the Empire Log of caster (with the report) and target (without it), and frames with false info", async () => {
      const a = ids[alice]!;
      await castUntilSuccess(alice, a, {
        operationType: "plant_false_info",
        targetPlayerId: ids[carol],
        framedPlayerId: ids[bob],
      });
      const mine = (
        await server.ok("activity", { params: { galaxyId: G }, query: { sources: "operation" }, token: alice })
      ).body.activities;
      const spy = mine.find((x) => x.operationType === "spy_on_target" && x.operationStatus === "success");
      expect(spy).toMatchObject({
        source: "operation",
        category: "operations",
        actor: { playerName: "Ops Alice" },
        target: { playerName: "Ops Carol" },
      });
      expect((spy!.details as any).intelData.race).toBe("wardancer");
      expect(spy!.summary).toBe("Spy on Target on Ops Carol: succeeded");
      expect(spy!.successRate).toBeCloseTo(0.95);
      const theirs = (
        await server.ok("activity", { params: { galaxyId: G }, query: { sources: "operation" }, token: carol })
      ).body.activities;
      expect(theirs.length).toBeGreaterThan(0);
      for (const x of theirs) expect(x.details.intelData).toBeUndefined();
      expect(theirs[0]).toMatchObject({
        operationType: "spy_on_target",
        operationStatus: "failure",
        actor: { playerName: "Ops Bob" },
      });
      expect(theirs[0]!.summary).toBe("Ops Bob used Spy on Target against you: failed");
      // The framed empire does not see the fake operation; events alone still work.
      const bobLog = (
        await server.ok("activity", { params: { galaxyId: G }, query: { sources: "operation" }, token: bob })
      ).body.activities;
      expect(bobLog.filter((x) => x.operationType === "spy_on_target" && x.actor.playerName === "Ops Bob")).toEqual([]);
      const events = (
        await server.ok("activity", { params: { galaxyId: G }, query: { sources: "event" }, token: alice })
      ).body.activities;
      expect(events.every((x: { source: string }) => x.source === "event")).toBe(true);
    });

    it("never spends the same octarine or morale twice under concurrent casts", async () => {
      const b = ids[bob]!;
      await setPlayer(b, { octarine: 25, morale: 1 });
      await setHome(b, { wizards: 50 });
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          cast(bob, { playerId: b, operationType: "vision", targetPlayerId: ids[carol] }),
        ),
      );
      const ok = results.filter((r) => r.status === 200);
      expect(ok).toHaveLength(2);
      for (const r of results.filter((x) => x.status !== 200)) {
        expect(r.status).toBe(422);
        expect(r.refusal.detail).toMatch(/^Insufficient octarine: need 10, have 5$/);
      }
      const after = await player(b);
      expect(after.octarine).toBe(5);
      expect(after.morale).toBeCloseTo(0.9);
    });

    it("keeps morale a fraction from 0 to 1: a stored 110% reads as 100% and the flip leaves it at 100%", async () => {
      const a = ids[alice]!;
      await setPlayer(a, { morale: 1.1 });
      const stats = await server.ok("playerStats", { query: { galaxyId: G }, token: alice });
      expect(stats.status).toBe(200);
      expect(stats.body.morale).toBe(1);
      expect((await advance(1)).status).toBe(200);
      expect(Number((await player(a)).morale)).toBe(1);
      await setPlayer(a, { morale: 1 });
    });
  });
}
