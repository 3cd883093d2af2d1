import { randomBytes } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { api, uniqueName } from "./support/api.ts";
import { newTestPage, resizeViewport, screenshot } from "./support/browser.ts";
import { expectVisible, waitForPath } from "./support/expect-page.ts";
import { browserSuite } from "./support/suite.ts";
import { signInAs } from "./support/game.ts";
import { goInApp } from "./support/navigate.ts";

/**
 * The maps' covert operations (social-and-advanced sections 2, 5, 7, 8): a Quantam empire opens a rival's
 * planet on the grid map, spies on it from the map's dialog, reads the result and follows it to the Empire
 * Log; the dialog refuses agent operations on an unowned planet; the 3D map's Intel overlay rings the system
 * Find Targets revealed.
 */

const G = "demo";
const suite = browserSuite("map-operations");

interface MapStatsView {
  frames: number;
  rings: number | null;
  viewport: { centerX: number; centerY: number } | null;
}

const mapStats = (page: Page): Promise<MapStatsView | null> =>
  page.evaluate(() => {
    // Published by the map renderers (apps/web/src/map2d/map-stats.ts).
    const s = (window as unknown as { __novaMapStats?: MapStatsView }).__novaMapStats;
    return s ? { frames: s.frames, rings: s.rings, viewport: s.viewport } : null;
  });

/** Where the 3D map draws the system at (x, y), in canvas pixels, as the renderer itself projects it. */
const locateSystem = (page: Page, x: number, y: number): Promise<{ x: number; y: number } | null> =>
  page.evaluate(
    ([sx, sy]) => {
      type Locate = (x: number, y: number) => { x: number; y: number } | null;
      const s = (window as unknown as { __novaMapStats?: { locate: Locate | null } }).__novaMapStats;
      return s?.locate?.(sx!, sy!) ?? null;
    },
    [x, y],
  );

/** Canvas pixels close to the Intel ring colour (#ff4081), sampled on a 3-pixel lattice. */
const intelPixels = (canvas: Locator): Promise<number> =>
  canvas.evaluate((element) => {
    const source = element as HTMLCanvasElement;
    const copy = document.createElement("canvas");
    copy.width = source.width;
    copy.height = source.height;
    const ctx = copy.getContext("2d")!;
    ctx.drawImage(source, 0, 0);
    const data = ctx.getImageData(0, 0, copy.width, copy.height).data;
    let n = 0;
    for (let i = 0; i < data.length; i += 4 * 3) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (r > 200 && g > 30 && g < 110 && b > 95 && b < 170) n++;
    }
    return n;
  });

/** Casts from the open map dialog until the server answers with a success (a cast succeeds 90-95% here). */
const castFromDialogUntilSuccess = async (page: Page, dialog: Locator) => {
  for (let attempt = 0; attempt < 6; attempt++) {
    const answer = page.waitForResponse((r) => r.url().includes(`/operations/${G}/cast`));
    // A successful cast reloads the map's system planets about a second later.
    const reload = page.waitForResponse((r) => r.url().includes(`/galaxy/system-planets/${G}/`)).catch(() => null);
    await dialog.getByTestId("map-operation-cast").click();
    const body = (await (await answer).json()) as { success: boolean; operationId: string; message: string };
    if (body.success) return { body, reload };
  }
  throw new Error("the map's cast never succeeded");
};

