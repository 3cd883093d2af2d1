import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { api, uniqueName } from "./support/api.ts";
import { newTestPage, resizeViewport, screenshot } from "./support/browser.ts";
import { chooseOption, expectEnabled, expectVisible, pathOf, waitForPath } from "./support/expect-page.ts";
import { browserSuite } from "./support/suite.ts";
import { goInApp } from "./support/navigate.ts";

/**
 * Development sign-in (no OIDC_ISSUER): a brand-new commander signs in by name, picks the demo galaxy,
 * creates an empire and lands on its dashboard (core-play sections 2 and 5).
 */

const NAV_LABELS = [
  "Dashboard",
  "Planets",
  "Fleets",
  "Build Queue",
  "Galaxy Map",
  "Operations",
  "Market",
  "Empire Log",
  "Family",
  "Research",
  "Rankings",
];
const RESOURCES = ["credits", "food", "iron", "endurium", "octarine"] as const;

const suite = browserSuite("dev");

/** A fresh browser context (no stored sign-in) for one test; the previous one is closed. */
const freshPage = async (): Promise<Page> => {
  await suite.current?.context.close().catch(() => undefined);
  suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
  return suite.current.page;
};

const navLink = (page: Page, label: string) =>
  page.getByRole("navigation", { name: "Game navigation" }).first().getByRole("link", { name: label, exact: true });

describe("signed out", () => {
  test("an unknown path redirects to the landing page", async () => {
    const page = await freshPage();
    await page.goto("/no/such/screen?x=1");
    await waitForPath(page, "/");
    await expectVisible(page.getByRole("button", { name: "Login", exact: true }), "the landing page's Login button");
  });

  test("a protected route sends a signed-out visitor to /login", async () => {
    const page = await freshPage();
    await page.goto("/dashboard?galaxyId=demo");
    await waitForPath(page, "/login");
    await expectVisible(page.getByRole("button", { name: "Sign In / Sign Up" }), "the sign-in button");
    await expectVisible(page.getByText("Development sign-in", { exact: false }).first(), "the development notice");
  });
});

