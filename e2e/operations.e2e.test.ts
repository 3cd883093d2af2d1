import { randomBytes } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { api, uniqueName } from "./support/api.ts";
import { newTestPage, resizeViewport, screenshot, SCREENSHOT_DIR } from "./support/browser.ts";
import { chooseOption, expectVisible, waitForPath } from "./support/expect-page.ts";
import { navLink, signInAs } from "./support/game.ts";
import { browserSuite } from "./support/suite.ts";
import { goInApp } from "./support/navigate.ts";

/**
 * Operations in the browser (social-and-advanced sections 2, 5, 8): a Quantam empire that trained
 * agents spies on another empire and reads the report, then casts a spell on itself and finds it under
 * Active Effects.
 */

const suite = browserSuite("operations");

/** Presses `button` until the result card reports a success (a cast succeeds 90-95% of the time here). */
const castUntilSuccess = async (page: Page, button: Locator, what: string) => {
  for (let attempt = 0; attempt < 6; attempt++) {
    await button.click();
    const result = page.getByTestId("operation-result").getByRole("alert");
    await expectVisible(result, `the result of ${what}`);
    await expect
      .poll(async () => (await result.textContent()) ?? "", { timeout: 15_000 })
      .toMatch(/succeeded|failed|defended/);
    if (((await result.textContent()) ?? "").includes("succeeded")) return;
  }
  throw new Error(`${what} never succeeded`);
};

