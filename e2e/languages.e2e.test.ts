import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { uniqueName } from "./support/api.ts";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { newTestPage, screenshot, SCREENSHOT_DIR } from "./support/browser.ts";
import { englishLinesOn, stillLoading, visibleLines } from "./support/english-lines.ts";
import { expectVisible } from "./support/expect-page.ts";
import { foundEmpire } from "./support/game.ts";
import { browserSuite } from "./support/suite.ts";
import { goInApp } from "./support/navigate.ts";

/**
 * The game in German (issue 15): a German browser starts in German; an English player switches on the account
 * page, the account remembers it across reloads and devices, and whole pages show no English text outside names.
 */

const suite = browserSuite("languages");

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Waits until the page has settled in German: <html lang="de"> and no English catalogue line left. */
const expectGermanPage = async (page: Page, names: readonly string[], what: string) => {
  try {
    await settleGerman(page, names, what);
  } finally {
    // For a reader: every visible line of the page, next to its screenshot (git-ignored, like the screenshots).
    const lines = await visibleLines(page).catch(() => []);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    writeFileSync(join(SCREENSHOT_DIR, `lines-${what.replace(/[^a-z0-9]+/gi, "-")}.txt`), lines.join("\n"));
  }
};

const settleGerman = async (page: Page, names: readonly string[], what: string) => {
  await expect.poll(() => htmlLang(page), { message: `${what}: <html lang>` }).toBe("de");
  // The page's content and lazily loaded catalogues arrive a moment after the page: wait until the content is
  // there and no English line is left, then say which.
  await expect
    .poll(
      async () => {
        const loading = await stillLoading(page, "de");
        return loading ? [`(${loading})`] : englishLinesOn(page, names);
      },
      { message: `${what}: English lines on a German page`, timeout: 30_000 },
    )
    .toEqual([]);
};

describe("languages", () => {
  test("a browser that prefers German gets the game in German from the first page", async () => {
    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url, locale: "de-DE" });
    const { page } = suite.current;
    await page.goto("/login");
    await expectGermanPage(page, [], "the sign-in page");
  });

  const commander = uniqueName("sprache");
  const empireName = `Helios ${randomBytes(3).toString("hex")}`;
  const names = [commander, empireName];

  test("a German player picks a race from German descriptions", async () => {
    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url, locale: "de-DE" });
    const { page } = suite.current;
    await page.goto("/login");
    await page.getByLabel("Kommandantenname").fill(uniqueName("rasse"));
    await page.getByRole("button", { name: "Anmelden / Registrieren" }).click();
    await page.getByTestId("galaxy-card-demo").getByRole("button", { name: "Imperium gründen" }).click();
    await page.getByRole("combobox", { name: "Rasse" }).click();
    await page.getByRole("option", { name: "Partaxian" }).click();
    const details = page.getByTestId("race-details");
    await expectVisible(details.getByText(/^Meister des Arkanen\./), "the race's description in German");
    expect(await details.innerText()).not.toContain("Masters of the arcane");
    await expectGermanPage(page, [], "the create-empire page");
  });

  test("a player switches to German on the account page; the account keeps it", async () => {
    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    const { page } = suite.current;
    await foundEmpire(page, suite.server.url, { commander, empireName, race: "Quantam" });
    expect(await htmlLang(page)).toBe("en");

    await page.goto("/account");
    const picker = page.getByRole("combobox", { name: "Language" });
    await expectVisible(picker, "the language picker");
    await picker.click();
    await page.getByRole("option", { name: "Deutsch" }).click();
    await expectVisible(page.getByRole("combobox", { name: "Sprache" }), "the picker, now in German");
    await expectGermanPage(page, names, "the account page");

    // Another device: a fresh browser in English signs in as the same commander and gets German from the account.
    const other = await newTestPage(suite.browser, { baseURL: suite.server.url });
    try {
      await other.page.goto("/login");
      // This device has never seen the account: it starts in its browser's English until the account answers.
      await other.page.getByLabel("Commander name").fill(commander);
      await other.page.getByRole("button", { name: "Sign In / Sign Up" }).click();
      // A commander with an empire lands on its dashboard; wherever it lands, it speaks the account's language.
      await expect.poll(() => htmlLang(other.page)).toBe("de");
    } finally {
      await other.context.close();
    }
  }, 300_000);

  test("whole pages show no English outside names: the social and economy pages", async () => {
    const { page } = suite.current!;
    for (const path of GERMAN_PAGES) {
      await goInApp(page, `${path}${path.includes("?") ? "&" : "?"}galaxyId=demo`);
      await expectGermanPage(page, names, path);
      if (path === "/operations") await screenshot(page, "320-german-operations");
    }
  }, 600_000);

  test("the grid map, its system drawer and the map as a table are in German", async () => {
    const { page } = suite.current!;

    // The grid map, its system drawer (the home system, opened from the keyboard cursor) and "Map as table".
    await goInApp(page, "/galaxy-map-grid?galaxyId=demo");
    const canvas = page.getByTestId("grid-map-canvas");
    await expectVisible(canvas, "the grid map");
    await expectGermanPage(page, names, "/galaxy-map-grid");
    await canvas.focus();
    await page.keyboard.press("Home");
    await expect.poll(() => page.getByTestId("map-cursor-status").innerText()).toMatch(/^System \(\d+, \d+\)/);
    await page.keyboard.press("Enter");
    const drawer = page.getByTestId("system-drawer");
    await expectVisible(drawer.getByRole("heading", { name: /^System \(\d+, \d+\)$/ }), "the system drawer");
    await expectGermanPage(page, names, "the map's system drawer");
    await screenshot(page, "321-german-map-drawer");
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Karte als Tabelle" }).click();
    await expectVisible(page.getByTestId("map-table"), "the map table");
    await expectGermanPage(page, names, "the map as a table");
    await screenshot(page, "322-german-map-table");
  }, 300_000);
});

/** The screens whose every text is in the catalogues. */
const GERMAN_PAGES = [
  "/dashboard",
  "/rankings",
  "/family",
  "/messages",
  "/round-results",
  "/operations",
  "/planets",
  "/fleets",
  "/market",
  "/research",
];