describe("a new commander", () => {
  const commander = uniqueName("e2e");
  const empireName = `Vega ${randomBytes(3).toString("hex")}`;
  let page: Page;

  test("signs in with a development name from the landing page", async () => {
    page = await freshPage();
    await page.goto("/");
    const login = page.getByRole("button", { name: "Login", exact: true });
    await expectEnabled(login, "the landing page's Login button");
    await screenshot(page, "01-landing");
    await login.click();

    await waitForPath(page, "/login");
    await expectVisible(page.getByRole("heading", { name: "Nova Imperia" }), "the sign-in card title");
    await expectVisible(page.getByText("Server-Authoritative Space Strategy"), "the sign-in subtitle");
    const nameField = page.getByLabel("Commander name");
    await expectVisible(nameField, "the 'Commander name' field");
    await screenshot(page, "02-login");

    // An empty name is refused on the page.
    await page.getByRole("button", { name: "Sign In / Sign Up" }).click();
    await expectVisible(page.getByText("Please enter a commander name"), "the empty-name message");
    expect(pathOf(page)).toBe("/login");

    await nameField.fill(commander);
    await page.getByRole("button", { name: "Sign In / Sign Up" }).click();

    // A user without players lands on the galaxy list.
    await waitForPath(page, "/galaxies");
    await expectVisible(page.getByRole("heading", { name: "Select a Galaxy" }), "the galaxy list title");
    const storedToken = await page.evaluate(() => localStorage.getItem("nova-imperia.dev-token"));
    expect(storedToken, "the dev token kept in localStorage").toBe(`dev:${commander}`);
  });

  test("sees the demo galaxy, with the navigation locked until an empire is chosen", async () => {
    const card = page.getByTestId("galaxy-card-demo");
    await expectVisible(card.getByRole("heading", { name: "Demo Galaxy" }), "the 'Demo Galaxy' card");
    await expectVisible(card.getByText("Active", { exact: true }), "the demo galaxy's status chip");
    await expectVisible(card.getByText("Public", { exact: true }), "the demo galaxy's Public chip");
    await expectVisible(card.getByText("30 × 30"), "the demo galaxy's grid size");
    await expectVisible(card.getByText("5 minutes"), "the demo galaxy's turn length");
    await expectVisible(card.getByRole("button", { name: "Create Player" }), "the 'Create Player' button");
    expect(await card.getByRole("button", { name: "Enter Galaxy" }).count(), "no 'Enter Galaxy' without a player").toBe(
      0,
    );

    for (const label of NAV_LABELS) {
      const link = navLink(page, label);
      await expectVisible(link, `the '${label}' navigation link`);
      expect(await link.getAttribute("aria-disabled"), `'${label}' should be disabled before a player is chosen`).toBe(
        "true",
      );
    }
    await screenshot(page, "03-galaxy-list");
  });

  test("creates an empire in the demo galaxy", async () => {
    await page.getByTestId("galaxy-card-demo").getByRole("button", { name: "Create Player" }).click();
    await waitForPath(page, "/create-character/demo");
    await expectVisible(page.getByRole("heading", { name: "Create Your Empire" }), "the create-empire title");
    await expectVisible(page.getByText("Choose a unique name for your empire"), "the empire name helper");

    // With nothing filled in, the form cannot be sent (the spec's 'Please enter a username and select a
    // race' is prevented by a disabled button in this client).
    const create = page.getByRole("button", { name: "Create Empire" });
    await expect.poll(() => create.isDisabled(), { message: "'Create Empire' disabled while empty" }).toBe(true);

    await page.getByLabel("Empire Name").fill(empireName);
    await expect.poll(() => create.isDisabled(), { message: "'Create Empire' disabled without a race" }).toBe(true);

    const race = page.getByRole("combobox", { name: "Race" });
    await race.click();
    const options = page.getByRole("option");
    await expect.poll(() => options.count(), { message: "the race options" }).toBe(5);
    await chooseOption(race, "Wardancer");
    await expectVisible(page.getByRole("combobox", { name: "Race" }).getByText("Wardancer"), "the chosen race");
    await expectEnabled(create, "the 'Create Empire' button once the form is complete");
    await screenshot(page, "04-create-empire");

    await create.click();
    await page.waitForURL((url) => url.pathname === "/dashboard" && url.searchParams.get("galaxyId") === "demo");
    const url = new URL(page.url());
    expect(url.searchParams.get("playerId"), "the new player's id in the dashboard URL").toBeTruthy();

    await expectVisible(
      page.getByRole("heading", { name: `${empireName}'s Empire` }),
      `the dashboard header "${empireName}'s Empire"`,
    );
    await expectVisible(page.getByText("Race: Wardancer"), "the race chip");
  });

  test("sees the turn and the five resources in the top bar, and the navigation unlocked", async () => {
    await expectVisible(page.getByTestId("current-turn"), "the turn indicator");
    expect(await page.getByTestId("current-turn").innerText()).toMatch(/^Turn \d+$/);

    const stats = await api(suite.server.url, `dev:${commander}`).call("playerStats", { query: { galaxyId: "demo" } });
    expect(stats.username).toBe(empireName);
    expect(stats.race).toBe("wardancer");

    const bar = page.getByTestId("resource-bar").first();
    await expectVisible(bar, "the top bar's resources");
    for (const resource of RESOURCES) {
      const item = bar.getByTestId(`resource-${resource}`);
      await expectVisible(item, `the ${resource} amount in the top bar`);
      expect(await item.getAttribute("aria-label"), `${resource} label`).toMatch(
        new RegExp(`^${resource} [\\d,.]+$`, "i"),
      );
      expect(stats.resources[resource], `${resource} in /player/stats`).toEqual(expect.any(Number));
    }
    const credits = await bar.getByTestId("resource-credits").getAttribute("aria-label");
    expect(credits?.replace(/\D/g, "")).toBe(String(Math.floor(stats.resources["credits"] ?? -1)));

    for (const label of NAV_LABELS) {
      const link = navLink(page, label);
      expect(await link.getAttribute("aria-disabled"), `'${label}' enabled once a player is chosen`).not.toBe("true");
      expect(await link.getAttribute("href"), `'${label}' keeps the galaxy`).toContain("galaxyId=demo");
    }
    await screenshot(page, "05-dashboard");
  });

  test("opening Send Mission, learns how many more buildings the 50% exploration rule needs", async () => {
    await goInApp(page, "/fleets?galaxyId=demo");
    await page.getByRole("button", { name: "Send Mission" }).click();
    const dialog = page.getByTestId("send-mission-dialog");
    await expectVisible(
      dialog.getByText("You must have 50% of your planet space built to explore"),
      "the 50% rule's message",
    );
    // A new empire starts with 100 buildings on a 250-space home world.
    expect(await dialog.getByTestId("explore-built-progress").innerText()).toBe(
      "Built so far: 100 of 250 (40%). Complete 25 more buildings to explore; queued buildings count once they finish.",
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });

  test("on a phone, sees each building's cost and build time and reaches every Operations and Family tab", async () => {
    await resizeViewport(page, { width: 390, height: 844 });
    try {
      await goInApp(page, "/planets?galaxyId=demo");
      // The sort and filter selects go two across, not four stacked half-width boxes.
      const sortBox = await page.getByTestId("planet-sort").boundingBox();
      const orderBox = await page.getByTestId("planet-direction").boundingBox();
      expect(sortBox && orderBox && Math.abs(sortBox.y - orderBox.y) < 2, "Sort by and Order side by side").toBe(true);
      await page.getByRole("button", { name: /^Build \(/ }).click();
      const costs = page.getByTestId("build-row-compact-cost-cash_factory");
      await expectVisible(costs, "the cash factory's cost under its name");
      expect(await costs.innerText()).toMatch(/120[\s\S]*5 turns/);
      await screenshot(page, "06-phone-build-dialog");
      await page.keyboard.press("Escape");

      for (const [path, tabs] of [
        [
          "/operations",
          ["operations-tab-ops", "operations-tab-spells", "operations-tab-effects", "operations-tab-planted"],
        ],
        ["/family", ["family-tab-members", "family-tab-activity", "family-tab-voting"]],
      ] as const) {
        await goInApp(page, `${path}?galaxyId=demo`);
        for (const tab of tabs) {
          const box = await page.getByTestId(tab).boundingBox();
          expect(box, `${tab} on screen`).not.toBeNull();
          expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390, `${tab} within the phone width`).toBe(
            true,
          );
        }
      }
    } finally {
      await resizeViewport(page, { width: 1366, height: 860 });
      // The next test reloads the page it finds and expects the dashboard.
      await goInApp(page, "/dashboard?galaxyId=demo");
    }
  });

  test("stays signed in after a reload", async () => {
    await page.reload();
    await expectVisible(page.getByRole("heading", { name: `${empireName}'s Empire` }), "the dashboard after a reload");
    expect(pathOf(page)).toBe("/dashboard");

    // Signing in again goes straight to the first empire's dashboard.
    await page.goto("/login");
    await page.waitForURL((url) => url.pathname === "/dashboard" && url.searchParams.get("galaxyId") === "demo");
    await page.goto("/galaxies");
    const card = page.getByTestId("galaxy-card-demo");
    await expectVisible(card.getByRole("button", { name: "Enter Galaxy" }), "'Enter Galaxy' for the joined galaxy");
    await expectVisible(card.getByText("Your Player"), "the 'Your Player' chip");
    await card.getByRole("button", { name: "Enter Galaxy" }).click();
    await expectVisible(
      page.getByRole("heading", { name: `${empireName}'s Empire` }),
      "the dashboard via Enter Galaxy",
    );
  });

  test("logs out back to the landing page", async () => {
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await waitForPath(page, "/");
    await expectVisible(page.getByRole("button", { name: "Login", exact: true }), "'Login' after logging out");
    expect(await page.evaluate(() => localStorage.getItem("nova-imperia.dev-token"))).toBeNull();

    await page.goto("/dashboard?galaxyId=demo");
    await waitForPath(page, "/login");
  });
});