describe("map operations", () => {
  const commander = uniqueName("mapspy");
  const token = `dev:${commander}`;
  const rivalToken = `dev:${uniqueName("maptarget")}`;
  const empireName = `Veil ${randomBytes(3).toString("hex")}`;
  const rivalName = `Mark ${randomBytes(3).toString("hex")}`;
  let page: Page;
  let playerId = "";
  let rivalId = "";
  let rivalHome = { id: "", x: 0, y: 0 };

  test("a Quantam empire trains agents and wizards while a rival settles", async () => {
    const me = api(suite.server.url, token);
    const rivalApi = api(suite.server.url, rivalToken);
    const rival = await rivalApi.call("register", { body: { username: rivalName, race: "wardancer", galaxyId: G } });
    rivalId = rival.playerId;
    const reg = await me.call("register", { body: { username: empireName, race: "quantam", galaxyId: G } });
    playerId = reg.playerId;
    await me.call("unitBuild", {
      body: {
        galaxyId: G,
        fleetId: `${G}:${playerId}:home`,
        orders: [
          { unitType: "agent", quantity: 60 },
          { unitType: "wizard", quantity: 40 },
        ],
      },
    });
    // Agents and wizards take 4 turns to train; a new empire is protected from hostile operations for its first
    // 72 turns (rules.md 4, 13.1), so the clock runs past that.
    await me.call("advanceTurn", { params: { galaxyId: G }, body: { turns: 73 } });
    const planets = await rivalApi.call("planets", { params: { galaxyId: G } });
    const home = planets.planets.find((p) => p.isHomeWorld)!;
    rivalHome = { id: home.id, ...home.coordinates };

    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    page = suite.current.page;
    await resizeViewport(page, { width: 1366, height: 900 });
    await signInAs(page, commander);
    await page.goto(`/dashboard?galaxyId=${G}`);
    await expectVisible(page.getByRole("heading", { name: `${empireName}'s Empire` }), "the dashboard");
  });

  test("spies on the rival's planet from the grid map's dialog and follows the result to the Empire Log", async () => {
    await goInApp(page, `/map-grid?galaxyId=${G}&focusX=${rivalHome.x}&focusY=${rivalHome.y}`);
    const canvas = page.getByTestId("grid-map-canvas");
    await expectVisible(canvas, "the grid map");
    await expect
      .poll(async () => (await mapStats(page))?.viewport?.centerX, { message: "centred on the rival's home" })
      .toBe(rivalHome.x + 0.5);
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const drawer = page.getByTestId("system-drawer");
    await expectVisible(drawer.getByRole("heading", { name: `System (${rivalHome.x}, ${rivalHome.y})` }), "the drawer");
    const card = drawer.locator('[data-testid^="system-planet-"]').filter({ hasText: rivalName });
    await card.getByRole("button", { name: "Operations", exact: true }).click();

    const dialog = page.getByRole("dialog", { name: /Covert Operations/ });
    await expectVisible(dialog, "the covert operations dialog");
    expect(await dialog.textContent()).toContain(rivalName);
    expect(await dialog.getByRole("tab", { name: "Agent Operations" }).getAttribute("aria-selected")).toBe("true");
    await dialog.getByTestId("operation-spy_on_target").click();
    // Every available agent goes (rules.md 14.1): the unit count is the dialog's agent count, at least 5 + 60.
    const agents = Number(((await dialog.getByText(/^Agents \d/).textContent()) ?? "").replace(/\D/g, ""));
    expect(agents).toBeGreaterThanOrEqual(65);
    expect(await dialog.getByTestId("map-operation-units").inputValue()).toBe(String(agents));

    const { body, reload } = await castFromDialogUntilSuccess(page, dialog);
    const result = dialog.getByTestId("map-operation-result");
    await expectVisible(result.getByText(`Spy on Target succeeded on ${rivalName}.`), "the success text");
    await expectVisible(result.getByTestId("intel-report"), "the spy report");
    expect(await result.getByTestId("intel-report").textContent()).toContain("Wardancer");
    expect(await reload, "the map reloads after the operation").not.toBeNull();
    const link = result.getByTestId("operation-log-link");
    expect(await link.getAttribute("href")).toBe(`/combat-log?galaxyId=${G}&reportId=${body.operationId}`);
    await screenshot(page, "95-map-operation-dialog");

    await link.click();
    await waitForPath(page, "/combat-log");
    const entry = page
      .getByTestId("activity-entry")
      .filter({ hasText: `Spy on Target on ${rivalName}: succeeded` })
      .first();
    await expectVisible(entry.getByTestId("activity-intelData"), "the linked entry opened with its report");
  });

  test("refuses agent operations on an unowned planet with the spec's text", async () => {
    const layout = await api(suite.server.url, token).call("layout", { params: { galaxyId: G } });
    let free: { x: number; y: number } | null = null;
    for (const s of layout.systems.filter((s) => s.systemType === "normal").slice(0, 20)) {
      const answer = await api(suite.server.url, token).call("systemPlanets", {
        params: { galaxyId: G, systemId: `${s.x},${s.y}` },
      });
      if (answer.planets.some((p) => p.ownerId === null)) {
        free = s;
        break;
      }
    }
    expect(free, "a neutral system with an unowned planet").not.toBeNull();
    await page.goto(`/map-grid?galaxyId=${G}&focusX=${free!.x}&focusY=${free!.y}`);
    const canvas = page.getByTestId("grid-map-canvas");
    await expect.poll(async () => (await mapStats(page))?.viewport?.centerX).toBe(free!.x + 0.5);
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const drawer = page.getByTestId("system-drawer");
    const card = drawer.locator('[data-testid^="system-planet-"]').filter({ hasText: "Unexplored" }).first();
    await card.getByRole("button", { name: "Operations", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: /Covert Operations/ });
    await expectVisible(dialog, "the dialog on an unowned planet");
    // Only spells on one's own empire work here, so the dialog opens on Magic Spells.
    expect(await dialog.getByRole("tab", { name: "Magic Spells" }).getAttribute("aria-selected")).toBe("true");
    await dialog.getByRole("tab", { name: "Agent Operations" }).click();
    await dialog.getByTestId("operation-spy_on_target").click();
    let casts = 0;
    page.on("request", (r) => {
      if (r.url().includes(`/operations/${G}/cast`)) casts++;
    });
    await dialog.getByTestId("map-operation-cast").click();
    await expectVisible(
      dialog.getByTestId("map-operation-error").getByText("Cannot perform operations on unowned planets."),
      "the unowned planet text",
    );
    expect(casts, "nothing sent").toBe(0);
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
  });

  test("the 3D map's Intel overlay rings the system Find Targets revealed", async () => {
    let revealed = false;
    for (let attempt = 0; attempt < 6 && !revealed; attempt++) {
      const answer = await api(suite.server.url, token).call("castOperation", {
        params: { galaxyId: G },
        body: { galaxyId: G, playerId, operationType: "find_targets_planet", targetPlayerId: rivalId, unitCount: 45 },
      });
      revealed = answer.success;
    }
    expect(revealed, "Find Targets succeeded").toBe(true);

    await goInApp(page, `/map-3d?galaxyId=${G}`);
    const canvas = page.getByTestId("map-3d-canvas");
    await expectVisible(canvas, "the 3D canvas", 30_000);
    await expect.poll(async () => (await mapStats(page))?.rings ?? null).not.toBeNull();
    const before = (await mapStats(page))!.rings!;
    expect(await page.getByTestId("map-3d-intel-legend").count(), "no legend while Intel is off").toBe(0);

    // Centre the camera on the rival's home through the minimap, a little closer.
    const minimap = page.getByTestId("minimap");
    const layout = await api(suite.server.url, token).call("layout", { params: { galaxyId: G } });
    const scale = 180 / Math.max(layout.gridSize.width, layout.gridSize.height);
    await minimap.click({ position: { x: (rivalHome.x + 0.5) * scale, y: (rivalHome.y + 0.5) * scale } });
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -120);
    await page.mouse.move(box.x + 5, box.y + box.height - 5);
    const pinkBefore = await intelPixels(canvas);

    const active = page.waitForResponse((r) => r.url().includes(`/operations/${G}/active`) && r.ok());
    await page.getByRole("switch", { name: "Intel", exact: true }).click();
    const data = (await (await active).json()) as { planetLists: { targetPlayerName: string }[] };
    expect(data.planetLists[0]?.targetPlayerName).toBe(rivalName);
    const legend = page.getByTestId("map-3d-intel-legend");
    await expectVisible(legend.getByText("Revealed planets: 1 system"), "the Intel legend's count");
    // One more ring in the 3D scene, drawn in the Intel colour.
    await expect.poll(async () => (await mapStats(page))?.rings).toBe(before + 1);
    await expect.poll(() => intelPixels(canvas), { message: "Intel-coloured pixels" }).toBeGreaterThan(pinkBefore + 20);
    await page.mouse.move(box.x + 5, box.y + box.height - 5);
    await screenshot(page, "96-map-3d-intel");

    // Point at the rival's home star where the renderer draws it (its height moves it a little on screen):
    // waiting on the tooltip's text, not on a guess of where the star is or how fast the page answers.
    const hover = page.getByTestId("map-3d-hover");
    const drawn = await locateSystem(page, rivalHome.x, rivalHome.y);
    expect(drawn, "the rival's home star on screen").not.toBeNull();
    const at = { x: box.x + drawn!.x, y: box.y + drawn!.y };
    await page.mouse.move(at.x, at.y);
    await expectVisible(hover.getByText(`System (${rivalHome.x}, ${rivalHome.y})`), "the rival's home star's tooltip");
    await expectVisible(hover.getByText(`Intel: planets of ${rivalName}`, { exact: false }), "the Intel line");
    // Its system view offers the map's planet actions, wired to the real dialogs.
    await page.mouse.click(at.x, at.y);
    const view = page.getByRole("dialog", { name: `System (${rivalHome.x}, ${rivalHome.y})` });
    await expectVisible(view.getByTestId("system-orbit-view"), "the 3D map's system view");
    const card = view.locator('[data-testid^="system-planet-"]').filter({ hasText: rivalName });
    for (const action of ["View Planet", "Attack", "Operations"]) {
      await expectVisible(card.getByRole("button", { name: action, exact: true }), `'${action}' on the rival's planet`);
    }
    const free = view.locator('[data-testid^="system-planet-"]').filter({ hasText: "Unexplored" });
    if ((await free.count()) > 0) {
      // A family home's free slots are reserved for new empires: Explore is shown, disabled with the reason.
      await expectVisible(free.first().getByTestId("disabled-action-Explore"), "Explore on a free slot");
    }
    await card.getByRole("button", { name: "Operations", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: /Covert Operations/ });
    await expectVisible(dialog, "the covert operations dialog from the 3D system view");
    await dialog.getByRole("tab", { name: "Magic Spells" }).click();
    await dialog.getByTestId("operation-sense_defense_system").click();
    await castFromDialogUntilSuccess(page, dialog);
    await expectVisible(
      dialog.getByTestId("map-operation-result").getByText(`Sense Defense System succeeded on ${rivalName}.`),
      "the spell's result",
    );
    await screenshot(page, "97-map-3d-operation");
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await view.getByRole("button", { name: "Close", exact: true }).first().click();
    await view.waitFor({ state: "detached" });

    // Off again: the ring and the legend go.
    await page.getByRole("switch", { name: "Intel", exact: true }).click();
    await expect.poll(async () => (await mapStats(page))?.rings).toBe(before);
    expect(await legend.count()).toBe(0);
  });
});