describe("operations", () => {
  const commander = uniqueName("spy");
  const token = `dev:${commander}`;
  const empireName = `Shade ${randomBytes(3).toString("hex")}`;
  const rivalName = `Target ${randomBytes(3).toString("hex")}`;
  let page: Page;

  test("a Quantam empire trains agents while a rival grows", async () => {
    await api(suite.server.url, `dev:${uniqueName("target")}`).call("register", {
      body: {
        username: rivalName,
        race: "wardancer",
        galaxyId: "demo",
      },
    });
    const reg = await api(suite.server.url, token).call("register", {
      body: {
        username: empireName,
        race: "quantam",
        galaxyId: "demo",
      },
    });
    await api(suite.server.url, token).call("unitBuild", {
      body: {
        galaxyId: "demo",
        fleetId: `demo:${reg.playerId}:home`,
        orders: [
          { unitType: "agent", quantity: 60 },
          // Enough wizards to out-cast the rival's for Find Targets (the map's Intel Ops test).
          { unitType: "wizard", quantity: 40 },
        ],
      },
    });
    // Agents and wizards take 4 turns to train, and the rival's new-empire protection, which covers hostile
    // operations too, lasts 72 turns.
    await api(suite.server.url, token).call("advanceTurn", { params: { galaxyId: "demo" }, body: { turns: 73 } });

    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    page = suite.current.page;
    await signInAs(page, commander);
    await page.goto("/dashboard?galaxyId=demo");
    await expectVisible(page.getByRole("heading", { name: `${empireName}'s Empire` }), "the dashboard");
    await navLink(page, "Operations").click();
    await waitForPath(page, "/operations");
    await expectVisible(page.getByRole("heading", { name: "Operations", exact: true }), "the Operations page");
    expect(await page.getByTestId("not-available").count(), "no 'not available yet' panel").toBe(0);
    await expect.poll(async () => (await page.getByTestId("operations-agents").textContent()) ?? "").toContain("65");
    await expectVisible(page.getByTestId("operations-morale"), "the morale stat");
  });

  test("refuses to send without a target, then spies and shows the report", async () => {
    await page.getByTestId("operation-spy_on_target").click();
    await page.getByTestId("operation-cast").click();
    await expectVisible(page.getByText("Please enter target player ID"), "the missing target text");

    await chooseOption(page.getByRole("combobox", { name: "Target player" }), new RegExp(rivalName));
    await castUntilSuccess(page, page.getByTestId("operation-cast"), "Spy on Target");
    const report = page.getByTestId("intel-report");
    await expectVisible(report, "the intel report");
    expect(await report.textContent()).toContain(rivalName);
    expect(await report.textContent()).toContain("Wardancer");
    expect(await report.textContent()).toContain("Credits");
    await screenshot(page, "90-operations-spy");
  });

  test("the Empire Log lists the operation with its report", async () => {
    await goInApp(page, "/combat-log?galaxyId=demo");
    const entry = page
      .getByTestId("activity-entry")
      .filter({ hasText: `Spy on Target on ${rivalName}: succeeded` })
      .first();
    await expectVisible(entry, "the spy operation in the Empire Log");
    await entry.getByTestId("activity-summary").click();
    await expectVisible(entry.getByTestId("activity-intelData"), "the intelligence report in the log");
    expect(await entry.getByTestId("activity-intelData").textContent()).toContain("Wardancer");
    await goInApp(page, "/operations?galaxyId=demo");
    await expectVisible(page.getByTestId("operations-tab-spells"), "the Operations page again");
  });

  test("casts Space Amazement on itself and sees it under Active Effects", async () => {
    await page.getByTestId("operations-tab-spells").click();
    await expect.poll(() => new URL(page.url()).searchParams.get("tab")).toBe("spells");
    // Quantam spells only: no Hypnotize on offer.
    expect(await page.getByTestId("operation-hypnotize").count()).toBe(0);
    await page.getByTestId("operation-space_amazement").click();
    await castUntilSuccess(page, page.getByTestId("operation-cast"), "Space Amazement");
    await page.getByTestId("operations-tab-effects").click();
    const effect = page.getByTestId("active-effect-space_amazement");
    await expectVisible(effect, "the Space Amazement effect");
    expect(await effect.textContent()).toContain("8 turns left");
    // Beside the effects, the empires this player has infiltrated: none yet.
    await expectVisible(page.getByTestId("no-infiltrations"), "the empty infiltrations panel");
    await screenshot(page, "91-operations-effects");
  });

  test("a deep link opens the spells tab aimed at a planet", async () => {
    await page.goto("/operations?galaxyId=demo&tab=spells&targetPlanet=demo:1,1:1");
    await page.getByTestId("operation-sense_defense_system").click();
    expect(await page.getByTestId("operation-target-planet").inputValue()).toBe("demo:1,1:1");
    await page.goto("/operations?galaxyId=demo&tab=ops");
    await page.getByTestId("operation-spy_on_target").click();
    await chooseOption(page.getByRole("combobox", { name: "Target player" }), new RegExp(rivalName));
    await castUntilSuccess(page, page.getByTestId("operation-cast"), "Spy on Target");
    // The README's shot (docs/screenshots/operations.png): the window itself, the toast gone, at the top.
    await page.getByRole("button", { name: "Close" }).first().click();
    await page
      .getByRole("button", { name: "Close" })
      .first()
      .waitFor({ state: "hidden" })
      .catch(() => undefined);
    await page.evaluate(() => window.scrollTo(0, 0));
    await resizeViewport(page, { width: 1366, height: 1100 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/92-operations.png`, animations: "disabled" });
  });

  test("the grid map's Intel Ops overlay marks the planets Find Targets revealed", async () => {
    await resizeViewport(page, { width: 1366, height: 900 });
    await page.goto("/operations?galaxyId=demo&tab=spells");
    await page.getByTestId("operation-find_targets_planet").click();
    await chooseOption(page.getByRole("combobox", { name: "Target player" }), new RegExp(rivalName));
    await castUntilSuccess(page, page.getByTestId("operation-cast"), "Find Targets");

    await goInApp(page, "/map-grid?galaxyId=demo");
    await expectVisible(page.getByTestId("grid-map-canvas"), "the grid map");
    const legend = page.getByLabel("Map legend");
    expect(await legend.getByText("Intel", { exact: true }).count(), "no intel rings while the overlay is off").toBe(0);
    const loaded = page.waitForResponse((r) => r.url().includes("/operations/demo/active") && r.ok());
    await page.getByLabel("Intel Ops").first().click();
    const active = (await (await loaded).json()) as {
      planetLists: { targetPlayerName: string; planets: { x: number; y: number }[] }[];
    };
    expect(active.planetLists[0]?.targetPlayerName).toBe(rivalName);
    const revealed = active.planetLists[0]?.planets[0];
    expect(revealed).toBeDefined();
    await expectVisible(legend.getByText("Intel", { exact: true }), "the Intel ring in the legend");
    // Centre the map on the revealed planet's system: its intel ring is drawn around it.
    await page.getByTestId("map-focus-input").fill(`${revealed?.x},${revealed?.y}`);
    await page.getByRole("button", { name: "Go" }).click();
    await screenshot(page, "93-map-intel-ops");
  });

  test("places a nuke on a planet picked from the intel list, then triggers it from Planted", async () => {
    await goInApp(page, "/operations?galaxyId=demo&tab=ops");
    await page.getByTestId("operation-place_nukes").click();
    // No planet id to type: the planets Find Targets revealed, by coordinates and owner.
    const targetPlanet = page.getByRole("combobox", { name: "Target planet" });
    await targetPlanet.click();
    const revealed = new RegExp(`${rivalName} \\(intel of turn \\d+\\)`);
    const option = page.getByRole("option", { name: revealed }).first();
    await expectVisible(option, "a revealed planet of the rival in the list");
    expect(await option.textContent()).toMatch(/^\d+,\d+:\d+ · /);
    await chooseOption(targetPlanet, revealed);
    await screenshot(page, "94-operations-planet-picker");
    await castUntilSuccess(page, page.getByTestId("operation-cast"), "Place Nukes");

    await page.getByTestId("operations-tab-planted").click();
    const triggers = page.getByTestId("planted-trigger");
    await expectVisible(triggers.first(), "the planted nuke");
    const planted = await triggers.count();
    // The first planted row: its building select and its Trigger button.
    const row = page.locator('[data-testid^="planted-"]:has([data-testid="planted-trigger"])').first();
    await chooseOption(row.getByRole("combobox", { name: "Building to destroy" }), "Farm", { exact: true });
    await row.getByTestId("planted-trigger").click();
    const toast = page.getByTestId("notification").filter({ hasText: "Nuke detonated" });
    await expectVisible(toast, "the trigger's result");
    expect(await toast.textContent()).toMatch(/^Nuke detonated on .+: [\d,]+ farms? destroyed\.$/);
    // The nuke is spent: the planted list offers one fewer.
    await expect.poll(() => triggers.count()).toBe(planted - 1);
  });

  test("refuses a cast without agents or below 5% morale, and disables spells short of octarine", async () => {
    const db = suite.server.running.app.services.db.kysely;
    const me = await db
      .selectFrom("players")
      .select("id")
      .where("galaxy_id", "=", "demo")
      .where("username", "=", empireName)
      .executeTakeFirstOrThrow();
    const home = () =>
      db.updateTable("fleets").where("galaxy_id", "=", "demo").where("player_id", "=", me.id).where("is_home", "=", 1);
    const player = () => db.updateTable("players").where("galaxy_id", "=", "demo").where("id", "=", me.id);
    const pickRival = async () => {
      await page.getByTestId("operation-spy_on_target").click();
      await chooseOption(page.getByRole("combobox", { name: "Target player" }), new RegExp(rivalName));
    };

    await home().set({ agents: 0 }).execute();
    await page.goto("/operations?galaxyId=demo&tab=ops");
    await expect
      .poll(async () => (await page.getByTestId("operations-agents").textContent()) ?? "")
      .toMatch(/^Agents\s*0$/);
    await pickRival();
    await page.getByTestId("operation-cast").click();
    await expect
      .poll(async () => (await page.getByTestId("operation-error").textContent()) ?? "")
      .toBe("No agents available!");

    await home().set({ agents: 60 }).execute();
    await player().set({ morale: 0.03 }).execute();
    await page.goto("/operations?galaxyId=demo&tab=ops");
    await expect.poll(async () => (await page.getByTestId("operations-morale").textContent()) ?? "").toContain("3%");
    await pickRival();
    await page.getByTestId("operation-cast").click();
    await expect
      .poll(async () => (await page.getByTestId("operation-error").textContent()) ?? "")
      .toBe("Insufficient morale! Need 5%, have 3%");
    await screenshot(page, "95-operations-low-morale");

    await player().set({ morale: 1, octarine: 5 }).execute();
    await page.goto("/operations?galaxyId=demo&tab=spells");
    const vision = page.getByTestId("operation-vision");
    await expectVisible(vision, "the Vision spell card");
    await expect.poll(() => vision.isDisabled()).toBe(true);
    expect(await page.getByTestId("operation-find_targets_planet").isDisabled()).toBe(true);
    await screenshot(page, "96-operations-octarine-short");
  });
});
