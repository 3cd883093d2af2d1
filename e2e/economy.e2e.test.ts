import { randomBytes } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { api, uniqueName } from "./support/api.ts";
import { newTestPage, resizeViewport, screenshot } from "./support/browser.ts";
import { expectEnabled, expectVisible, waitForPath } from "./support/expect-page.ts";
import { foundEmpire, navLink } from "./support/game.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Economy and turns in the browser (core-play sections 2, 4, 5): a new empire builds on its home world
 * through the Planets page, sees the job in the Build Queue, the galaxy advances (operator API) and the
 * buildings show up as completed on the Planets page, the Build Queue and the Dashboard.
 */

const suite = browserSuite("economy");

/** Waits until the locator's text (as written, not as CSS shows it) matches; the error shows the last text. */
const expectText = async (locator: Locator, pattern: RegExp, what: string): Promise<void> => {
  await expectVisible(locator, what);
  await expect
    .poll(async () => (await locator.textContent()) ?? "", { message: what, timeout: 15_000 })
    .toMatch(pattern);
};

describe("economy and turns", () => {
  const commander = uniqueName("eco");
  const token = `dev:${commander}`;
  const empireName = `Orion ${randomBytes(3).toString("hex")}`;
  let page: Page;
  let homeLabel = "";
  let builtBefore = 0;

  test("a new commander creates an empire in the demo galaxy", async () => {
    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    page = suite.current.page;
    await foundEmpire(page, suite.server.url, { commander: commander, empireName: empireName, race: "Revalon" });

    // The dashboard's economy sections replace the old "not available yet" panel.
    await expectVisible(page.getByRole("heading", { name: "Building Infrastructure" }), "Building Infrastructure");
    await expectVisible(page.getByRole("heading", { name: "Economy Overview" }), "Economy Overview");
    await expectVisible(page.getByRole("heading", { name: "Resource Production" }), "Resource Production");
    await expectVisible(page.getByRole("heading", { name: "Science Allocation and Bonuses" }), "the science card");
    await expectVisible(page.getByRole("heading", { name: "Recent Activity" }), "Recent Activity");
    await expectText(page.getByTestId("infrastructure-total"), /^\d+$/, "the total building count");
    builtBefore = Number(await page.getByTestId("infrastructure-total").innerText());
    expect(builtBefore, "a new empire starts with buildings").toBeGreaterThan(0);
    await expectText(page.getByTestId("economy-net-income"), /credits$/, "the net income");
    expect(await page.getByTestId("not-available").count(), "no 'not available yet' panel").toBe(0);
    // A bonus of nothing still reads as a bonus, like the others.
    await expectText(page.getByTestId("economy-tax-offices"), /^\+\d/, "the tax offices' signed bonus");
    await screenshot(page, "60-economy-dashboard");
  });

  test("the Galaxy Activity button never covers the dashboard's content", async () => {
    // From md up the content keeps a right gutter for the floating button.
    const button = (await page.getByTestId("galaxy-activity-button").boundingBox())!;
    const contentRight = await page
      .getByTestId("dashboard-content")
      .evaluate((content) =>
        Math.max(
          ...[...content.children]
            .filter((c) => getComputedStyle(c).position !== "fixed")
            .map((c) => c.getBoundingClientRect().right),
        ),
      );
    expect(contentRight, "the content ends left of the Galaxy Activity button").toBeLessThan(button.x);
    // On a phone there is no room for a gutter: the button steps aside while scrolling down.
    await resizeViewport(page, { width: 390, height: 844 });
    try {
      const fab = page.getByTestId("galaxy-activity-button");
      await expectVisible(fab, "the button at the top of the page");
      await page.evaluate(() => window.scrollTo(0, 800));
      await fab.waitFor({ state: "hidden", timeout: 5_000 });
      await page.evaluate(() => window.scrollTo(0, 400));
      await expectVisible(fab, "the button again on scrolling up");
      await page.evaluate(() => window.scrollTo(0, 0));
    } finally {
      await resizeViewport(page, { width: 1366, height: 860 });
    }
  });

  test("opens Planets and the home world's detail dialog", async () => {
    await navLink(page, "Planets").click();
    await waitForPath(page, "/planets");
    await expectVisible(page.getByRole("heading", { name: "Your Planets" }), "the Planets title");
    const home = page.locator('[data-testid^="planet-card-"]').filter({ has: page.getByTestId("home-chip") });
    await expectVisible(home, "the home world's card");
    homeLabel = (await home.getByTestId("planet-card-title").innerText()).trim();
    expect(homeLabel).toMatch(/^\d+,\d+:\d+$/);
    await expectText(home.getByTestId("planet-build-button"), /^Build \(\d+ space available\)$/, "the Build button");
    await expectVisible(page.getByTestId("planet-filters"), "the filter and sort panel");

    // Selection: the banner counts the selected planets and the bulk build button appears.
    await page.getByRole("button", { name: "Select All", exact: true }).click();
    await expectText(page.getByTestId("selection-banner"), /^1 planet\(s\) selected$/, "the selection banner");
    await expectVisible(page.getByTestId("bulk-build-button"), "the bulk build button");
    await screenshot(page, "61-economy-planets");
    await page.getByRole("button", { name: "Deselect All", exact: true }).click();
    await page.getByTestId("selection-banner").waitFor({ state: "detached" });

    await home.getByTestId("planet-card-title").click();
    const detail = page.getByTestId("planet-detail-dialog");
    await expectVisible(detail.getByText("Production per Turn"), "the detail dialog's production");
    await expectVisible(detail.getByText("Home World", { exact: true }), "the Home World chip");
    await expectVisible(detail.getByText("Portal", { exact: true }), "the Portal chip");
    await screenshot(page, "62-economy-planet-detail");
    await detail.getByRole("button", { name: "Build Structures" }).click();
  });

  test("builds three cash factories on the home world through the dialog", async () => {
    const dialog = page.getByTestId("build-dialog");
    await expectVisible(dialog.getByRole("heading", { name: `Build on Planet ${homeLabel}` }), "the build dialog");
    await page.waitForURL((url) => url.searchParams.get("action") === "build" && url.searchParams.has("planetId"));

    const submit = dialog.getByTestId("build-submit");
    expect(await submit.isDisabled(), "nothing chosen: submit disabled").toBe(true);

    const field = dialog.getByTestId("build-quantity-cash_factory");
    // Invalid input becomes 0 (shown empty); values above 100 are clamped.
    await field.fill("abc");
    await expect.poll(() => field.inputValue()).toBe("");
    await field.fill("250");
    await expect.poll(() => field.inputValue()).toBe("100");
    await field.fill("3");
    await expectText(
      dialog.getByTestId("build-total-cost"),
      /360[\s\S]*30[\s\S]*3[\s\S]*15/,
      "the live total for 3 cash factories",
    );
    await expectEnabled(submit, "the submit button");

    // More than the stock allows: the shortfall text and a disabled submit.
    const portalDisabled = await dialog.getByTestId("build-quantity-portal").isDisabled();
    expect(portalDisabled, "the home world already has a portal").toBe(true);
    const lasers = dialog.getByTestId("build-quantity-laser");
    await lasers.fill("100");
    await expectText(dialog.getByTestId("build-shortfall"), /^Need [\d,]+ credits.* more$/, "the shortfall text");
    expect(await submit.isDisabled(), "unaffordable: submit disabled").toBe(true);
    await screenshot(page, "63-economy-build-shortfall");
    await lasers.fill("0");
    await page.getByTestId("build-shortfall").waitFor({ state: "detached" });

    await screenshot(page, "64-economy-build-dialog");
    await submit.click();
    await page.getByTestId("build-dialog").waitFor({ state: "detached" });
    await page.waitForURL((url) => !url.searchParams.has("action"));

    const home = page.getByTestId(`planet-card-${homeLabel}`);
    await expectText(home.getByTestId("planet-buildings"), /\+ 3 in progress/, "3 buildings in progress on the card");
  });

  test("sees the job in the Build Queue", async () => {
    await navLink(page, "Build Queue").click();
    await waitForPath(page, "/build-queue");
    await expectText(page.getByTestId("queue-tab-buildings"), /^Buildings \(1\)$/, "the Buildings tab count");
    const job = page.getByTestId("building-job").first();
    await expectVisible(job.getByText("3 cash factories"), "the cash factory job");
    await expectText(job.getByTestId("building-job-time"), /remaining|next turn/, "the remaining time");
    expect(await job.getAttribute("data-state")).toBe("active");
    await screenshot(page, "65-economy-queue-active");
  });

  test("orders units from the Build Queue", async () => {
    await page.getByRole("button", { name: "Build Units" }).click();
    const dialog = page.getByTestId("unit-build-dialog");
    await expectVisible(dialog.getByText("Home Fleet"), "the home fleet as the target");
    await dialog.getByTestId("unit-quantity-soldier").fill("5");
    await expectText(dialog.getByTestId("unit-total-cost"), /500/, "the unit total");
    await screenshot(page, "66-economy-unit-dialog");
    await dialog.getByTestId("unit-submit").click();
    await expectText(page.getByTestId("notification"), /Unit build order submitted successfully!/, "the toast");
    await dialog.waitFor({ state: "detached" });
    await expectText(page.getByTestId("queue-tab-units"), /^Units \(1\)$/, "the Units tab count");
  });

  test("after the turns pass, the buildings are complete everywhere", async () => {
    // Cash factories take 5 turns; the operator API processes the flips now.
    await api(suite.server.url, token).call("advanceTurn", { params: { galaxyId: "demo" }, body: { turns: 5 } });

    // Build Queue: nothing active; the finished job shows with Active Only off.
    await page.reload();
    await expectVisible(
      page.getByText('No active building jobs. Toggle "Active Only" to see completed jobs.'),
      "the no-active-jobs message",
    );
    await page.getByTestId("active-only-switch").click();
    const job = page.getByTestId("building-job").first();
    await expectText(job.getByTestId("building-job-time"), /^Completed /, "the completion time");
    expect(await job.getAttribute("data-state")).toBe("finished");
    await screenshot(page, "67-economy-queue-completed");

    // Planets: three more buildings, none in progress.
    await navLink(page, "Planets").click();
    const home = page.getByTestId(`planet-card-${homeLabel}`);
    await expectText(
      home.getByTestId("planet-building-count"),
      new RegExp(`^${builtBefore + 3} buildings$`),
      "the completed count",
    );
    expect(await home.getByTestId("planet-buildings").innerText()).not.toContain("in progress");

    // Dashboard: the infrastructure counts and the activity feed.
    await navLink(page, "Dashboard").click();
    await expectText(page.getByTestId("infrastructure-total"), new RegExp(`^${builtBefore + 3}$`), "total buildings");
    await expectText(
      page.getByTestId("recent-activity-feed"),
      new RegExp(`3 cash factories completed on ${homeLabel}`),
      "the completion event",
    );
    await screenshot(page, "68-economy-dashboard-after-turns");
  });

  test("activity links open the planet information dialog; the galaxy drawer lists only combat", async () => {
    await page
      .getByTestId("recent-activity-feed")
      .getByTestId("planet-link")
      .filter({ hasText: homeLabel })
      .first()
      .click();
    const info = page.getByTestId("planet-info-dialog");
    await expectText(info.getByTestId("planet-mode-chip"), /^Your Planet$/, "the own-planet mode");
    await expectVisible(info.getByRole("button", { name: "Build Buildings" }), "'Build Buildings'");
    await expectEnabled(info.getByRole("button", { name: "Station Units" }), "'Station Units'");
    await screenshot(page, "69-economy-planet-info");
    await info.getByRole("button", { name: "Build Buildings" }).click();
    await waitForPath(page, "/planets");
    await expectVisible(page.getByTestId("build-dialog"), "the build dialog from the deep link");
    await page.getByTestId("build-dialog").getByRole("button", { name: "Cancel" }).click();

    await navLink(page, "Dashboard").click();
    await page.getByTestId("galaxy-activity-button").click();
    const drawer = page.getByTestId("galaxy-activity-drawer");
    await expectVisible(drawer.getByRole("heading", { name: "Galaxy Activity" }), "the drawer title");
    // Only combat shows there (core-play section 2): no battle yet in this galaxy, and never turn flips.
    await expectVisible(drawer.getByText("No battles have been fought in this galaxy yet."), "the drawer's empty text");
    expect(await drawer.getByText(/Turn \d+ has begun/).count(), "no turn events in the drawer").toBe(0);
    await screenshot(page, "70-economy-galaxy-activity");
  });
});
