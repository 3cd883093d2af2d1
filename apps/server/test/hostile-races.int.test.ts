import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeFleetId } from "@nova/rules";
import { startTestServer, testDatabases, type TestServer } from "./support/test-server.ts";
import { raceReps, raceRequests, type Ledger, addInto, ledgerOf } from "./support/race-ledger.ts";

/*
 * Every hostile effect raced against every order of its victim (docs/locking.md), with real parallel HTTP
 * requests on PostgreSQL (SQLite runs one write transaction at a time). After each race the victim's stocks,
 * research, units, buildings and population must be exactly where the accepted requests' own reports put
 * them: what a cast destroyed stays destroyed, what an order spent stays spent. NOVA_RACE_REPS repetitions of
 * NOVA_RACE_REQUESTS requests each (2 × 2 by default; `npm run test:extended` runs 20 × 50).
 */

const G = "demo";
const postgres = testDatabases().find((d) => d.name === "postgres");

type Call = (server: TestServer) => Promise<{ status: number; body: any }>;

interface Ctx {
  readonly attacker: string;
  readonly wizard: string;
  readonly victim: string;
  readonly ids: Record<string, string>;
  victimHome: string;
  victimSecond: string;
  /** Per race: a stationed fleet of the victim on its second planet. */
  stationed: string;
}

const HOSTILE = [
  "destroy_cash",
  "terminate_scientist",
  "destroy_units",
  "infiltrate",
  "destroy_iron",
  "kill_scientist",
  "electric_storms",
  "nuke_trigger",
  "hypnosis_trigger",
  "combat",
] as const;
type Hostile = (typeof HOSTILE)[number];
const SPELLS: ReadonlySet<Hostile> = new Set(["destroy_iron", "kill_scientist", "electric_storms"]);

const ORDERS = ["build", "units", "send", "recall", "move", "reinforce", "market"] as const;
type Order = (typeof ORDERS)[number];

const orderCall = (order: Order, c: Ctx): Call => {
  const token = c.victim;
  const playerId = c.ids[c.victim];
  switch (order) {
    case "build":
      return (s) =>
        s.send("buildOrder", {
          token,
          body: { galaxyId: G, orders: [{ planetId: c.victimHome, buildingType: "farm", quantity: 1 }] },
        });
    case "units":
      return (s) =>
        s.send("unitBuild", {
          token,
          body: {
            galaxyId: G,
            fleetId: homeFleetId(G, playerId!),
            orders: [{ unitType: "soldier", quantity: 1 }],
          },
        });
    case "send":
      return (s) =>
        s.send("sendFleet", {
          token,
          body: {
            galaxyId: G,
            playerId,
            sourceFleetId: homeFleetId(G, playerId!),
            action: "move",
            targetPlanetId: c.victimSecond,
            units: { soldiers: 7, transports: 1 },
          },
        });
    case "recall":
      return (s) => s.send("recallFleet", { params: { fleetId: c.stationed }, token, body: { galaxyId: G, playerId } });
    case "move":
      return (s) =>
        s.send("moveFleet", {
          params: { fleetId: c.stationed },
          token,
          body: { galaxyId: G, playerId, targetPlanetId: c.victimHome },
        });
    case "reinforce":
      return (s) =>
        s.send("reinforceFleet", {
          params: { fleetId: c.stationed },
          token,
          body: { galaxyId: G, playerId, units: { soldiers: 5, transports: 1 } },
        });
    case "market":
      return (s) => s.send("marketBuy", { query: { galaxyId: G }, token, body: { resource: "iron", quantity: 10 } });
  }
};

/** What an accepted order did to the victim, from its own response. */
const orderDelta = (order: Order, body: any): Ledger => {
  if (order === "build" || order === "units") {
    const cost = body.totalCost;
    return { credits: -cost.credits, iron: -cost.iron, endurium: -cost.endurium, octarine: -cost.octarine };
  }
  if (order === "market") return { credits: -body.transaction.totalCost, iron: body.transaction.quantity };
  // Fleet orders move units between the victim's own fleets and pay a launch fee.
  return { credits: -body.fee };
};

