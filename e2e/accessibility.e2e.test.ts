import { writeFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { uniqueName } from "./support/api.ts";
import { newTestPage, SCREENSHOT_DIR, screenshot } from "./support/browser.ts";
import { expectVisible, waitForPath } from "./support/expect-page.ts";
import { foundEmpire } from "./support/game.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Accessibility (issue 15): axe-core (WCAG 2.0 A/AA, 2.1 AA, 2.2 AA) on every route of core-play section 2 and the
 * social pages, signed in with a real empire founded in the browser, plus an open dialog (planet information) and
 * the map's system drawer. Every serious or critical violation fails the test; all findings are written to
 * e2e/screenshots/axe-report.json.
 */

const suite = browserSuite("accessibility");
const TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

interface Finding {
  readonly page: string;
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: string[];
}

const findings: Finding[] = [];

/** Waits for the page's title and for loading spinners to go (bounded: some pages poll). */
const settle = async (page: Page, what: string, ready?: Locator): Promise<void> => {
  // The machine may be slow to load a lazy page and its catalogue: wait generously.
  await expectVisible(ready ?? page.locator("main h1, main h2, h1").first(), `the heading of ${what}`, 60_000);
  // Loading spinners are indeterminate progress bars (no aria-valuenow); determinate ones (a research bar, a
  // resource gauge) are content and stay. Wait for the spinners to go, as a condition, not for a time.
  await expect
    .poll(() => page.locator('[role="progressbar"]:not([aria-valuenow])').count(), {
      message: `${what} still loading`,
      timeout: 60_000,
    })
    .toBe(0);
};

const scan = async (page: Page, name: string): Promise<void> => {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  for (const v of results.violations) {
    findings.push({
      page: name,
      rule: v.id,
      impact: v.impact ?? "unknown",
      help: v.help,
      targets: v.nodes.slice(0, 8).map((n) => n.target.join(" ")),
    });
  }
};

const visit = async (page: Page, path: string, ready?: Locator): Promise<void> => {
  await page.goto(path);
  await settle(page, path, ready);
  await scan(page, path);
};

describe("accessibility (axe)", () => {
  const commander = uniqueName("axe");
  const empireName = `Lyra ${randomBytes(3).toString("hex")}`;
  let page: Page;

  test("signed out: landing and sign-in", async () => {
    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    page = suite.current.page;
    // The landing page has no heading, only its button.
    await visit(page, "/", page.getByRole("button", { name: "Login" }));
    await visit(page, "/login");
  }, 300_000);

  test("signed in with a real empire: every route of core-play section 2 and the social pages", async () => {
    await foundEmpire(page, suite.server.url, { commander, empireName, race: "Quantam" });
    await waitForPath(page, "/dashboard");
    const q = `?galaxyId=demo`;
    await settle(page, "/dashboard");
    await scan(page, "/dashboard");
    for (const path of [
      "/galaxies",
      "/select-player/demo",
      "/account",
      `/planets${q}`,
      `/fleets${q}`,
      `/build-queue${q}`,
      `/map${q}`,
      `/map-grid${q}`,
      `/map-3d${q}`,
      `/combat-log${q}`,
      `/family${q}`,
      `/research${q}`,
      `/rankings${q}`,
      `/market${q}`,
      `/operations${q}`,
      `/messages${q}`,
      "/create-galaxy",
    ]) {
      await visit(page, path);
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
    await scan(page, "/planets + planet information dialog");
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
    await scan(page, "/map-grid + system drawer");
    await screenshot(page, "300-a11y-map-drawer");
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    await page.getByTestId("map-view-table").click();
    await expectVisible(page.getByTestId("map-table"), "the map table");
    await scan(page, "/map-grid as table");
    await screenshot(page, "301-a11y-map-table");
  }, 300_000);

  test("no serious or critical violation", async () => {
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await writeFile(join(SCREENSHOT_DIR, "axe-report.json"), JSON.stringify(findings, null, 2));
    const severe = findings.filter((f) => f.impact === "serious" || f.impact === "critical");
    const lines = severe.map((f) => `${f.page}: ${f.rule} (${f.impact}) ${f.help} -> ${f.targets.join(" | ")}`);
    expect(lines, lines.join("\n")).toEqual([]);
  });
});
