import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { api, uniqueName } from "./support/api.ts";
import { newTestPage, screenshot } from "./support/browser.ts";
import { chooseOption, expectVisible, waitForPath } from "./support/expect-page.ts";
import { foundEmpire, navLink } from "./support/game.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * The market in the browser (social-and-advanced sections 2, 5, 8): price cards, a buy and a sell with their
 * 'Trade Complete' toasts, the top bar's resources and the transaction rows following, the invalid-quantity
 * toast and a refusal from the server through the common error translation.
 */

const suite = browserSuite("market");

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).first().textContent()) ?? "";

/** The exact amount of a resource in the top bar (its aria-label reads 'Iron 2,000'). */
const topBar = async (page: Page, resource: string): Promise<number> => {
  const bar = page.getByTestId("resource-bar").first();
  const label = (await bar.getByTestId(`resource-${resource}`).getAttribute("aria-label")) ?? "";
  return Number(label.replace(/^\D+/, "").replace(/,/g, ""));
};

/** Waits for a toast with this title and text, then closes it so the next one shows at once. */
const expectToast = async (page: Page, title: string, message: string | RegExp) => {
  const toast = page.getByTestId("notification");
  await expectVisible(toast, `the '${title}' toast`);
  await expect.poll(async () => (await toast.textContent()) ?? "").toContain(title);
  const content = (await toast.textContent()) ?? "";
  if (typeof message === "string") expect(content).toContain(message);
  else expect(content).toMatch(message);
  await toast.getByRole("button", { name: "Close" }).click();
  await toast.waitFor({ state: "hidden" });
};

