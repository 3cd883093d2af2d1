import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { createGalaxy } from "@nova/server";
import { api, uniqueName } from "./support/api.ts";
import { SCREENSHOT_DIR, newTestPage, screenshot } from "./support/browser.ts";
import { expectVisible } from "./support/expect-page.ts";
import { browserSuite } from "./support/suite.ts";
import { signInAs } from "./support/game.ts";
import { goInApp } from "./support/navigate.ts";

/**
 * A hard NPC at war (rules.md 16 step 5), seen by the player it attacks: the NPC looks at the player's colony
 * with a spell, sends a strike force and takes the colony when it arrives; the player finds the spell, the
 * battle and the lost planet in the browser.
 */

const suite = browserSuite("npc-war");

describe("a hard NPC at war", () => {
  const G = "frontier";
  const commander = uniqueName("vic");
  const token = `dev:${commander}`;
  const empireName = "Vic's Reach";
  let npc: { id: string; username: string };
  let colony: string;
  let page: Page;
  const db = () => suite.server.running.app.services.db.kysely;
  const advance = (turns: number) =>
    api(suite.server.url, token).call("advanceTurn", { params: { galaxyId: G }, body: { turns } });

  test("a player holds an undefended colony beside a hard NPC that has an army", async () => {
    await createGalaxy(suite.server.running.app.services, {
      id: G,
      name: "Frontier",
      shardId: "shard-1",
      ownerId: null,
      isPrivate: false,
      config: {
        gridWidth: 16,
        gridHeight: 16,
        familyCount: 3,
        maxPlayersPerFamily: 2,
        planetsPerHomeSystem: 2,
        planetsPerNeutralSystem: 3,
        systemDensity: 0.2,
        turnLengthMinutes: 5,
      },
      npcCount: 1,
      npcDifficulty: "hard",
    });
    const reg = await api(suite.server.url, token).call("register", {
      body: {
        username: empireName,
        race: "quantam",
        galaxyId: G,
      },
    });
    npc = await db()
      .selectFrom("players")
      .select(["id", "username"])
      .where("galaxy_id", "=", G)
      .where("is_npc", "=", 1)
      .executeTakeFirstOrThrow();
    const npcHome = await db()
      .selectFrom("planets")
      .select(["x", "y"])
      .where("galaxy_id", "=", G)
      .where("owner_id", "=", npc.id)
      .executeTakeFirstOrThrow();
    const free = await db()
      .selectFrom("planets")
      .select(["id", "x", "y", "size"])
      .where("galaxy_id", "=", G)
      .where("owner_id", "is", null)
      .where("is_home_slot", "=", 0)
      .execute();
    const nearest = free.sort(
      (a, b) => Math.hypot(a.x - npcHome.x, a.y - npcHome.y) - Math.hypot(b.x - npcHome.x, b.y - npcHome.y),
    )[0];
    if (!nearest) throw new Error("no neutral planet near the NPC");
    colony = nearest.id;
    // The colony (set up by hand: exploring takes many turns), past newcomer protection; the NPC (quantam, so
    // it knows Sense Defense System) with a strike force and the credits to keep it.
    await db()
      .updateTable("planets")
      .set({ owner_id: reg.playerId, population: nearest.size, claimed_at: 0, farm: 2 })
      .where("galaxy_id", "=", G)
      .where("id", "=", colony)
      .execute();
    await db()
      .updateTable("players")
      .set({ protected_until_turn: 0 })
      .where("galaxy_id", "=", G)
      .where("id", "=", reg.playerId)
      .execute();
    await db()
      .updateTable("players")
      .set({ race: "quantam", credits: 1_000_000 })
      .where("galaxy_id", "=", G)
      .where("id", "=", npc.id)
      .execute();
    await db()
      .updateTable("fleets")
      .set({ droids: 2_000, transports: 20, fighters: 100, bombers: 20 })
      .where("galaxy_id", "=", G)
      .where("id", "=", `${G}:${npc.id}:home`)
      .execute();
  });

  test("the NPC sends its strike, and the player's dashboard warns of it", async () => {
    await advance(1);
    const strike = await db()
      .selectFrom("fleets")
      .select("status")
      .where("galaxy_id", "=", G)
      .where("player_id", "=", npc.id)
      .where("action", "=", "attack")
      .executeTakeFirst();
    expect(strike?.status).toBe("traveling");
    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    page = suite.current.page;
    await signInAs(page, commander);
    await page.goto(`/dashboard?galaxyId=${G}`);
    await expectVisible(page.getByRole("heading", { name: `${empireName}'s Empire` }), "the dashboard");
    const warning = page.getByTestId("incoming-fleets");
    await expectVisible(warning.getByText("A hostile fleet is approaching"), "the incoming-fleet warning");
    await expectVisible(
      warning.getByText(`${npc.username} → ${colony.slice(G.length + 1)}: arrives in`, { exact: false }),
      "who comes, where and when",
    );
    await screenshot(page, "89-npc-strike-warning");
  });

  test("the strike takes the colony on arrival, and the dashboard tells of it at once", async () => {
    await advance(12);
    const planet = await db()
      .selectFrom("planets")
      .select("owner_id")
      .where("galaxy_id", "=", G)
      .where("id", "=", colony)
      .executeTakeFirstOrThrow();
    expect(planet.owner_id).toBe(npc.id);
    // The open dashboard hears the flips (server push): the warning goes and the battle shows.
    await expect.poll(() => page.getByTestId("incoming-fleets").count(), { timeout: 8_000 }).toBe(0);
    await expectVisible(
      page.getByText(new RegExp(`${npc.username} attacked your planet .*: ${npc.username} won`)).first(),
      "the attack in Recent Activity",
    );
    await screenshot(page, "90-npc-attack-dashboard");
  });

  test("the Empire Log holds the NPC's spell and the battle report, and the colony is gone", async () => {
    await goInApp(page, `/combat-log?galaxyId=${G}`);
    await expectVisible(page.getByRole("heading", { name: "Empire Log", level: 1 }), "the Empire Log");
    await expectVisible(
      page.getByTestId("activity-summary").filter({ hasText: "Sense Defense System" }).first(),
      "the NPC's Sense Defense System in the log",
    );
    const report = await db()
      .selectFrom("battle_reports")
      .select("id")
      .where("galaxy_id", "=", G)
      .where("attacker_id", "=", npc.id)
      .executeTakeFirstOrThrow();
    await page.goto(`/combat-log?galaxyId=${G}&reportId=${report.id}`);
    const battle = page.getByTestId("battle-report");
    await expectVisible(battle.getByText(npc.username).first(), "the NPC as the attacker");
    await expectVisible(battle.getByText(empireName).first(), "the player as the defender");
    await expectVisible(battle.getByText("3. Ground Battle"), "the battle's phases");
    // The entry opens while its report loads and the page grows after it; the shared helper's frozen
    // animations catch it half-open, so this picture waits until no collapse is still opening.
    await page.waitForFunction(
      () => document.querySelector(".MuiCollapse-root:not(.MuiCollapse-entered):not(.MuiCollapse-hidden)") === null,
    );
    await page.screenshot({ path: join(SCREENSHOT_DIR, "91-npc-attack-report.png"), fullPage: true });

    await page.goto(`/planets?galaxyId=${G}`);
    await expectVisible(page.getByRole("heading", { name: "Your Planets" }), "the Planets page");
    await expect.poll(async () => page.getByTestId("planet-card-title").count()).toBe(1);
    // Only the home world is left: the colony's card is gone.
    expect(await page.getByTestId(`planet-card-${colony.slice(G.length + 1)}`).count()).toBe(0);
  });
});
