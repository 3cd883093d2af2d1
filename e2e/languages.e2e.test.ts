import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { uniqueName } from "./support/api.ts";
import { newTestPage } from "./support/browser.ts";
import { englishLinesOn, visibleLines } from "./support/english-lines.ts";
import { expectVisible } from "./support/expect-page.ts";
import { foundEmpireInBrowser } from "./support/game.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * The game in German (issue 15): a German browser starts in German; an English player switches on the account
 * page, the account remembers it across reloads and devices, and whole pages show no English text outside names.
 */

const suite = browserSuite("languages");

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Waits until the page has settled in German: <html lang="de"> and no English catalogue line left. */
const expectGermanPage = async (page: Page, names: readonly string[], what: string) => {
  await expect.poll(() => htmlLang(page), { message: `${what}: <html lang>` }).toBe("de");
  // Lazily loaded catalogues arrive a moment after the page: wait until no English line is left, then say which.
  await expect
    .poll(
      async () => ((await visibleLines(page)).length > 3 ? englishLinesOn(page, names) : ["(the page is still empty)"]),
      { message: `${what}: English lines on a German page` },
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
    const commander = uniqueName("sprache");
    const empireName = `Helios ${randomBytes(3).toString("hex")}`;
    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    const { page } = suite.current;
    await foundEmpireInBrowser(page, { commander, empireName, race: "Quantam" });
    expect(await htmlLang(page)).toBe("en");

    await page.goto("/account");
    const picker = page.getByRole("combobox", { name: "Language" });
    await expectVisible(picker, "the language picker");
    await picker.click();
    await page.getByRole("option", { name: "Deutsch" }).click();
    await expectVisible(page.getByRole("combobox", { name: "Sprache" }), "the picker, now in German");
    const names = [commander, empireName];
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

    for (const path of GERMAN_PAGES) {
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}galaxyId=demo`);
      await expectGermanPage(page, names, path);
    }
  });
});

/** The screens whose every text is in the catalogues. */
const GERMAN_PAGES = ["/dashboard", "/rankings", "/family", "/messages", "/round-results"];
