import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { api, uniqueName } from "./support/api.ts";
import { newTestPage, screenshot } from "./support/browser.ts";
import { expectEnabled, expectVisible, waitForPath } from "./support/expect-page.ts";
import { foundEmpire, navLink } from "./support/game.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Family (social-and-advanced sections 2, 4, 6 and 8) in the demo galaxy: a commander founds an empire in the
 * browser and an ally joins the same family through the API. The ally is elected first; the commander then
 * votes in the browser, the ally switches their vote and the leader marker moves to the commander at once,
 * Manage Role appears and the commander makes the ally Vice Leader.
 */

interface Stats {
  playerId: string;
  familyId: string | null;
}

const suite = browserSuite("family");

const stats = (token: string) => api(suite.server.url, token).call("playerStats", { query: { galaxyId: "demo" } });

const candidateRow = (page: Page, playerId: string) =>
  page.locator(`[data-testid="voting-candidate"][data-player-id="${playerId}"]`);

const memberRow = (page: Page, playerId: string) =>
  page.locator(`[data-testid="family-member"][data-player-id="${playerId}"]`);

describe("family", () => {
  const commander = uniqueName("fam");
  const token = `dev:${commander}`;
  const empireName = `Vega ${randomBytes(3).toString("hex")}`;
  const allyName = `Ally ${randomBytes(3).toString("hex")}`;
  let allyToken = "";
  let allyUsername = "";
  let own: Stats;
  let ally: Stats = { playerId: "", familyId: null };
  let page: Page;

  const vote = (as: string, voter: Stats, candidate: string) =>
    api(suite.server.url, as).call("familyVote", {
      params: { galaxyId: "demo" },
      query: { playerId: voter.playerId },
      body: {
        votedForPlayerId: candidate,
      },
    });

  const openVoting = async () => {
    await page.getByTestId("family-tab-voting").click();
    await expectVisible(page.getByTestId("voting-candidates"), "the candidates");
  };

  test("a commander founds an empire and an ally joins the same family", async () => {
    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    page = suite.current.page;
    await foundEmpire(page, suite.server.url, { commander: commander, empireName: empireName, race: "Revalon" });
    own = await stats(token);
    expect(own.familyId).toMatch(/^demo:family-\d+$/);

    // New empires join the smallest family: one of the next few lands in the commander's.
    for (let i = 0; i < 4 && ally.playerId === ""; i++) {
      const candidateToken = `dev:${uniqueName("ally")}`;
      const username = i === 0 ? allyName : `${allyName} ${i}`;
      await api(suite.server.url, candidateToken).call("register", {
        body: {
          username,
          race: "camaar",
          galaxyId: "demo",
        },
      });
      const s = await stats(candidateToken);
      if (s.familyId === own.familyId) {
        ally = s;
        allyToken = candidateToken;
        allyUsername = username;
      }
    }
    expect(ally.playerId, "an ally in the commander's family").not.toBe("");
  });

  test("the Members tab lists the family with credits and no Manage Role before any election", async () => {
    await navLink(page, "Family").click();
    await waitForPath(page, "/family");
    await expectVisible(page.getByRole("heading", { name: "Family", exact: true }), "the Family page");
    expect(await page.getByTestId("not-available").count(), "no 'not available yet' panel").toBe(0);
    await expectVisible(memberRow(page, own.playerId), "the commander's row");
    await expectVisible(memberRow(page, ally.playerId), "the ally's row");
    const rows = page.getByTestId("family-member");
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    expect(await memberRow(page, own.playerId).getAttribute("aria-current")).toBe("true");
    expect(await memberRow(page, own.playerId).getByTestId("family-member-credits").textContent()).toMatch(/^[\d,]+$/);
    expect(await page.getByTestId("family-leader-chip").textContent()).toBe("No leader elected yet");
    expect(await page.getByTestId("manage-role-button").count()).toBe(0);
    await screenshot(page, "90-family-members");
  });

  test("the ally is elected at once by the first vote: the leader marker shows on the Leadership Voting tab", async () => {
    await vote(allyToken, ally, ally.playerId);
    // No turn flip: the most votes make the leader right away.
    await page.reload();
    await openVoting();
    await expectVisible(candidateRow(page, ally.playerId).getByTestId("current-leader-marker"), "the ally's marker");
    expect(await page.getByTestId("voting-current-leader").textContent()).toBe(allyUsername);
    expect(await page.getByTestId("voting-total-votes").textContent()).toBe("1");
    expect(await page.getByTestId("voting-own-vote").textContent()).toBe("Not voted yet");
    await expectVisible(
      page.getByText("The player with the most votes will automatically become the leader."),
      "the voting note",
    );
  });

  test("the commander votes in the browser; a strict majority moves the marker to the commander at once", async () => {
    await page.getByRole("radio", { name: `Vote for ${empireName}` }).check();
    await expectEnabled(page.getByTestId("cast-vote-button"), "Cast Vote");
    await page.getByTestId("cast-vote-button").click();
    await expectVisible(page.getByText("Vote cast successfully!"), "the vote toast");
    await expect.poll(() => page.getByTestId("voting-own-vote").textContent()).toBe(empireName);
    await expect.poll(() => candidateRow(page, own.playerId).getByTestId("candidate-votes").textContent()).toBe("1");
    // Counted live, but a 1 - 1 tie keeps the ally until someone has strictly more.
    expect(await candidateRow(page, ally.playerId).getByTestId("current-leader-marker").count()).toBe(1);
    await screenshot(page, "91-family-voting");

    await vote(allyToken, ally, own.playerId);
    await page.reload();
    await openVoting();
    await expectVisible(
      candidateRow(page, own.playerId).getByTestId("current-leader-marker"),
      "the commander's marker",
    );
    expect(await candidateRow(page, ally.playerId).getByTestId("current-leader-marker").count()).toBe(0);
    expect(await candidateRow(page, own.playerId).getByTestId("candidate-votes").textContent()).toBe("2");
  });

  test("the new leader gets Manage Role and makes the ally Vice Leader", async () => {
    await page.getByTestId("family-tab-members").click();
    await expectVisible(memberRow(page, own.playerId), "the commander's row");
    expect(await page.getByTestId("family-leader-chip").textContent()).toBe(`Leader: ${empireName}`);
    expect(await memberRow(page, own.playerId).getByTestId("manage-role-button").count()).toBe(0);
    await memberRow(page, ally.playerId).getByTestId("manage-role-button").click();
    const dialog = page.getByTestId("manage-role-dialog");
    await expectVisible(dialog, "the Manage Role dialog");
    await expectVisible(dialog.getByText("Second-in-command"), "the vice leader's description");
    await dialog.getByRole("radio", { name: /Vice Leader/ }).check();
    await dialog.getByTestId("manage-role-submit").click();
    await expectVisible(page.getByText("Role updated to Vice Leader"), "the role toast");
    await expect
      .poll(() => memberRow(page, ally.playerId).getAttribute("data-role"), { timeout: 15_000 })
      .toBe("vice_leader");
    const roster = await api(suite.server.url, allyToken).call("familyMembers", {
      params: { galaxyId: "demo" },
      query: { familyId: own.familyId! },
    });
    expect(roster.members.find((m) => m.playerId === ally.playerId)?.familyRole).toBe("vice_leader");
    await screenshot(page, "92-family-leader");
  });

  test("Fleet Activity shows the family's leadership changes", async () => {
    await page.getByTestId("family-tab-activity").click();
    const feed = page.getByTestId("family-activity-feed");
    await expectVisible(feed, "the family feed");
    const changes = feed.locator('[data-event-type="family_leader_changed"]');
    await expect.poll(() => changes.count()).toBe(2);
    expect(await changes.first().textContent()).toContain(`${empireName} was elected leader of the family`);
    await screenshot(page, "93-family-activity");
  });
});
