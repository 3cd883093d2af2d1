import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { api, uniqueName } from "./support/api.ts";
import { newTestPage, screenshot } from "./support/browser.ts";
import { expectVisible, waitForPath } from "./support/expect-page.ts";
import { foundEmpire, navLink } from "./support/game.ts";
import { browserSuite } from "./support/suite.ts";
import { goInApp } from "./support/navigate.ts";

/**
 * Spec conformance (issue 14), in the demo galaxy: View Empire on the player list opens the chosen empire's
 * public view (never the viewer's own dashboard), one's own card opens the full dashboard; the Account page keeps
 * the side navigation of a player with an empire and confirms a copied user id.
 */

const suite = browserSuite("spec-conformance");

describe("spec conformance", () => {
  const commander = uniqueName("conform");
  const empireName = `Vela ${randomBytes(3).toString("hex")}`;
  const rivalName = `Orion ${randomBytes(3).toString("hex")}`;
  let rivalId = "";
  let page: Page;

  test("a commander founds an empire beside a rival", async () => {
    const reg = await api(suite.server.url, `dev:${uniqueName("rival")}`).call("register", {
      body: {
        username: rivalName,
        race: "camaar",
        galaxyId: "demo",
      },
    });
    rivalId = reg.playerId;
    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    page = suite.current.page;
    await foundEmpire(page, suite.server.url, { commander, empireName, race: "Quantam" });
    await waitForPath(page, "/dashboard");
  });

  test("View Empire on a rival shows that empire's public view, not one's own dashboard", async () => {
    await goInApp(page, "/select-player/demo");
    await page.getByTestId(`player-card-${rivalId}`).getByRole("button", { name: "View Empire" }).click();
    await waitForPath(page, "/dashboard");
    expect(new URL(page.url()).searchParams.get("playerId")).toBe(rivalId);
    await expectVisible(page.getByRole("heading", { name: `${rivalName}'s Empire`, level: 1 }), "the rival's title");
    await expectVisible(page.getByTestId("public-view-chip"), "the 'Public view' chip");
    await expectVisible(page.getByText("Race: Camaar"), "the rival's race");
    expect(await page.getByTestId("public-rank").innerText()).toMatch(/#\d+\s*of \d+ empires/);
    // Nothing private of a rival: no resources section, no own-dashboard cards.
    expect(await page.getByRole("heading", { name: "Resources" }).count()).toBe(0);
    expect(await page.getByTestId("stat-research").count()).toBe(0);
    expect(await page.getByRole("heading", { name: `${empireName}'s Empire` }).count()).toBe(0);
    await screenshot(page, "140-public-empire");

    await page.getByTestId("public-map-link").click();
    await waitForPath(page, "/map-grid");
    const url = new URL(page.url());
    expect(url.searchParams.get("focusX")).not.toBeNull();
    expect(url.searchParams.get("focusY")).not.toBeNull();
  });

  test("View Empire on one's own card opens the full dashboard", async () => {
    await goInApp(page, "/select-player/demo");
    const own = page.locator('[data-testid^="player-card-"]').filter({ hasText: empireName });
    await own.getByRole("button", { name: "View Empire" }).click();
    await expectVisible(page.getByRole("heading", { name: `${empireName}'s Empire`, level: 1 }), "the own dashboard");
    await expectVisible(page.getByTestId("stat-research"), "the Research Points card of the own dashboard");
    expect(await page.getByTestId("public-view-chip").count()).toBe(0);
  });

  test("the Account page keeps the navigation and confirms a copied user id", async () => {
    await goInApp(page, "/account");
    await expectVisible(page.getByTestId("copy-user-id"), "the copy button");
    const dashboardLink = navLink(page, "Dashboard");
    await expectVisible(dashboardLink, "the Dashboard link");
    expect(await dashboardLink.getAttribute("aria-disabled")).not.toBe("true");
    expect(await dashboardLink.getAttribute("href")).toContain("galaxyId=demo");
    await page.getByTestId("copy-user-id").click();
    await expectVisible(page.getByTestId("copy-user-id-tooltip").getByText("Copied!"), "the copy confirmation");
    await screenshot(page, "141-account-copied");
  });

  test("the grid map's legend collapses at Fit Galaxy and stays collapsed", async () => {
    await goInApp(page, "/map-grid?galaxyId=demo");
    await expectVisible(page.getByTestId("grid-map-canvas"), "the grid map");
    await page.getByRole("button", { name: "Fit Galaxy" }).click();
    const legend = page.getByTestId("map-legend");
    await expectVisible(legend.getByText("Yours", { exact: true }), "the open legend");
    await screenshot(page, "144-map-legend-open");
    await legend.getByRole("button", { name: "Hide legend" }).click();
    expect(await legend.getByText("Yours", { exact: true }).count()).toBe(0);
    await page.reload();
    await expectVisible(
      page.getByTestId("map-legend").getByRole("button", { name: "Show legend" }),
      "the collapsed legend",
    );
    expect(await page.getByTestId("map-legend").getByText("Yours", { exact: true }).count()).toBe(0);
    await screenshot(page, "145-map-legend-collapsed");
  });
});
