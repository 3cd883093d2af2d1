import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { createGalaxy } from "../apps/server/src/services/galaxy/galaxy-factory.ts";
import { api, uniqueName } from "./support/api.ts";
import { newTestPage, screenshot } from "./support/browser.ts";
import { expectVisible } from "./support/expect-page.ts";
import { browserSuite } from "./support/suite.ts";
import { signInAs } from "./support/game.ts";

/**
 * The 3D map beyond its first picture (core-play section 4, social-and-advanced section 1): in a galaxy of more
 * than a thousand systems the level of detail follows the camera (stars near it drawn in detail, far ones
 * coarse or culled), and a fleet in flight is drawn as a cone that the Fleets switch hides and shows.
 */

interface MapStatsView {
  frames: number;
  totalSystems: number;
  visibleSystems: number;
  detail: Record<string, number> | null;
  fleets: number | null;
}

const G = "vast";
const suite = browserSuite("map-3d");

const mapStats = (page: Page): Promise<MapStatsView | null> =>
  page.evaluate(() => {
    // Published by the map renderers (apps/web/src/map2d/map-stats.ts).
    const s = (window as unknown as { __novaMapStats?: MapStatsView }).__novaMapStats;
    return s
      ? {
          frames: s.frames,
          totalSystems: s.totalSystems,
          visibleSystems: s.visibleSystems,
          detail: s.detail ? { ...s.detail } : null,
          fleets: s.fleets,
        }
      : null;
  });

describe("3D map", () => {
  const commander = uniqueName("astro");
  const token = `dev:${commander}`;
  let page: Page;

  test("a commander in a galaxy of over a thousand systems sends an explorer", async () => {
    await createGalaxy(suite.server.running.app.services, {
      id: G,
      name: "Vast Reaches",
      shardId: "shard-1",
      ownerId: null,
      isPrivate: false,
      config: {
        gridWidth: 160,
        gridHeight: 160,
        familyCount: 2,
        maxPlayersPerFamily: 4,
        planetsPerHomeSystem: 2,
        planetsPerNeutralSystem: 1,
        systemDensity: 0.06,
        turnLengthMinutes: 15,
      },
      npcCount: 0,
      npcDifficulty: "easy",
    });
    const reg = await api(suite.server.url, token).call("register", {
      body: {
        username: `Astra ${commander.slice(-4)}`,
        race: "camaar",
        galaxyId: G,
      },
    });
    const { systems } = await api(suite.server.url, token).call("systems", { params: { galaxyId: G } });
    expect(systems.length, "more systems than the level-of-detail threshold").toBeGreaterThan(1000);
    const target = systems.find((s) => s.systemType === "normal" && !s.owner)!;
    // Exploring needs half of the empire's planet space built (rules): fill the home world with farms.
    const db = suite.server.running.app.services.db.kysely;
    const home = await db
      .selectFrom("planets")
      .select(["id", "size"])
      .where("galaxy_id", "=", G)
      .where("owner_id", "=", reg.playerId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable("planets")
      .set({ farm: Number(home.size) })
      .where("galaxy_id", "=", G)
      .where("id", "=", home.id)
      .execute();
    await api(suite.server.url, token).call("sendFleet", {
      body: {
        galaxyId: G,
        sourceFleetId: `${G}:${reg.playerId}:home`,
        action: "exploration",
        targetPlanetId: `${G}:${target.x},${target.y}:1`,
        units: { explorers: 1 },
      },
    });

    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    page = suite.current.page;
    await signInAs(page, commander);
  });

  test("draws the explorer in flight, and the Fleets switch hides and shows it", async () => {
    await page.goto(`/map-3d?galaxyId=${G}`);
    await expectVisible(page.getByTestId("map-3d-canvas"), "the 3D canvas", 30_000);
    await expect.poll(async () => (await mapStats(page))?.fleets ?? null, { timeout: 15_000 }).toBe(1);
    // The panel counts the home fleet and the explorer.
    await expectVisible(page.getByTestId("map-3d-panel").getByText("Fleets"), "the panel's fleet count");
    const fleets = page.getByRole("switch", { name: "Fleets", exact: true });
    await fleets.click();
    await expect.poll(async () => (await mapStats(page))?.fleets).toBe(0);
    await fleets.click();
    await expect.poll(async () => (await mapStats(page))?.fleets).toBe(1);
  });

  test("switches the level of detail with the camera: detailed stars up close, coarse or culled far away", async () => {
    const canvas = page.getByTestId("map-3d-canvas");
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 25; i++) await page.mouse.wheel(0, -240);
    await expect.poll(async () => (await mapStats(page))?.detail?.["high"] ?? 0).toBeGreaterThan(0);
    const near = (await mapStats(page))!;
    const sum = (d: Record<string, number>) => Object.values(d).reduce((a, b) => a + b, 0);
    expect(sum(near.detail!), "every system sorted into a level").toBe(near.totalSystems);
    expect(
      near.detail!["low"]! + near.detail!["far"]! + near.detail!["culled"]!,
      "the far side is coarse",
    ).toBeGreaterThan(0);
    await screenshot(page, "142-map-3d-near");

    for (let i = 0; i < 25; i++) await page.mouse.wheel(0, 240);
    await expect.poll(async () => (await mapStats(page))?.detail?.["high"] ?? -1).toBe(0);
    const far = (await mapStats(page))!;
    expect(far.detail!["far"]! + far.detail!["culled"]!, "from afar stars are coarse or culled").toBeGreaterThan(
      near.detail!["far"]! + near.detail!["culled"]!,
    );
    expect(far.visibleSystems).toBe(far.totalSystems - far.detail!["culled"]!);
    await screenshot(page, "143-map-3d-far");
  });
});
