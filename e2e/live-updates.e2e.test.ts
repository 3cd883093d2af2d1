import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { apiCall, uniqueName } from "./support/api.ts";
import { newTestPage, screenshot } from "./support/browser.ts";
import { expectVisible } from "./support/expect-page.ts";
import { foundEmpireInBrowser } from "./support/game.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Server push in the browser: the top bar shows the socket is live, and a turn flip reaches the screen at once
 * instead of at the next 10-second poll.
 */

const suite = browserSuite("live-updates");

describe("live updates", () => {
  const commander = uniqueName("live");
  let page: Page;

  test("the top bar shows the push socket is live", async () => {
    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    page = suite.current.page;
    await foundEmpireInBrowser(page, { commander, empireName: "Live Wire", race: "Quantam" });
    await expectVisible(page.getByTestId("push-live"), "the live dot on the turn chip");
    expect(suite.current.diagnostics.consoleErrors.join("\n")).not.toMatch(/Content Security Policy|WebSocket/);
  });

  test("a turn flip shows within five seconds, well before the 10-second poll", async () => {
    const chip = page.getByTestId("current-turn");
    const before = Number(/Turn (\d+)/.exec((await chip.textContent()) ?? "")?.[1]);
    // Right after a poll, so polling alone would need about ten seconds to show the flip.
    await page.waitForResponse((r) => r.url().includes("/galaxy/turn-info/"));
    const started = Date.now();
    await apiCall(suite.server.url, `dev:${commander}`, "POST", "/admin/galaxies/demo/advance-turn", { turns: 1 });
    await expect
      .poll(async () => (await chip.textContent()) ?? "", { timeout: 5_000, interval: 100 })
      .toBe(`Turn ${before + 1}`);
    // Polling alone would show it about ten seconds after the last poll; push within a second or two.
    expect(Date.now() - started).toBeLessThan(5_000);
    await screenshot(page, "95-live-turn");
  });
});
