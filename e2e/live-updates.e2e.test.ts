import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { api, uniqueName } from "./support/api.ts";
import { newTestPage, screenshot } from "./support/browser.ts";
import { expectVisible } from "./support/expect-page.ts";
import { foundEmpire } from "./support/game.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Server push in the browser: the top bar shows the socket is live, and a turn flip reaches the screen through the
 * socket (the 10-second poll stays on underneath; the use-server-push unit tests cover the refetch it triggers).
 */

const suite = browserSuite("live-updates");

describe("live updates", () => {
  const commander = uniqueName("live");
  let page: Page;
  /** The push messages the page received, in order (read off its WebSocket). */
  const pushed: { type: string }[] = [];

  test("the top bar shows the push socket is live", async () => {
    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    page = suite.current.page;
    page.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        if (typeof payload === "string") pushed.push(JSON.parse(payload) as { type: string });
      }),
    );
    await foundEmpire(page, suite.server.url, { commander, empireName: "Live Wire", race: "Quantam" });
    await expectVisible(page.getByTestId("push-live"), "the live dot on the turn chip");
    expect(suite.current.diagnostics.consoleErrors.join("\n")).not.toMatch(/Content Security Policy|WebSocket/);
  });

  test("a turn flip reaches the page through the push socket and shows on the turn chip", async () => {
    const chip = page.getByTestId("current-turn");
    const before = Number(/Turn (\d+)/.exec((await chip.textContent()) ?? "")?.[1]);
    const turnsBefore = pushed.filter((m) => m.type === "turn").length;
    await api(suite.server.url, `dev:${commander}`).call("advanceTurn", {
      params: { galaxyId: "demo" },
      body: { turns: 1 },
    });
    // Conditions, not a stopwatch: the socket carries the flip, then the chip shows it.
    await expect
      .poll(() => pushed.filter((m) => m.type === "turn").length, { message: "a turn push" })
      .toBe(turnsBefore + 1);
    await expect.poll(async () => (await chip.textContent()) ?? "").toBe(`Turn ${before + 1}`);
    await screenshot(page, "95-live-turn");
  });
});
