import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createGalaxy } from "@nova/server";
import { api, uniqueName } from "./support/api.ts";
import { closeContexts, newTestPage, workerBrowser, screenshot, type TestPage } from "./support/browser.ts";
import { reportFailures } from "./support/failure-report.ts";
import { expectVisible } from "./support/expect-page.ts";
import { startTestServer, type TestServer } from "./support/server.ts";
import { signInAs } from "./support/game.ts";
import { goInApp } from "./support/navigate.ts";

/**
 * Fleets and combat (core-play sections 2, 4, 5 and 8; social-and-advanced section 2) with two players in a
 * small galaxy of their own: player one explores a neutral planet from the Fleet page, builds an army,
 * attacks player two's colony through the attack dialog, initiates combat and lands on the Empire Log with
 * the battle report open; player two then finds the same report in their own Empire Log. What would take
 * many turns is set up through the API (and the database where the API cannot), turns are advanced through
 * the operator endpoint.
 */

const G = `e2e-war-${Date.now().toString(36)}`;

interface PlanetView {
  id: string;
  isHomeWorld: boolean;
  coordinates: { x: number; y: number };
}

let server: TestServer;
let browser: Browser;
let current: TestPage | null = null;

const alice = { name: uniqueName("e2e-alice"), empire: "Attacker Aria", id: "" };
const bob = { name: uniqueName("e2e-bob"), empire: "Defender Brann", id: "" };
let aliceHome: PlanetView;
/** The neutral planet Alice explores, and Bob's colony she attacks (full ids and x,y:n labels). */
let explored = { id: "", label: "" };
let colony = { id: "", label: "" };

const token = (who: { name: string }) => `dev:${who.name}`;
/** The typed client as `who`. */
const as = (who: { name: string }) => api(server.url, token(who));
const advance = (turns: number) =>
  as(alice).call("advanceTurn", { params: { galaxyId: G }, body: { turns: Math.max(1, Math.ceil(turns)) } });
const fleetsOf = async (who: { name: string }) => (await as(who).call("fleets", { params: { galaxyId: G } })).fleets;
const label = (id: string) => id.slice(id.indexOf(":") + 1);
/** Advances one turn at a time until `done` holds (fleet arrivals happen at flips), at most `limit` turns. */
const advanceUntil = async (what: string, done: () => Promise<boolean>, limit = 30) => {
  for (let turn = 0; turn < limit; turn++) {
    if (await done()) return;
    await advance(1);
  }
  if (!(await done())) throw new Error(`${what} did not happen within ${limit} turns`);
};

beforeAll(async () => {
  server = await startTestServer();
  browser = await workerBrowser();
  const services = server.running.app.services;
  // Two families, so the two empires land in different ones and may fight.
  await createGalaxy(services, {
    id: G,
    name: "E2E Warfront",
    shardId: "shard-1",
    ownerId: null,
    isPrivate: false,
    config: {
      gridWidth: 16,
      gridHeight: 16,
      familyCount: 2,
      maxPlayersPerFamily: 2,
      planetsPerHomeSystem: 2,
      planetsPerNeutralSystem: 2,
      systemDensity: 0.08,
      turnLengthMinutes: 5,
    },
    npcCount: 0,
    npcDifficulty: "easy",
  });
  alice.id = (
    await as(alice).call("register", {
      body: {
        username: alice.empire,
        race: "wardancer",
        galaxyId: G,
      },
    })
  ).playerId;
  bob.id = (
    await as(bob).call("register", {
      body: {
        username: bob.empire,
        race: "quantam",
        galaxyId: G,
      },
    })
  ).playerId;
  aliceHome = (await as(alice).call("planets", { params: { galaxyId: G } })).planets.find((p) => p.isHomeWorld)!;

  // The two neutral planets nearest to Alice: she explores the nearest; Bob holds the other as a colony
  // (set in the database: exploring takes many turns of building first), without new-player protection.
  const db = services.db.kysely;
  const neutral = await db
    .selectFrom("planets")
    .select(["id", "x", "y", "size"])
    .where("galaxy_id", "=", G)
    .where("owner_id", "is", null)
    .where("is_home_slot", "=", 0)
    .execute();
  const byDistance = neutral
    .map((p) => ({ ...p, d: Math.hypot(p.x - aliceHome.coordinates.x, p.y - aliceHome.coordinates.y) }))
    .sort((a, b) => a.d - b.d || a.id.localeCompare(b.id));
  expect(byDistance.length, "neutral planets in the test galaxy").toBeGreaterThanOrEqual(2);
  const [first, second] = byDistance as [(typeof byDistance)[number], (typeof byDistance)[number]];
  explored = { id: first.id, label: label(first.id) };
  colony = { id: second.id, label: label(second.id) };
  await db
    .updateTable("planets")
    .set({ owner_id: bob.id, population: second.size, claimed_at: 0, farm: 3 })
    .where("galaxy_id", "=", G)
    .where("id", "=", colony.id)
    .execute();
  await db.updateTable("players").set({ protected_until_turn: 0 }).where("galaxy_id", "=", G).execute();

  // Exploring needs 50% of the planet space built: 100 of 250 at the start, so 25 cash factories more
  // (5 turns). A transport takes 12 turns; order it now so it is ready for the attack, with 10 fighters
  // more (4 turns) that stay home after the attack and later garrison the explored planet.
  await as(alice).call("buildOrder", {
    body: {
      galaxyId: G,
      orders: [{ planetId: aliceHome.id, buildingType: "cash_factory", quantity: 25 }],
    },
  });
  await as(alice).call("unitBuild", {
    body: {
      galaxyId: G,
      fleetId: `${G}:${alice.id}:home`,
      orders: [
        { unitType: "transport", quantity: 1 },
        { unitType: "fighter", quantity: 10 },
      ],
    },
  });
  await advance(5);
});

afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
});

reportFailures("fleets", () => current);

/** A fresh context for `who`, signed in (development sign-in; the screens have tests of their own). */
const signIn = async (who: { name: string }): Promise<Page> => {
  await current?.context.close().catch(() => undefined);
  current = await newTestPage(browser, { baseURL: server.url });
  await signInAs(current.page, who.name);
  return current.page;
};

const fleetCard = (page: Page, name: string | RegExp): Locator =>
  page.getByTestId("fleet-card").filter({ has: page.getByRole("heading", { name, exact: true }) });

const toast = (page: Page, text: string | RegExp): Locator =>
  page.getByTestId("notification").filter({ hasText: text }).first();

describe("fleets and combat between two empires", () => {
  let page: Page;

  test("player one sees the Fleet page with the home fleet and its Send Mission action", async () => {
    page = await signIn(alice);
    await page.goto(`/fleets?galaxyId=${G}`);
    await expectVisible(page.getByRole("heading", { name: "Fleet Management", level: 1 }), "the Fleet page title");
    await expectVisible(
      page.getByText("Manage your fleets and send them on missions to explore or attack."),
      "the Fleet page text",
    );
    const home = fleetCard(page, "Home Fleet");
    await expectVisible(home, "the home fleet card");
    await expectVisible(home.getByTestId("fleet-status").getByText("Idle"), "the home fleet's status chip");
    await expectVisible(home.getByText("Soldiers: 100"), "the home fleet's soldiers");
    await expectVisible(home.getByText("Explorers: 1"), "the home fleet's explorer");
    await expectVisible(page.getByRole("button", { name: "Build Units" }), "the floating Build Units button");
    await screenshot(page, "40-fleets-home");
  });

  test("player one explores a neutral planet from the Fleet page", async () => {
    await fleetCard(page, "Home Fleet").getByRole("button", { name: "Send Mission" }).click();
    const dialog = page.getByTestId("send-mission-dialog");
    await expectVisible(dialog.getByRole("heading", { name: "Send Mission" }), "the Send Mission dialog");
    // The target field suggests free planets the map knows of; a typed id still works.
    await dialog.getByTestId("target-planet-input").focus();
    const suggestion = page.getByRole("listbox").getByRole("option").first();
    await expectVisible(suggestion, "the suggested exploration targets");
    expect(await suggestion.innerText()).toMatch(/^\d+,\d+:\d+\s+Unclaimed · [\d.]+ from home$/);
    await dialog.getByTestId("target-planet-input").fill(explored.label);
    await expectVisible(dialog.getByTestId("preview-fee").getByText(/credits/), "the fee preview");
    expect(await dialog.getByTestId("unit-count-explorers").inputValue()).toBe("1");
    // Counts are clamped to what the fleet holds.
    await dialog.getByTestId("unit-count-explorers").fill("5");
    expect(await dialog.getByTestId("unit-count-explorers").inputValue()).toBe("1");
    await screenshot(page, "41-send-mission-dialog");
    await dialog.getByRole("button", { name: "Send Fleet" }).click();
    await expectVisible(toast(page, "Fleet sent successfully!"), "the 'Fleet sent successfully!' toast");

    const explorer = fleetCard(page, `Explorer to ${explored.label}`);
    await expectVisible(explorer, "the explorer fleet's card");
    await expectVisible(explorer.getByTestId("fleet-status").getByText("Traveling"), "the explorer's status");
    await expectVisible(explorer.getByRole("button", { name: "Recall Explorer Fleet" }), "'Recall Explorer Fleet'");
    await expectVisible(explorer.getByRole("progressbar"), "the explorer's progress bar");
    expect(await explorer.getByTestId("fleet-eta").innerText()).toMatch(/^(\d+h )?(\d+m )?\d+s$/);
    expect(
      await fleetCard(page, "Home Fleet")
        .getByText(/^Explorers:/)
        .count(),
      "no explorer left at home",
    ).toBe(0);
    await screenshot(page, "42-fleets-explorer-traveling");

    await advanceUntil(
      "the explorer's arrival",
      async () => !(await fleetsOf(alice)).some((f) => f.fleetName === `Explorer to ${explored.label}`),
    );
  });

  test("player one sees the planet colonised: the explorer is gone and the Empire Log says so", async () => {
    await page.reload();
    await expectVisible(fleetCard(page, "Home Fleet"), "the home fleet after the turns");
    expect(await fleetCard(page, `Explorer to ${explored.label}`).count(), "the explorer fleet is gone").toBe(0);
    const planets = (await as(alice).call("planets", { params: { galaxyId: G } })).planets;
    expect(planets.map((p) => p.id)).toContain(explored.id);

    await goInApp(page, `/combat-log?galaxyId=${G}`);
    await expectVisible(page.getByRole("heading", { name: "Empire Log", level: 1 }), "the Empire Log title");
    await expectVisible(
      page.getByTestId("activity-summary").filter({ hasText: `Colonized ${explored.label}` }),
      "the colonisation entry",
    );
  });

  test("player one builds an army and attacks player two's colony through the attack dialog", async () => {
    // The transport ordered at the start needs 12 turns in all.
    await advanceUntil("the transport's completion", async () => {
      const home = (await fleetsOf(alice)).find((f) => f.fleetName === "Home Fleet");
      return (home?.units["transports"] ?? 0) >= 1;
    });
    await goInApp(page, `/fleets?galaxyId=${G}&action=attack&targetPlanet=${encodeURIComponent(colony.label)}`);
    const dialog = page.getByTestId("attack-dialog");
    await expectVisible(dialog.getByRole("heading", { name: `Attack Planet ${colony.label}` }), "the attack dialog");
    await expectVisible(dialog.getByTestId("attack-owner").getByText(bob.empire), "the colony's owner");

    await dialog.getByRole("button", { name: "Launch Attack" }).click();
    await expectVisible(dialog.getByText("Select at least one unit to send"), "the nothing-selected message");

    await dialog.getByTestId("unit-count-soldiers").fill("100");
    await expectVisible(dialog.getByText("Ground troops need transports to reach the planet!"), "the troops warning");
    await expectVisible(
      dialog.getByText("Insufficient transport capacity. Need 1 more transport(s) (100 troops need 1 transports)"),
      "the transport capacity message",
    );
    expect(await dialog.getByRole("button", { name: "Launch Attack" }).isDisabled()).toBe(true);
    await screenshot(page, "43-attack-dialog-transport-rule");

    await dialog.getByTestId("unit-count-transports").fill("1");
    await dialog.getByTestId("unit-count-fighters").fill("20");
    await expectVisible(dialog.getByTestId("preview-travel").getByText(/turn/), "the travel preview");
    expect(await dialog.getByTestId("attack-error").count(), "no error once the transport carries the troops").toBe(0);
    await dialog.getByLabel("Fleet Name (optional)").fill("Iron Fist");
    await screenshot(page, "44-attack-dialog-ready");
    await dialog.getByRole("button", { name: "Launch Attack" }).click();
    await expectVisible(toast(page, `Attack fleet sent to planet ${colony.label}!`), "the attack toast");
    await expect
      .poll(() => new URL(page.url()).searchParams.get("action"), { message: "deep link cleared" })
      .toBe(null);

    const strike = fleetCard(page, "Iron Fist");
    await expectVisible(strike.getByRole("button", { name: "Recall Attack Fleet" }), "'Recall Attack Fleet'");
    const sent = (await fleetsOf(alice)).find((f) => f.fleetName === "Iron Fist")!;
    expect(sent).toMatchObject({ status: "traveling", action: "attack" });
    expect(sent.units).toMatchObject({ soldiers: 100, fighters: 20, transports: 1 });
    await advanceUntil("the attack fleet's arrival", async () =>
      (await fleetsOf(alice)).some((f) => f.fleetName === "Iron Fist" && f.status === "arrived"),
    );
  });

  test("player one initiates combat from the Fleet page and lands on the Empire Log with the report open", async () => {
    await page.reload();
    const strike = fleetCard(page, "Iron Fist");
    await expectVisible(
      strike.getByText("Fleet is ready for combat. Click below to initiate the attack."),
      "the ready-for-combat notice",
    );
    await expectVisible(strike.getByTestId("fleet-eta").getByText("Arrived"), "ETA 'Arrived'");
    await expectVisible(strike.getByRole("button", { name: "Move to New Target" }), "'Move to New Target'");
    await expectVisible(strike.getByRole("button", { name: "Recall Fleet" }), "'Recall Fleet'");
    await screenshot(page, "45-fleets-arrived");

    await strike.getByRole("button", { name: "Initiate Combat" }).click();
    const confirm = page.getByTestId("confirm-combat-dialog");
    await expectVisible(confirm.getByText(/cannot be undone/), "the confirmation that combat cannot be undone");
    await screenshot(page, "46-confirm-combat");
    await confirm.getByRole("button", { name: "Confirm Attack" }).click();

    await expectVisible(toast(page, /Victory! |Defeat! Your fleet was destroyed\./), "the combat result toast");
    await page.waitForURL((url) => url.pathname === "/combat-log" && url.searchParams.get("reportId") !== null);
    const report = page.getByTestId("battle-report");
    await expectVisible(report, "the battle report, opened by the deep link");
    await expectVisible(report.getByText(alice.empire).first(), "the attacker's name");
    await expectVisible(report.getByText(bob.empire).first(), "the defender's name");
    await expectVisible(report.getByText("Ground vs Air"), "the first phase");
    await expectVisible(report.getByText("Air Battle"), "the air phase");
    await expectVisible(report.getByText("Ground Battle"), "the ground phase");
    await expectVisible(report.getByText("Total Casualties"), "the casualties");
    await expectVisible(report.getByTestId("battle-forces").getByText("Lasers"), "the defender's lasers row");
    const reportId = new URL(page.url()).searchParams.get("reportId")!;
    const entry = page.locator(`[data-report-id="${reportId}"]`).first();
    await expectVisible(entry, "the report's log entry");
    await expect.poll(() => entry.getAttribute("class")).toMatch(/Mui-expanded/);
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { message: "the page scrolled to the report" })
      .toBeGreaterThan(0);
    await expectVisible(report.getByTestId("battle-casualties"), "the total casualties");
    await expectVisible(entry.locator(".MuiCollapse-entered"), "the entry fully open");
    // Full-page shots of a scrolled page repeat the fixed top bar mid-page; shoot from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "47-empire-log-report");

    const count = await page.getByTestId("activity-count").innerText();
    expect(count).toMatch(/^\d+ activit(y|ies)$/);
    // The Activity Type filter narrows the log; Op Status "Successful" finds no operations yet.
    await page.getByTestId("activity-type-filter").click();
    await page.getByRole("option", { name: "Buildings" }).click();
    await expectVisible(
      page
        .getByTestId("activity-summary")
        .filter({ hasText: /cash factor/i })
        .first(),
      "a buildings entry",
    );
    expect(await page.locator(`[data-report-id="${reportId}"]`).count()).toBe(0);
    await page.getByTestId("activity-type-filter").click();
    await page.getByRole("option", { name: "All Types" }).click();
    await page.getByTestId("op-status-filter").click();
    await page.getByRole("option", { name: "Successful" }).click();
    await expectVisible(
      page.getByText(
        "No activities found. Try adjusting your filters or engage in combat, cast operations, or build structures.",
      ),
      "the empty state",
    );
    await screenshot(page, "48-empire-log-empty-filter");

    // The dashboard's Recent Activity opens the same battle report in place.
    await goInApp(page, `/dashboard?galaxyId=${G}`);
    const recent = page.getByTestId("recent-activity");
    const reportToggle = recent.getByTestId("activity-report-toggle").first();
    await expectVisible(reportToggle, "the battle's 'Battle Report' button in Recent Activity");
    await reportToggle.click();
    const inPlace = recent.getByTestId("activity-battle-report").getByTestId("battle-report");
    await expectVisible(inPlace, "the battle report under the dashboard line");
    await expectVisible(inPlace.getByText("Total Casualties"), "the casualties in the dashboard's report");
    await inPlace.scrollIntoViewIfNeeded();
    await screenshot(page, "49-dashboard-battle-report");
  });

  test("player one's conquering fleet is stationed: move, reinforce and station dialogs, fighters garrison a colony", async () => {
    await goInApp(page, `/fleets?galaxyId=${G}`);
    const strike = fleetCard(page, "Iron Fist");
    await expectVisible(
      strike.getByTestId("fleet-status").getByText("Stationed"),
      "the fleet stationed on the conquered planet",
    );

    await strike.getByRole("button", { name: "Send Reinforcements" }).click();
    const reinforce = page.getByTestId("reinforce-dialog");
    await expectVisible(reinforce.getByRole("heading", { name: "Send Reinforcements" }), "the reinforcements dialog");
    await reinforce.getByRole("button", { name: "Send Reinforcements" }).click();
    await expectVisible(reinforce.getByText("Please select at least some units to send"), "the nothing-selected text");
    await reinforce.getByTestId("unit-count-agents").fill("2");
    await screenshot(page, "49-reinforce-dialog");
    await reinforce.getByRole("button", { name: "Send Reinforcements" }).click();
    await expectVisible(toast(page, "Reinforcements sent!"), "the reinforcements toast");

    await strike.getByRole("button", { name: "Move to New Target" }).click();
    const move = page.getByTestId("move-fleet-dialog");
    await expectVisible(move.getByRole("heading", { name: "Move to New Target" }), "the move dialog");
    await move.getByRole("button", { name: "Move Fleet" }).click();
    await expectVisible(move.getByText("Target planet is required"), "the required-target message");
    await move.getByTestId("move-target-input").fill(explored.label);
    await expectVisible(move.getByTestId("move-intent").getByText(/station at your planet/), "the station intent");
    await screenshot(page, "50-move-dialog");
    await move.getByRole("button", { name: "Cancel" }).click();

    // The station deep link (the planet dialog's Station Units) sends units from the home fleet: fighters
    // need no transports.
    const stationLink = `/fleets?galaxyId=${G}&action=station&targetPlanet=${encodeURIComponent(explored.label)}`;
    await page.goto(stationLink);
    const station = page.getByTestId("station-units-dialog");
    await expectVisible(
      station.getByRole("heading", { name: `Station Units at ${explored.label}` }),
      "the Station Units dialog",
    );
    await expectVisible(station.getByRole("button", { name: "Move a stationed fleet" }), "the move choice");
    await station.getByRole("button", { name: "Station Units" }).click();
    await expectVisible(station.getByText("Please select at least some units to send"), "the nothing-selected text");
    await station.getByTestId("unit-count-fighters").fill("50");
    expect(await station.getByTestId("unit-count-fighters").inputValue(), "clamped to the home fleet").toBe("10");
    await expectVisible(station.getByTestId("preview-travel").getByText(/turn/), "the travel preview");
    expect(await station.getByTestId("station-warning").count(), "no transport warning for fighters").toBe(0);
    expect(await station.getByTestId("station-error").count(), "no error for fighters").toBe(0);
    await screenshot(page, "51-station-units-dialog");
    await station.getByRole("button", { name: "Station Units" }).click();
    await expectVisible(toast(page, "Fleet sent successfully!"), "the 'Fleet sent successfully!' toast");
    await expect
      .poll(() => new URL(page.url()).searchParams.get("action"), { message: "deep link cleared" })
      .toBe(null);
    const garrisonName = `Garrison of ${explored.label}`;
    const garrison = fleetCard(page, garrisonName);
    await expectVisible(garrison.getByTestId("fleet-status").getByText("Traveling"), "the garrison on its way");
    expect((await fleetsOf(alice)).find((f) => f.fleetName === garrisonName)).toMatchObject({
      status: "traveling",
      action: "move",
      units: { fighters: 10, soldiers: 0 },
    });
    await advanceUntil("the garrison's arrival", async () =>
      (await fleetsOf(alice)).some((f) => f.fleetName === garrisonName && f.status === "stationed"),
    );
    await page.reload();
    await expectVisible(garrison.getByTestId("fleet-status").getByText("Stationed"), "the garrison stationed");
    const planet = await as(alice).call("planet", { params: { galaxyId: G, planetId: explored.id } });
    expect(planet.stationedUnits).toContainEqual({ type: "fighter", count: 10 });

    // The same link still moves a stationed fleet there.
    await page.goto(stationLink);
    await station.getByRole("button", { name: "Move a stationed fleet" }).click();
    expect(await station.getByTestId("move-target-input").inputValue()).toBe(explored.label);
    await expectVisible(station.getByTestId("move-intent").getByText(/station at your planet/), "the station intent");
    await screenshot(page, "52-station-move-fleet");
    await station.getByRole("button", { name: "Move Fleet" }).click();
    await expectVisible(toast(page, "Fleet sent to new target!"), "the move toast");

    await expectVisible(strike.getByRole("button", { name: "Recall Fleet" }), "'Recall Fleet' while moving");
    await strike.getByRole("button", { name: "Recall Fleet" }).click();
    await expectVisible(toast(page, "Fleet recalled successfully!"), "the recall toast");
    await expectVisible(strike.getByTestId("fleet-status").getByText("Returning"), "the fleet returning home");
    await screenshot(page, "53-fleets-after-orders");
  });

  test("player two signs in and sees the battle report in their Empire Log", async () => {
    const other = await signIn(bob);
    await other.goto(`/combat-log?galaxyId=${G}`);
    await expectVisible(other.getByRole("heading", { name: "Empire Log", level: 1 }), "player two's Empire Log");
    const reports = (await as(bob).call("battles", { params: { galaxyId: G } })).reports;
    expect(reports).toHaveLength(1);
    const entry = other.locator(`[data-report-id="${reports[0]!.id}"]`).first();
    await expectVisible(entry, "the battle entry in player two's log");
    await entry.getByRole("button").first().click();
    const report = entry.getByTestId("battle-report");
    await expectVisible(report, "the battle report in player two's log");
    await expectVisible(report.getByText(alice.empire).first(), "the attacker in player two's report");
    await expectVisible(report.getByTestId("battle-outcome"), "the planet outcome");
    await expectVisible(report.getByTestId("battle-casualties"), "the total casualties in player two's report");
    await expectVisible(entry.locator(".MuiCollapse-entered"), "the entry fully open");
    await screenshot(other, "54-defender-empire-log");

    // The battle is public: the dashboard's Galaxy Activity drawer shows it, and no turn flips.
    await goInApp(other, `/dashboard?galaxyId=${G}`);
    await other.getByTestId("galaxy-activity-button").click();
    const drawer = other.getByTestId("galaxy-activity-drawer");
    await expectVisible(
      drawer.getByText(new RegExp(`Battle at .* against ${bob.empire}`)).first(),
      "the battle in the Galaxy Activity drawer",
    );
    expect(await drawer.getByText(/Turn \d+ has begun/).count(), "no turn events in the drawer").toBe(0);
    await screenshot(other, "55-galaxy-activity-battle");
  });

  test("player two reads the battle report's sentences in German (issue 15)", async () => {
    const [listed] = (await as(bob).call("battles", { params: { galaxyId: G } })).reports;
    const english = await as(bob).call("battle", { params: { galaxyId: G, reportId: listed!.id } });
    await as(bob).call("setAccountLanguage", { body: { language: "de" } });
    try {
      const other = await signIn(bob);
      await other.goto(`/combat-log?galaxyId=${G}`);
      await expect.poll(() => other.evaluate(() => document.documentElement.lang)).toBe("de");
      const entry = other.locator(`[data-report-id="${listed!.id}"]`).first();
      await expectVisible(entry, "the battle entry in German");
      await entry.getByRole("button").first().click();
      const report = entry.getByTestId("battle-report");
      const explanation = report.getByTestId("battle-explanation");
      await expectVisible(explanation, "the explanation");
      await expect.poll(() => explanation.innerText()).toMatch(/ von /);
      expect(await explanation.innerText()).not.toBe(english.explanation);
      const phases = await report.getByTestId("battle-phases").innerText();
      expect(phases).toContain("Ausgang");
      for (const phase of english.phases) expect(phases).not.toContain(phase.description);
      await screenshot(other, "56-battle-report-in-german");
    } finally {
      await as(bob).call("setAccountLanguage", { body: { language: "en" } });
    }
  });
});
