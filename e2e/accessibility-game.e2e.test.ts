import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { uniqueName } from "./support/api.ts";
import { expectNoSevereFindings, settle, scan, visit, type Finding } from "./support/axe.ts";
import { newTestPage, screenshot } from "./support/browser.ts";
import { expectVisible } from "./support/expect-page.ts";
import { foundEmpire } from "./support/game.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Accessibility (issue 15), second half: axe on the combat, family, research, rankings, market, operations,
 * messages and galaxy-creation routes, an open dialog (planet information), the map's system drawer and
 * "Map as table"; and the skip link. The signed-out pages and the other routes are in accessibility-pages.
 */

const suite = browserSuite("accessibility-game");
const findings: Finding[] = [];

describe("accessibility (axe): the social and economy routes, a dialog, the map's drawer and table", () => {
  const commander = uniqueName("axe");
  const empireName = `Vela ${randomBytes(3).toString("hex")}`;
  let page: Page;

  test("signed in with a real empire: the combat, social, economy and galaxy-creation routes", async () => {
    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    page = suite.current.page;
    await foundEmpire(page, suite.server.url, { commander, empireName, race: "Quantam" });
    const q = `?galaxyId=demo`;
    for (const path of [
      `/combat-log${q}`,
      `/family${q}`,
      `/research${q}`,
      `/rankings${q}`,
      `/market${q}`,
      `/operations${q}`,
      `/messages${q}`,
      "/create-galaxy",
    ]) {
      await visit(page, path, findings);
    }
  }, 900_000);

  test("the skip link is the first Tab stop and lands on the page's content", async () => {
    await page.goto(`/dashboard?galaxyId=demo`);
    await settle(page, "/dashboard");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("main-content");
  }, 120_000);

  test("an open dialog: the planet information dialog", async () => {
    await page.goto(`/planets?galaxyId=demo`);
    await settle(page, "/planets");
    await expectVisible(page.getByTestId("planet-card-title").first(), "a planet card", 60_000);
    await page.getByTestId("planet-card-title").first().click();
    const dialog = page.getByRole("dialog");
    await expectVisible(dialog, "the planet information dialog");
    await settle(page, "the planet dialog");
    await scan(page, "/planets + planet information dialog", findings);
    await page.keyboard.press("Escape");
  });

  test("the map: the system drawer and the map as a table", async () => {
    await page.goto(`/map-grid?galaxyId=demo`);
    const canvas = page.getByTestId("grid-map-canvas");
    await expectVisible(canvas, "the grid map", 60_000);
    await canvas.focus();
    await page.keyboard.press("Home");
    await page.keyboard.press("Enter");
    const drawer = page.getByTestId("system-drawer");
    await expectVisible(drawer, "the system drawer");
    await expectVisible(drawer.getByRole("button", { name: "View Planet" }).first(), "the drawer's planets");
    await scan(page, "/map-grid + system drawer", findings);
    await screenshot(page, "300-a11y-map-drawer");
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    await page.getByTestId("map-view-table").click();
    await expectVisible(page.getByTestId("map-table"), "the map table");
    await scan(page, "/map-grid as table", findings);
    await screenshot(page, "301-a11y-map-table");
  }, 300_000);

  test("no serious or critical violation", async () => {
    await expectNoSevereFindings("game", findings);
  });
});
