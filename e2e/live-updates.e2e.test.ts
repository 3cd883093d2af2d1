import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { apiCall, uniqueName } from "./support/api.ts";
import { launchBrowser, newTestPage, screenshot, type TestPage } from "./support/browser.ts";
import { reportFailures } from "./support/failure-report.ts";
import { expectVisible } from "./support/expect-page.ts";
import { foundEmpireInBrowser } from "./support/game.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

/**
 * Server push in the browser: the top bar shows the socket is live, and a turn flip reaches the screen at once
 * instead of at the next 10-second poll.
 */

let server: TestServer;
let browser: Browser;
let current: TestPage | null = null;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await current?.context.close().catch(() => undefined);
  await browser?.close();
  await server?.close();
});

reportFailures("live-updates", () => current);

describe("live updates", () => {
  const commander = uniqueName("live");
  let page: Page;

  test("the top bar shows the push socket is live", async () => {
    current = await newTestPage(browser, { baseURL: server.url });
    page = current.page;
    await foundEmpireInBrowser(page, { commander, empireName: "Live Wire", race: "Quantam" });
    await expectVisible(page.getByTestId("push-live"), "the live dot on the turn chip");
    expect(current.diagnostics.consoleErrors.join("\n")).not.toMatch(/Content Security Policy|WebSocket/);
  });

  test("a turn flip shows within five seconds, well before the 10-second poll", async () => {
    const chip = page.getByTestId("current-turn");
    const before = Number(/Turn (\d+)/.exec((await chip.textContent()) ?? "")?.[1]);
    // Right after a poll, so polling alone would need about ten seconds to show the flip.
    await page.waitForResponse((r) => r.url().includes("/galaxy/turn-info/"));
    const started = Date.now();
    await apiCall(server.url, `dev:${commander}`, "POST", "/admin/galaxies/demo/advance-turn", { turns: 1 });
    await expect
      .poll(async () => (await chip.textContent()) ?? "", { timeout: 5_000, interval: 100 })
      .toBe(`Turn ${before + 1}`);
    // Polling alone would show it about ten seconds after the last poll; push within a second or two.
    expect(Date.now() - started).toBeLessThan(5_000);
    await screenshot(page, "95-live-turn");
  });
});