// PostgreSQL only: without TEST_DATABASE_URL the suite is skipped (not empty, which vitest reports as a failure).
describe.skipIf(!postgres)("hostile effects racing their victim's orders on postgres", () => {
  const database = postgres!;
  let server: TestServer;
  const ctx: Ctx = {
    attacker: "dev:race-attacker", // quantam: agent operations, and the combat fleets
    wizard: "dev:race-wizard", // partaxian: the spells
    victim: "dev:race-victim",
    ids: {},
    victimHome: "",
    victimSecond: "",
    stationed: "",
  };
  const db = () => server.running.app.services.db.kysely;
  const victimId = () => ctx.ids[ctx.victim]!;

  /** Puts everyone back where a race needs them: full stocks, casters rested, fresh targets to act on. */
  const reset = async (hostile: Hostile, requests: number) => {
    const now = Date.now();
    for (const token of [ctx.attacker, ctx.wizard, ctx.victim]) {
      await db()
        .updateTable("players")
        .set({
          credits: 5_000_000,
          iron: 500_000,
          octarine: 500_000,
          endurium: 500_000,
          morale: 1,
          networth: 10_000,
          protected_until_turn: 0,
          rp_military: 900,
          rp_welfare: 900,
          rp_economy: 900,
          rp_construction: 900,
          rp_resources: 900,
          research_points: 4_500,
        })
        .where("galaxy_id", "=", G)
        .where("id", "=", ctx.ids[token]!)
        .execute();
    }
    await db()
      .updateTable("fleets")
      .set({ soldiers: 100_000, transports: 10_000, droids: 1_000, fighters: 1_000, agents: 0, wizards: 0 })
      .where("galaxy_id", "=", G)
      .where("id", "=", homeFleetId(G, victimId()))
      .execute();
    for (const [token, column] of [
      [ctx.attacker, "agents"],
      [ctx.wizard, "wizards"],
    ] as const) {
      await db()
        .updateTable("fleets")
        .set({ [column]: 100_000 })
        .where("galaxy_id", "=", G)
        .where("id", "=", homeFleetId(G, ctx.ids[token]!))
        .execute();
    }
    await db()
      .updateTable("planets")
      .set({ population: 50_000, farm: 5, mine: 5, cash_factory: 5 })
      .where("galaxy_id", "=", G)
      .where("id", "in", [ctx.victimHome, ctx.victimSecond])
      .execute();
    // Queued buildings take planet space: earlier races' jobs would leave no room to build.
    await db().deleteFrom("building_jobs").where("galaxy_id", "=", G).where("player_id", "=", victimId()).execute();
    ctx.stationed = `race-stationed-${now}-${Math.random().toString(36).slice(2)}`;
    const fleet = (id: string, player: string, extra: Record<string, unknown>) => ({
      galaxy_id: G,
      id,
      player_id: player,
      name: id.slice(0, 30),
      is_home: 0,
      action: null,
      soldiers: 50,
      droids: 0,
      fighters: 0,
      bombers: 0,
      transports: 10,
      agents: 0,
      wizards: 0,
      explorers: 0,
      home_planet_id: null,
      source_planet_id: null,
      target_planet_id: null,
      stationed_planet_id: null,
      started_at: null,
      arrives_at: null,
      created_at: now,
      portal_planet_id: null,
      merge_into_fleet_id: null,
      travel_seconds: null,
      ...extra,
    });
    await db()
      .insertInto("fleets")
      .values(
        fleet(ctx.stationed, victimId(), {
          status: "stationed",
          soldiers: 500,
          droids: 200,
          home_planet_id: ctx.victimHome,
          stationed_planet_id: ctx.victimSecond,
        }) as never,
      )
      .execute();
    for (let i = 0; i < requests; i++) {
      if (hostile === "nuke_trigger" || hostile === "hypnosis_trigger") {
        await db()
          .insertInto("planted_operations")
          .values({
            galaxy_id: G,
            id: `race-planted-${now}-${i}`,
            effect_type: hostile === "nuke_trigger" ? "nuke_planted" : "hypnotize",
            caster_id: ctx.ids[ctx.attacker]!,
            affected_player_id: victimId(),
            planet_id: ctx.victimHome,
            started_turn: 0,
            created_at: now,
          })
          .execute();
      }
      if (hostile === "combat") {
        // A small arrived attack fleet on the second planet (home worlds cannot be attacked) that its station beats.
        await db()
          .insertInto("fleets")
          .values(
            fleet(`race-attack-${now}-${i}`, ctx.ids[ctx.attacker]!, {
              status: "arrived",
              action: "attack",
              soldiers: 20,
              transports: 5,
              fighters: 5,
              target_planet_id: ctx.victimSecond,
              arrives_at: now - 1000 + i,
            }) as never,
          )
          .execute();
      }
    }
  };

  const hostileCall = (hostile: Hostile, i: number): Call => {
    const stamp = `${i}`;
    if (hostile === "nuke_trigger" || hostile === "hypnosis_trigger") {
      return async (s) => {
        const planted = await db()
          .selectFrom("planted_operations")
          .select("id")
          .where("galaxy_id", "=", G)
          .where("caster_id", "=", ctx.ids[ctx.attacker]!)
          .orderBy("id")
          .offset(i)
          .limit(1)
          .executeTakeFirst();
        return s.send("triggerOperation", {
          token: ctx.attacker,
          body: {
            galaxyId: G,
            playerId: ctx.ids[ctx.attacker]!,
            effectId: planted?.id ?? `missing-${stamp}`,
            ...(hostile === "nuke_trigger" ? { targetBuildingType: "farm" } : {}),
          },
        });
      };
    }
    if (hostile === "combat") {
      return (s) =>
        s.send("initiateCombat", {
          params: { planetId: ctx.victimSecond },
          query: { galaxy_id: G, player_id: ctx.ids[ctx.attacker] },
          token: ctx.attacker,
        });
    }
    const caster = SPELLS.has(hostile) ? ctx.wizard : ctx.attacker;
    return (s) =>
      s.send("castOperation", {
        params: { galaxyId: G },
        token: caster,
        body: {
          galaxyId: G,
          playerId: ctx.ids[caster]!,
          operationType: hostile,
          ...(hostile === "destroy_units"
            ? { targetPlanetId: ctx.victimHome, targetUnitType: "soldier" }
            : { targetPlayerId: victimId() }),
        },
      });
  };

  /** What an accepted hostile request did to the victim, from its own report. */
  const hostileDelta = async (hostile: Hostile, body: any): Promise<Ledger> => {
    if (hostile === "combat") {
      const report = await server.ok("battle", {
        params: { galaxyId: G, reportId: body.battleReportId },
        token: ctx.attacker,
      });
      const lost: Record<string, number> =
        report.body.defenderTotalLosses ?? (report.body as any).report?.defenderTotalLosses;
      expect(lost, JSON.stringify(report.body).slice(0, 300)).toBeDefined();
      return Object.fromEntries(Object.entries(lost).map(([k, n]) => [k, -n]));
    }
    if (hostile === "nuke_trigger") return body.success ? { farm: -body.resultData.destroyed } : {};
    if (hostile === "hypnosis_trigger") return body.success ? { population: -body.resultData.populationKilled } : {};
    if (!body.success) return {};
    const r = body.resultData;
    if (hostile === "destroy_cash") return { credits: -r.destroyed };
    if (hostile === "destroy_iron") return { iron: -r.destroyed };
    if (hostile === "destroy_units") return { soldiers: -r.destroyed };
    if (hostile === "terminate_scientist" || hostile === "kill_scientist") {
      return Object.fromEntries(Object.entries(r.researchPointsLost).map(([k, n]) => [`rp_${k}`, -(n as number)]));
    }
    return {};
  };

  beforeAll(async () => {
    // The extended run sends thousands of requests a minute from one address: the limiter is not under test here.
    server = await startTestServer(database, { env: { RATE_LIMIT_PER_MINUTE: "1000000" } });
    for (const [token, name, race] of [
      [ctx.attacker, "Race Attacker", "quantam"],
      [ctx.wizard, "Race Wizard", "partaxian"],
      [ctx.victim, "Race Victim", "wardancer"],
    ] as const) {
      const reg = await server.ok("register", { token, body: { username: name, race, galaxyId: G } });
      expect(reg.status).toBe(201);
      ctx.ids[token] = reg.body.playerId;
      if (token === ctx.victim) ctx.victimHome = reg.body.homePlanetId;
    }
    const fams = await db().selectFrom("families").select("id").where("galaxy_id", "=", G).orderBy("id").execute();
    for (const [i, token] of [ctx.attacker, ctx.wizard, ctx.victim].entries()) {
      await db()
        .updateTable("players")
        .set({ family_id: fams[i]?.id ?? null })
        .where("galaxy_id", "=", G)
        .where("id", "=", ctx.ids[token]!)
        .execute();
    }
    const free = await db()
      .selectFrom("planets")
      .select("id")
      .where("galaxy_id", "=", G)
      .where("owner_id", "is", null)
      .where("is_home_slot", "=", 0)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    ctx.victimSecond = free.id;
    await db()
      .updateTable("planets")
      .set({ owner_id: victimId(), claimed_at: Date.now() })
      .where("galaxy_id", "=", G)
      .where("id", "=", free.id)
      .execute();
  });
  afterAll(async () => server?.close());

  for (const hostile of HOSTILE) {
    it(
      `${hostile} against each of the victim's orders loses no update`,
      async () => {
        const reps = raceReps();
        const requests = raceRequests();
        for (const order of ORDERS) {
          let ordersAccepted = 0;
          let hostileAnswered = 0;
          for (let rep = 0; rep < reps; rep++) {
            await reset(hostile, Math.ceil(requests / 2));
            const before = await ledgerOf(db(), G, victimId());
            const calls: { kind: "hostile" | "order"; call: Call }[] = [];
            for (let i = 0; i < requests; i++) {
              calls.push(
                i % 2 === 0
                  ? { kind: "hostile", call: hostileCall(hostile, i / 2) }
                  : { kind: "order", call: orderCall(order, ctx) },
              );
            }
            const answers = await Promise.all(calls.map((c) => c.call(server)));
            const expected: Ledger = { ...before };
            for (const [i, answer] of answers.entries()) {
              const kind = calls[i]!.kind;
              const label = `${hostile} × ${order} rep ${rep}: ${kind} ${answer.status} ${JSON.stringify(answer.body)}`;
              // Refusals are fine (one recall wins, morale runs out); an error never is.
              expect(answer.status, label).toBeLessThan(500);
              if (answer.status !== 200 && answer.status !== 201) {
                expect(answer.body.code, label).toBeTypeOf("string");
                if (process.env["RACE_DEBUG"]) console.log(label);
                continue;
              }
              if (kind === "order") {
                ordersAccepted++;
                addInto(expected, orderDelta(order, answer.body));
              } else {
                hostileAnswered++;
                addInto(expected, await hostileDelta(hostile, answer.body));
              }
            }
            const after = await ledgerOf(db(), G, victimId());
            // Combat rewrites the planet's buildings and population from its own battle; units and stocks still add up.
            const compared = Object.keys(after).filter(
              (k) => hostile !== "combat" || !["population", "farm", "mine", "cash_factory"].includes(k),
            );
            const pick = (l: Ledger) => Object.fromEntries(compared.map((k) => [k, l[k] ?? 0]));
            expect(pick(after), `${hostile} × ${order} rep ${rep}`).toEqual(pick(expected));
          }
          expect(ordersAccepted, `${hostile} × ${order}: no order was accepted`).toBeGreaterThan(0);
          expect(hostileAnswered, `${hostile} × ${order}: no hostile request was accepted`).toBeGreaterThan(0);
        }
      },
      // The extended run (20 × 50) takes minutes per effect; a timed-out race would leak requests into the next.
      30_000 + raceReps() * raceRequests() * ORDERS.length * 100,
    );
  }
});