describe("market", () => {
  const commander = uniqueName("mkt");
  const token = `dev:${commander}`;
  const empireName = `Vega ${randomBytes(3).toString("hex")}`;
  let page: Page;

  test("a new empire opens the Market from the navigation and sees the prices", async () => {
    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    page = suite.current.page;
    await foundEmpire(page, suite.server.url, { commander: commander, empireName: empireName, race: "Quantam" });

    await navLink(page, "Market").click();
    await waitForPath(page, "/market");
    await expectVisible(page.getByRole("heading", { name: "Market", exact: true }), "the Market page");
    expect(await page.getByTestId("not-available").count(), "no 'not available yet' panel").toBe(0);
    await expectVisible(page.getByTestId("market-prices"), "the price cards");
    // The demo galaxy's market has not traded yet: base prices, the 5% spread, two decimals.
    expect(await text(page, "market-price-iron")).toBe("15.00");
    expect(await text(page, "market-buy-price-iron")).toBe("15.75");
    expect(await text(page, "market-price-food")).toBe("0.20");
    expect(await text(page, "market-buy-price-food")).toBe("0.21");
    expect(await text(page, "market-total-trades")).toBe("0");
    expect(await text(page, "market-last-trade")).toBe("No trades yet");
    await expectVisible(page.getByText("You have not traded on the market yet."), "the empty transactions tab");
  });

  test("buys 100 iron: the toast, the top bar and a transaction row", async () => {
    const panel = page.getByTestId("market-buy-panel");
    expect(await page.getByTestId("market-buy-quantity").inputValue(), "the default quantity").toBe("100");
    // 3,000,000 × (1 − sqrt(0.999)) × 1.05 rounded up: the same rules as the server.
    await expect.poll(() => text(page, "market-buy-total")).toBe("1,576 credits");
    const credits = await topBar(page, "credits");
    const iron = await topBar(page, "iron");

    await panel.getByTestId("market-buy-submit").click();
    await expectToast(page, "Trade Complete", "Successfully bought 100 iron");
    await expect.poll(() => topBar(page, "iron"), { timeout: 15_000 }).toBe(iron + 100);
    await expect.poll(() => topBar(page, "credits"), { timeout: 15_000 }).toBe(credits - 1576);

    const row = page.getByTestId("market-transaction-row");
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.first().getAttribute("data-type")).toBe("buy");
    expect(await row.first().getAttribute("data-resource")).toBe("iron");
    expect(await row.first().textContent()).toContain("1,576");
    await expect.poll(() => text(page, "market-total-trades")).toBe("1");
    expect(await text(page, "market-last-trade")).not.toBe("No trades yet");
    // The market's stock fell by 100: the iron price rose.
    expect(Number(await text(page, "market-price-iron"))).toBeGreaterThanOrEqual(15);
  });

  test("sells 2,000 food and lists it first", async () => {
    const panel = page.getByTestId("market-sell-panel");
    await panel.getByTestId("market-sell-quantity").fill("2000");
    const preview = await text(page, "market-sell-total");
    expect(preview).toMatch(/^\d[\d,]* credits$/);
    const revenue = Number(preview.replace(/\D/g, ""));
    expect(revenue).toBeGreaterThan(300);
    const credits = await topBar(page, "credits");
    const food = await topBar(page, "food");

    await panel.getByTestId("market-sell-submit").click();
    await expectToast(page, "Trade Complete", "Successfully sold 2,000 food");
    await expect.poll(() => topBar(page, "food"), { timeout: 15_000 }).toBe(food - 2000);
    await expect.poll(() => topBar(page, "credits"), { timeout: 15_000 }).toBe(credits + revenue);

    const rows = page.getByTestId("market-transaction-row");
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    expect(await rows.first().getAttribute("data-type")).toBe("sell");
    expect(await rows.first().getAttribute("data-resource")).toBe("food");
    const saved = await api(suite.server.url, token).call("marketTransactions", { query: { galaxyId: "demo" } });
    expect(saved.transactions.map((t) => [t.transactionType, t.resource, t.quantity, t.totalCost])).toEqual([
      ["sell", "food", 2000, revenue],
      ["buy", "iron", 100, 1576],
    ]);
  });

  test("refuses a quantity that is not a whole number, and shows the server's refusals", async () => {
    const sell = page.getByTestId("market-sell-panel");
    await sell.getByTestId("market-sell-quantity").fill("12.5");
    await expectVisible(sell.getByText("Please enter a valid quantity"), "the quantity field's error");
    await sell.getByTestId("market-sell-submit").click();
    await expectToast(page, "Invalid Input", "Please enter a valid quantity");

    // More iron than the treasury can pay: the preview warns, the server refuses, nothing changes.
    const buy = page.getByTestId("market-buy-panel");
    await buy.getByTestId("market-buy-quantity").fill("5000");
    await expectVisible(page.getByTestId("market-buy-problem"), "the preview's warning");
    expect(await text(page, "market-buy-problem")).toMatch(/^Insufficient credits: need [\d,]+, have [\d,]+$/);
    const credits = await topBar(page, "credits");
    await buy.getByTestId("market-buy-submit").click();
    await expectToast(page, "Insufficient Resources", "You don't have enough Credits");
    expect(await topBar(page, "credits")).toBe(credits);

    // Credits are the money, never a good: the select does not offer them.
    const resource = buy.getByRole("combobox", { name: "Resource" });
    await resource.click();
    const options = await page.getByRole("listbox").getByRole("option").allTextContents();
    expect(options).toEqual(["Food", "Iron", "Endurium", "Octarine"]);
    await chooseOption(resource, "Octarine");
    await buy.getByTestId("market-buy-quantity").fill("60000");
    expect(await text(page, "market-buy-problem")).toBe("The market holds only 50,000 octarine: cannot buy 60,000");
    await buy.getByTestId("market-buy-submit").click();
    await expectToast(page, "Invalid Input", "The market holds only 50,000 octarine: cannot buy 60,000");
    expect(
      (await api(suite.server.url, token).call("marketTransactions", { query: { galaxyId: "demo" } })).transactions,
    ).toHaveLength(2);
  });

  test("the orders tab lists both trades as filled", async () => {
    await page.getByTestId("market-buy-quantity").fill("100");
    await page.getByTestId("market-tab-orders").click();
    const rows = page.getByTestId("market-order-row");
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
    expect(await rows.first().textContent()).toContain("Filled");
    expect(await rows.nth(1).getAttribute("data-type")).toBe("buy");
    await page.getByTestId("market-tab-transactions").click();
    await expect.poll(() => page.getByTestId("market-transaction-row").count()).toBe(2);
    await screenshot(page, "80-market");
  });

  test("a successful buy replaces an error toast still on screen", async () => {
    const sell = page.getByTestId("market-sell-panel");
    await sell.getByTestId("market-sell-quantity").fill("12.5");
    await sell.getByTestId("market-sell-submit").click();
    const toast = page.getByTestId("notification");
    await expectVisible(toast.getByText("Invalid Input"), "the error toast");
    // Not closed: the next buy's success replaces it (the unit test pins the timing with fake timers).
    const buy = page.getByTestId("market-buy-panel");
    await chooseOption(buy.getByRole("combobox", { name: "Resource" }), "Iron");
    await buy.getByTestId("market-buy-quantity").fill("10");
    await buy.getByTestId("market-buy-submit").click();
    await expectVisible(toast.getByText("Trade Complete"), "the success toast");
    expect(await toast.textContent()).toContain("Successfully bought 10 iron");
    expect(await page.getByTestId("notification").getByText("Invalid Input").count()).toBe(0);
  });
});
