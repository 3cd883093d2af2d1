import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { api, uniqueName } from "./support/api.ts";
import { newTestPage, screenshot } from "./support/browser.ts";
import { expectVisible, waitForPath } from "./support/expect-page.ts";
import { browserSuite } from "./support/suite.ts";
import { signInAs } from "./support/game.ts";
import { goInApp } from "./support/navigate.ts";

/**
 * Rounds (docs/rounds.md): a commander plays a short galaxy of their own (30 turns, created through the API
 * like the wizard does). They watch the top bar count the round down, see the warning banner in its last 24
 * turns, and after the operator plays it to its end, find the galaxy read-only (order buttons disabled with the
 * reason), the Round Results page (podium, awards, sortable standings), the invitation to the recurring galaxy's
 * next round, the Hall of Fame and their history.
 */

const suite = browserSuite("rounds");

const GALAXY_TURNS = 30;

const waitForJob = async (token: string, jobId: string): Promise<void> => {
  for (;;) {
    const job = await api(suite.server.url, token).call("galaxyJob", { params: { jobId } });
    if (job.status === "completed") return;
    if (job.status === "failed") throw new Error("galaxy creation failed");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe("rounds", () => {
  const commander = uniqueName("rounds");
  const token = `dev:${commander}`;
  const galaxyId = uniqueName("short").replace(/[^a-z0-9-]/g, "");
  const galaxyName = "Short Skirmish";
  let page: Page;

  test("a commander joins a 30-turn galaxy and sees the round and its time left in the top bar", async () => {
    const created = await api(suite.server.url, token).call("createGalaxy", {
      body: {
        galaxyId,
        galaxyName,
        gridWidth: 20,
        gridHeight: 20,
        familyCount: 2,
        maxPlayersPerFamily: 3,
        planetsPerNeutralSystem: 2,
        systemDensity: 0.1,
        turnLengthMinutes: 15,
        npcCount: 2,
        npcDifficulty: "easy",
        endTurn: GALAXY_TURNS,
        recurring: true,
      },
    });
    await waitForJob(token, created.jobId);
    await api(suite.server.url, token).call("register", {
      body: {
        username: "Vega Ascendancy",
        race: "quantam",
        galaxyId,
      },
    });

    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    page = suite.current.page;
    await signInAs(page, commander);
    // The galaxy list shows the round too.
    await page.goto("/galaxies");
    const card = page.getByTestId(`galaxy-card-${galaxyId}`);
    await expectVisible(card.getByText(/^Round 1 · turn 0 of 30 · ends in 7 h (29|30) min$/), "the round on the card");
    await card.getByRole("button", { name: "Enter Galaxy" }).click();
    await waitForPath(page, "/dashboard");
    const indicator = page.getByTestId("round-indicator");
    // 30 turns of 15 minutes: the last flip is 7 h 30 min away (give or take the minute the test takes).
    await expectVisible(indicator.getByText(/^Round 1 · turn 0 of 30 · ends in 7 h (29|30) min$/), "the countdown");
    await screenshot(page, "rounds-1-countdown");
  });

  test("sees the warning banner in the round's last 24 turns", async () => {
    await api(suite.server.url, token).call("advanceTurn", { params: { galaxyId }, body: { turns: 10 } });
    await page.reload();
    const banner = page.getByTestId("round-ending-banner");
    await expectVisible(banner, "the round's warning banner");
    expect(await banner.textContent()).toContain("The round ends in 20 turns");
    // The operator's flips move the schedule along, so the time left is still that of 30 turns from now.
    await expectVisible(
      page.getByTestId("round-indicator").getByText(/^Round 1 · turn 10 of 30 · ends in 7 h \d+ min$/),
      "the countdown",
    );
    await screenshot(page, "rounds-2-banner");
  });

  test("after the last turn the galaxy is read-only, and the results page shows podium, awards and standings", async () => {
    // Asking for more turns than are left: the round stops at its last turn.
    await api(suite.server.url, token).call("advanceTurn", { params: { galaxyId }, body: { turns: 50 } });
    await page.goto(`/planets?galaxyId=${galaxyId}`);
    await expectVisible(page.getByTestId("round-ended-banner"), "the round-ended banner");
    const build = page.getByTestId("planet-build-button").first();
    await expectVisible(build, "a planet's Build button");
    expect(await build.isDisabled()).toBe(true);
    expect(await build.getAttribute("aria-description")).toBe("This round has ended: the galaxy is read-only");
    await screenshot(page, "rounds-3-read-only");

    await page.getByTestId("round-indicator").click();
    await waitForPath(page, "/round-results");
    await expectVisible(page.getByRole("heading", { name: "Round Results", level: 1 }), "the results title");
    await expectVisible(page.getByTestId("round-podium"), "the podium");
    await expectVisible(page.getByTestId("award-largest_empire"), "the Largest Empire award");
    const rows = page.getByTestId("standings-row");
    expect(await rows.count()).toBe(3);
    const ranks = await page.getByTestId("standings-row").locator("td:first-child").allTextContents();
    expect(ranks[0]).toBe("1");
    expect(await page.getByTestId("standings-empire").allTextContents()).toContain("Vega Ascendancy (you)");
    // Sorting by empire name puts the names in order.
    await page.getByRole("button", { name: "Empire" }).click();
    const names = await page.getByTestId("standings-empire").allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: "base" })));
    await expectVisible(page.getByRole("link", { name: "Join Round 2" }), "the way to the next round");
    await screenshot(page, "rounds-4-results");
  });

  test("reaches the results from the galaxy list and from the Empire Log", async () => {
    await goInApp(page, "/galaxies");
    const card = page.getByTestId(`galaxy-card-${galaxyId}`);
    await expectVisible(card.getByText("Round 1 · ended at turn 30"), "the ended round on the card");
    await screenshot(page, "rounds-galaxy-list");
    await card.getByRole("button", { name: "Round Results" }).click();
    await waitForPath(page, "/round-results");
    await expectVisible(page.getByTestId("round-podium"), "the podium");

    await goInApp(page, `/combat-log?galaxyId=${galaxyId}`);
    await expectVisible(page.getByRole("heading", { name: "Empire Log", level: 1 }), "the Empire Log");
    await page.getByTestId("round-ended-banner").getByRole("link", { name: "Round Results" }).click();
    await waitForPath(page, "/round-results");
    await expectVisible(page.getByTestId("round-standings"), "the final standings");

    // The recurring galaxy's next round invites its players from the dashboard's activity.
    await goInApp(page, `/dashboard?galaxyId=${galaxyId}`);
    const invitation = page.getByTestId("next-round-link");
    await expectVisible(invitation, "the invitation to the next round");
    await screenshot(page, "rounds-invitation");
    await invitation.click();
    await waitForPath(page, `/create-character/${galaxyId}-r2`);
  });

  test("finds the round in the Hall of Fame and in their account history", async () => {
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Hall of Fame" }).click();
    await waitForPath(page, "/hall-of-fame");
    const round = page.locator(`[data-testid="hall-of-fame-round"][data-galaxy-id="${galaxyId}"]`);
    await expectVisible(round, "the round in the Hall of Fame");
    expect(await round.getByRole("heading").textContent()).toBe(galaxyName);
    await expectVisible(round.getByTestId("hall-of-fame-winner"), "the winner");
    await screenshot(page, "rounds-5-hall-of-fame");

    await goInApp(page, "/account");
    const history = page.getByTestId("history-row");
    await expectVisible(history.first(), "the account history");
    expect(await history.first().textContent()).toContain("Vega Ascendancy");
    expect(await history.first().getByTestId("history-rank").textContent()).toMatch(/^Rank \d of 3$/);
    await screenshot(page, "rounds-6-account-history");
  });
});
