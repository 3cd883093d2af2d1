import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { api, uniqueName } from "./support/api.ts";
import { newTestPage, screenshot } from "./support/browser.ts";
import { expectVisible } from "./support/expect-page.ts";
import { foundEmpire } from "./support/game.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Server push in the browser: the top bar shows the socket is live, and a turn flip reaches the screen through the
 * socket (the 10-second poll stays on underneath; refetch-after-hint.test.ts covers which queries it refetches how),
 * and the dashboard asks for its reads again in one request.
 */

const suite = browserSuite("live-updates");

describe("live updates", () => {
  const commander = uniqueName("live");
  let page: Page;
  /** The push messages the page received, in order (read off its WebSocket). */
  const pushed: { type: string }[] = [];
  /** The page's requests for the dashboard's reads in one (GET /player/dashboard), as they were answered. */
  const bundles: { parts: string | null; status: number; credits?: number }[] = [];

  test("the top bar shows the push socket is live", async () => {
    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    page = suite.current.page;
    page.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        if (typeof payload === "string") pushed.push(JSON.parse(payload) as { type: string });
      }),
    );
    page.on("response", async (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith("/player/dashboard/")) return;
      const body = (await response.json().catch(() => null)) as { stats?: { credits: number } } | null;
      bundles.push({ parts: url.searchParams.get("parts"), status: response.status(), credits: body?.stats?.credits });
    });
    await foundEmpire(page, suite.server.url, { commander, empireName: "Live Wire", race: "Quantam" });
    await expectVisible(page.getByTestId("push-live"), "the live dot on the turn chip");
    expect(suite.current.diagnostics.consoleErrors.join("\n")).not.toMatch(/Content Security Policy|WebSocket/);
  });

  test("a turn flip reaches the page through the push socket: the turn chip at once, then one request for the dashboard", async () => {
    const chip = page.getByTestId("current-turn");
    const before = Number(/Turn (\d+)/.exec((await chip.textContent()) ?? "")?.[1]);
    const turnsBefore = pushed.filter((m) => m.type === "turn").length;
    const bundlesBefore = bundles.length;
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

    // Within the 0-5 s spread, the dashboard's six reads (decisions 211, 231) come back in one answer (decision 214):
    // the infrastructure figures, not the planets list they add up.
    await expect
      .poll(() => bundles.length, { message: "the dashboard's one request", timeout: 15_000 })
      .toBe(bundlesBefore + 1);
    const answer = bundles[bundlesBefore];
    expect(answer?.status).toBe(200);
    expect(answer?.parts?.split(",").sort()).toEqual([
      "advice",
      "events",
      "infrastructure",
      "news",
      "research",
      "stats",
    ]);
    // The top bar shows the answer's credits (it reads '23.8K'; its label holds the exact figure).
    const credits = page.getByTestId("resource-bar").first().getByTestId("resource-credits");
    await expect
      .poll(async () => Number(((await credits.getAttribute("aria-label")) ?? "").replace(/\D/g, "")))
      .toBe(Math.round(answer?.credits ?? NaN));
  });
});
