import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { api, uniqueName } from "./support/api.ts";
import { newTestPage, screenshot } from "./support/browser.ts";
import { expectVisible, waitForPath } from "./support/expect-page.ts";
import { foundEmpire, navLink } from "./support/game.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Research in the browser (social-and-advanced sections 2, 5, 8): invest credits, split the science,
 * let a turn flip and see the points and bonuses on the Research page and the dashboard.
 */

const suite = browserSuite("research");

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent()) ?? "";

describe("research", () => {
  const commander = uniqueName("sci");
  const token = `dev:${commander}`;
  const empireName = `Lyra ${randomBytes(3).toString("hex")}`;
  let page: Page;

  test("a new empire sees the hint to visit the Research page", async () => {
    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    page = suite.current.page;
    await foundEmpire(page, suite.server.url, { commander: commander, empireName: empireName, race: "Quantam" });
    await expectVisible(page.getByTestId("science-hint"), "the hint to visit Research");
    // Not "no allocation": a new empire already splits 20% to each field; it only has no points yet.
    expect(await page.getByTestId("science-hint").innerText()).toMatch(
      /^No research points yet: your research centers/,
    );
  });

  test("invests credits and rejects an amount that is not a whole number above 0", async () => {
    await navLink(page, "Research").click();
    await waitForPath(page, "/research");
    await expectVisible(page.getByRole("heading", { name: "Research", exact: true }), "the Research page");
    await expectVisible(page.getByTestId("research-invest"), "the invest panel");
    expect(await page.getByTestId("not-available").count(), "no 'not available yet' panel").toBe(0);

    const amount = page.getByTestId("research-deposit-amount");
    await amount.fill("12.5");
    await page.getByTestId("research-deposit-submit").click();
    await expectVisible(page.getByText("Please enter a valid amount greater than 0"), "the amount error");

    await amount.fill("5000");
    await page.getByTestId("research-deposit-submit").click();
    await expectVisible(page.getByText("Successfully deposited 5,000 credits into research"), "the deposit toast");
    await expect.poll(() => text(page, "research-remaining"), { timeout: 15_000 }).toBe("5,000 credits");
    // Quantam research x1.6: the next flip releases 500 credits worth 800 points, plus the centers' points.
    const perTurn = Number((await text(page, "research-rp-per-turn")).replace(/,/g, ""));
    expect(perTurn).toBeGreaterThanOrEqual(800);
    // The page says how the figure comes about, race bonus included.
    expect(await text(page, "research-release")).toBe(
      "10% of 5,000 credits still to release = 500, × 1.6 Quantam research bonus = 800 points next turn",
    );
  });

  test("splits the science: Update waits until the sliders total 100%", async () => {
    const economy = page.getByTestId("research-allocation-slider-economy").getByRole("slider");
    const military = page.getByTestId("research-allocation-slider-military").getByRole("slider");
    const submit = page.getByTestId("research-allocation-submit");
    await economy.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    await expect.poll(() => text(page, "research-allocation-value-economy")).toBe("40%");
    await expectVisible(page.getByText("Allocation must total 100%. Current total: 120%"), "the total warning");
    expect(await submit.isDisabled(), "Update is disabled at 120%").toBe(true);

    await military.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowLeft");
    await expect.poll(() => text(page, "research-allocation-total")).toBe("Total 100%");
    expect(await submit.isDisabled(), "Update is enabled at 100%").toBe(false);
    await submit.click();
    await expectVisible(page.getByText("Science allocation updated successfully"), "the allocation toast");
    const saved = await api(suite.server.url, token).call("researchAllocation", { query: { galaxyId: "demo" } });
    expect(saved.allocation).toEqual({ military: 0, welfare: 20, economy: 40, construction: 20, resources: 20 });
  });

  test("after a turn flip the points and bonuses show on the Research page and the dashboard", async () => {
    await api(suite.server.url, token).call("advanceTurn", { params: { galaxyId: "demo" }, body: { turns: 1 } });
    await page.reload();
    // The flip released 10% of the 5,000 credits; the next one releases 10% of the 4,500 left.
    await expect.poll(() => text(page, "research-remaining"), { timeout: 15_000 }).toBe("4,500 credits");
    expect(await text(page, "research-release")).toBe(
      "10% of 4,500 credits still to release = 450, × 1.6 Quantam research bonus = 720 points next turn",
    );
    await expect
      .poll(async () => Number((await text(page, "research-total-rp")).replace(/,/g, "")), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const economyBonus = parseFloat((await text(page, "research-bonus-percent-economy")).replace("+", ""));
    const militaryBonus = parseFloat((await text(page, "research-bonus-percent-military")).replace("+", ""));
    expect(economyBonus).toBeGreaterThan(0);
    expect(militaryBonus).toBe(0);
    await screenshot(page, "80-research");

    await navLink(page, "Dashboard").click();
    await expectVisible(page.getByTestId("science-fields"), "the science fields on the dashboard");
    expect(await page.getByTestId("science-hint").count()).toBe(0);
    expect(await page.getByTestId("science-field-economy").textContent()).toContain("40%");
    await screenshot(page, "81-research-dashboard");
  });
});
