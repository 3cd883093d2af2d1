import { randomBytes } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { api, uniqueName } from "./support/api.ts";
import { newTestPage, screenshot } from "./support/browser.ts";
import { expectVisible, waitForPath } from "./support/expect-page.ts";
import { navLink } from "./support/game.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Keyboard only (issue 15): no mouse event from sign-in to the explorer. A commander signs in, founds an empire,
 * builds cash factories from the Planets page (Build Structures dialog, typed quantity) and finds the job in the
 * Build Queue; five turns pass (operator API) so the empire has half its planet space built, which the 50% rule
 * asks of an explorer. Then the commander opens the map from the navigation, moves the grid map's cursor system by system (announced in its live region),
 * zooms with +, opens a neutral system with Enter, sends an explorer from the drawer, closes it with Escape (focus
 * returns to the map) and finds the system again in "Map as table".
 */

const suite = browserSuite("keyboard-journey");

/** Presses Tab (or Shift+Tab) until `target` (or something inside it) has the focus. */
const tabTo = async (page: Page, target: Locator, what: string, key = "Tab", max = 120): Promise<void> => {
  await expectVisible(target, what, 60_000);
  for (let i = 0; i < max; i++) {
    // Generous: the 3D map keeps a software-rendered WebGL page busy.
    const focused = await target.evaluate(
      (el) => el === document.activeElement || el.contains(document.activeElement),
      undefined,
      { timeout: 60_000 },
    );
    if (focused) return;
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${what} on ${page.url()}`);
};

const cellSize = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      (window as unknown as { __novaMapStats?: { viewport: { cellSize: number } | null } }).__novaMapStats?.viewport
        ?.cellSize ?? 0,
  );

const cursorText = (page: Page) => page.getByTestId("map-cursor-status").innerText();

describe("keyboard-only journey", () => {
  const commander = uniqueName("keys");
  const empireName = `Keys ${randomBytes(3).toString("hex")}`;
  let page: Page;

  test("signs in and founds an empire with the keyboard", async () => {
    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    page = suite.current.page;
    await page.goto("/login");
    await tabTo(page, page.getByLabel("Commander name"), "the commander name");
    await page.keyboard.type(commander);
    await tabTo(page, page.getByRole("button", { name: "Sign In / Sign Up" }), "Sign In");
    await page.keyboard.press("Enter");
    await waitForPath(page, "/galaxies", 60_000);

    await tabTo(page, page.getByTestId("galaxy-card-demo").getByRole("button", { name: "Create Player" }), "Create");
    await page.keyboard.press("Enter");
    await waitForPath(page, "/create-character/demo", 60_000);
    await tabTo(page, page.getByLabel("Empire Name"), "the empire name");
    await page.keyboard.type(empireName);
    await tabTo(page, page.getByRole("combobox", { name: "Race" }), "the race select");
    await page.keyboard.press("ArrowDown");
    await expectVisible(page.getByRole("listbox"), "the race list");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.getByRole("listbox").waitFor({ state: "hidden" });
    await tabTo(page, page.getByRole("button", { name: "Create Empire" }), "Create Empire");
    await page.keyboard.press("Enter");
    await expectVisible(page.getByRole("heading", { name: `${empireName}'s Empire` }), "the dashboard", 60_000);
  }, 300_000);

  test("builds cash factories on the home world with the keyboard and finds the job in the Build Queue", async () => {
    await tabTo(page, navLink(page, "Planets"), "the Planets link");
    await page.keyboard.press("Enter");
    await waitForPath(page, "/planets", 60_000);
    const home = page.locator('[data-testid^="planet-card-"]').filter({ has: page.getByTestId("home-chip") });
    await tabTo(page, home.getByTestId("planet-build-button"), "the home world's Build button");
    await page.keyboard.press("Enter");
    const dialog = page.getByTestId("build-dialog");
    await expectVisible(dialog.getByRole("heading", { name: /^Build on Planet / }), "the build dialog");
    // A new empire has 100 of its 250 planet space built; 25 more make the half the 50% rule asks for.
    const cashFactories = dialog.getByTestId("build-quantity-cash_factory");
    await tabTo(page, cashFactories, "the Cash Factory quantity");
    await page.keyboard.type("25");
    await expect.poll(() => cashFactories.inputValue()).toBe("25");
    const submit = dialog.getByRole("button", { name: "Start Construction" });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await tabTo(page, submit, "Start Construction");
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => home.getByTestId("planet-buildings").innerText()).toMatch(/\+ 25 in progress/);
    await screenshot(page, "305-keyboard-build");

    // The navigation comes before the page: back up to it.
    await tabTo(page, navLink(page, "Build Queue"), "the Build Queue link", "Shift+Tab");
    await page.keyboard.press("Enter");
    await waitForPath(page, "/build-queue", 60_000);
    const job = page.getByTestId("building-job").first();
    await expectVisible(job.getByText(/25 cash factories/), "the cash factories' job");
    await screenshot(page, "306-keyboard-build-queue");

    // Cash factories take five turns; the operator API runs them now.
    await api(suite.server.url, `dev:${commander}`).call("advanceTurn", {
      params: { galaxyId: "demo" },
      body: { turns: 5 },
    });
  }, 300_000);

  test("opens the map and moves its cursor system by system", async () => {
    await tabTo(page, navLink(page, "Galaxy Map"), "the Galaxy Map link");
    await page.keyboard.press("Enter");
    await waitForPath(page, "/map-3d", 60_000);
    await tabTo(page, page.getByRole("button", { name: "2D Grid View" }), "the 2D Grid View button");
    await page.keyboard.press("Enter");
    await waitForPath(page, "/galaxy-map-grid", 60_000);
    const canvas = page.getByTestId("grid-map-canvas");
    await tabTo(page, canvas, "the grid map");
    expect(await canvas.evaluate((el) => el.matches(":focus-visible"))).toBe(true);

    await page.keyboard.press("Home");
    await expect.poll(() => cursorText(page), { timeout: 15_000 }).toMatch(/^System \(\d+, \d+\): Your Family's Home/);
    const home = await cursorText(page);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => cursorText(page)).not.toBe(home);

    const before = await cellSize(page);
    await page.keyboard.press("+");
    await expect.poll(() => cellSize(page)).toBeGreaterThan(before);

    // Walk until the cursor rests on an unclaimed system (a neutral planet to explore).
    const directions = ["ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"];
    for (let i = 0; i < 60 && !(await cursorText(page)).endsWith("Unclaimed"); i++) {
      await page.keyboard.press(directions[Math.floor(i / 6) % 4]!);
    }
    expect(await cursorText(page)).toMatch(/Unclaimed$/);
    await screenshot(page, "310-keyboard-cursor");
  }, 300_000);

  test("opens the system with Enter and sends an explorer from the drawer", async () => {
    const status = await cursorText(page);
    const [, x, y] = /^System \((\d+), (\d+)\)/.exec(status)!;
    await page.keyboard.press("Enter");
    const drawer = page.getByTestId("system-drawer");
    await expectVisible(drawer.getByRole("heading", { name: `System (${x}, ${y})` }), "the system drawer");
    await tabTo(page, drawer.getByRole("button", { name: "Explore", exact: true }).first(), "Explore");
    await page.keyboard.press("Enter");
    // Half the planet space is built (the cash factories are complete): the explorer leaves.
    await expectVisible(
      page
        .getByTestId("notification")
        .getByText(/^Explorer sent to planet/)
        .first(),
      "the explorer's departure",
    );
    await screenshot(page, "311-keyboard-explore");
    // The drawer takes Escape when focus is in it: the Explore button re-renders once the explorer leaves, and the
    // drawer's focus trap brings focus back a moment later. A keyboard user presses Escape from there.
    await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    await expect
      .poll(() => page.getByTestId("grid-map-canvas").evaluate((el) => el === document.activeElement))
      .toBe(true);
  }, 300_000);

  test("finds the system in the map as a table, by keyboard", async () => {
    // From the top of the page, as a keyboard user arrives: the view switch comes before the map.
    await page.reload();
    await expectVisible(page.getByTestId("grid-map-canvas"), "the grid map", 60_000);
    // The view switch is one Tab stop (the chosen view); the arrow keys move within it (roving focus).
    await tabTo(page, page.getByRole("button", { name: "Map", exact: true }), "the view switch");
    await page.keyboard.press("ArrowRight");
    await tabTo(page, page.getByRole("button", { name: "Map as table" }), "the table toggle", "ArrowRight", 3);
    await page.keyboard.press("Enter");
    const table = page.getByTestId("map-table");
    await expectVisible(table, "the map table");
    await tabTo(page, page.getByLabel("Filter systems"), "the filter");
    await page.keyboard.type("Unclaimed");
    await expect.poll(() => table.locator("tbody tr").count()).toBeGreaterThan(0);
    const first = table.locator("tbody tr").first();
    await tabTo(page, first.getByRole("button", { name: "Planets" }), "a row's Planets button");
    await page.keyboard.press("Enter");
    await expectVisible(table.getByRole("button", { name: "View Planet" }).first(), "the row's planet cards");
    await screenshot(page, "312-keyboard-table");
  }, 300_000);
});
