import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { api, uniqueName } from "./support/api.ts";
import { newTestPage, screenshot } from "./support/browser.ts";
import { expectVisible, waitForPath } from "./support/expect-page.ts";
import { foundEmpire, navLink } from "./support/game.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Rankings (social-and-advanced section 2): in the demo galaxy (four NPC empires) two rival commanders train
 * soldiers through the API and the galaxy advances; a new commander founds an empire in the browser, opens
 * Rankings from the navigation, finds their own row among the ranked empires, switches to Families, opens their
 * family's members and jumps from their row to the grid map focused on their home system.
 */

interface RankedPlayer {
  playerId: string;
  playerName: string;
  familyId: string | null;
  homeSystemCoordinates: { x: number; y: number } | null;
}

interface MapViewport {
  centerX: number;
  centerY: number;
}

const suite = browserSuite("rankings");

/** A rival founds an empire through the API and trains `soldiers` in its home fleet. */
const rival = async (name: string, race: string, soldiers: number): Promise<void> => {
  const token = `dev:${uniqueName("rival")}`;
  const reg = await api(suite.server.url, token).call("register", {
    body: {
      username: name,
      race,
      galaxyId: "demo",
    },
  });
  await api(suite.server.url, token).call("unitBuild", {
    body: {
      galaxyId: "demo",
      fleetId: `demo:${reg.playerId}:home`,
      orders: [{ unitType: "soldier", quantity: soldiers }],
    },
  });
};

const rankedPlayers = (token: string) =>
  api(suite.server.url, token)
    .call("playerRankings", { params: { galaxyId: "demo" } })
    .then((r) => r.players);

const mapViewport = (page: Page): Promise<MapViewport | null> =>
  page.evaluate(() => {
    // Published by the grid map renderer (apps/web/src/map2d/map-stats.ts).
    const stats = (window as unknown as { __novaMapStats?: { viewport: MapViewport | null } }).__novaMapStats;
    return stats?.viewport ?? null;
  });

describe("rankings", () => {
  const commander = uniqueName("ranked");
  const token = `dev:${commander}`;
  const empireName = `Lyra ${randomBytes(3).toString("hex")}`;
  let page: Page;
  let own: RankedPlayer;

  test("a new commander founds an empire while rivals grow", async () => {
    await rival("Andromeda Dominion", "camaar", 200);
    await rival("Sirius Compact", "revalon", 90);
    await api(suite.server.url, token).call("advanceTurn", { params: { galaxyId: "demo" }, body: { turns: 3 } });

    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    page = suite.current.page;
    await foundEmpire(page, suite.server.url, { commander: commander, empireName: empireName, race: "Partaxian" });
    await waitForPath(page, "/dashboard");
  });

  test("sees every empire ranked, with medals on the podium and their own row marked", async () => {
    await navLink(page, "Rankings").click();
    await waitForPath(page, "/rankings");
    await expectVisible(page.getByRole("heading", { name: "Rankings", level: 1 }), "the Rankings title");
    const table = page.getByTestId("player-rankings");
    await expectVisible(table, "the player rankings");

    const ranked = await rankedPlayers(token);
    // Four NPC empires, two rivals and the new commander.
    expect(ranked).toHaveLength(7);
    const rows = table.getByTestId("player-ranking-row");
    await expect.poll(() => rows.count()).toBe(7);
    const names = await table.getByTestId("ranking-player-name").allInnerTexts();
    expect(names, "the page shows the server's order").toEqual(ranked.map((p) => p.playerName));
    expect(names[0], "the rival with the most soldiers leads").toBe("Andromeda Dominion");
    expect(await table.getByTestId("ranking-medal").evaluateAll((els) => els.map((e) => e.dataset["medal"]))).toEqual([
      "gold",
      "silver",
      "bronze",
    ]);
    expect(await table.getByText("NPC", { exact: true }).count()).toBe(4);

    own = ranked.find((p) => p.playerName === empireName)!;
    const ownRow = table.locator(`[data-player-id="${own.playerId}"]`);
    await expectVisible(ownRow.getByTestId("own-ranking-chip"), "the 'You' chip on the commander's row");
    expect(await ownRow.getAttribute("aria-current")).toBe("true");
    const place = ranked.findIndex((p) => p.playerId === own.playerId) + 1;
    expect(await page.getByTestId("own-rank").innerText()).toBe(`Your rank: #${place} of 7`);
    await screenshot(page, "80-rankings-players");
  });

  test("opens their family's members on the Families tab", async () => {
    await page.getByTestId("rankings-tab-families").click();
    const families = page.getByTestId("family-rankings");
    await expectVisible(families, "the family rankings");
    const ownFamily = families.locator(`[data-testid="family-ranking-row"][data-family-id="${own.familyId}"]`);
    await expectVisible(ownFamily.getByTestId("own-family-chip"), "the 'Your family' chip");
    await ownFamily.click();

    const members = page.getByTestId("family-member-rankings");
    await expectVisible(members, "the family's members");
    const memberRows = members.getByTestId("family-member-row");
    const family = await api(suite.server.url, token).call("familyRankingMembers", {
      params: { galaxyId: "demo", familyId: own.familyId! },
    });
    await expect.poll(() => memberRows.count()).toBe(family.members.length);
    expect(await members.getByTestId("ranking-player-name").allInnerTexts()).toEqual(
      family.members.map((m) => m.playerName),
    );
    await expectVisible(
      members.locator(`[data-player-id="${own.playerId}"]`).getByText("Partaxian"),
      "the commander's race in the members table",
    );
    await screenshot(page, "81-rankings-families");
  });

  test("jumps from their row to the grid map focused on their home system", async () => {
    const planets = await api(suite.server.url, token).call("planets", { params: { galaxyId: "demo" } });
    const home = planets.planets.find((p) => p.isHomeWorld)!.coordinates;
    expect(own.homeSystemCoordinates).toEqual(home);

    await page
      .getByTestId("family-member-rankings")
      .locator(`[data-player-id="${own.playerId}"]`)
      .getByTestId("ranking-map-button")
      .click();
    await waitForPath(page, "/map-grid");
    const url = new URL(page.url());
    expect(url.searchParams.get("galaxyId")).toBe("demo");
    expect(url.searchParams.get("focusX")).toBe(String(home.x));
    expect(url.searchParams.get("focusY")).toBe(String(home.y));
    await expectVisible(page.getByTestId("grid-map-canvas"), "the grid map");
    await expect
      .poll(async () => {
        const viewport = await mapViewport(page);
        return viewport && [Math.floor(viewport.centerX), Math.floor(viewport.centerY)];
      })
      .toEqual([home.x, home.y]);
    await screenshot(page, "82-rankings-map-focus");
  });
});
