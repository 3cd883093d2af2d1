import type { Page } from "playwright-core";
import { STEP_TIMEOUT_MS } from "./browser.ts";

/**
 * Moves the running app to `path` as its own links do (a history entry, then the popstate event React Router
 * listens to) and waits until the screen that was showing has gone. A full page load costs this machine's Chromium
 * about 2 s of CPU (every script compiled again, every query fetched again); this costs a tenth of that.
 *
 * For going from one screen of the game to another. A test about loading a page (a deep link, a reload, signing
 * in) uses `page.goto`, and so does a move between two addresses of the same screen, whose heading stays.
 */
export const goInApp = async (page: Page, path: string, timeout = STEP_TIMEOUT_MS): Promise<void> => {
  const from = page.url();
  const headings = await page.evaluate((to) => {
    const shown = [...document.querySelectorAll("h1")];
    for (const heading of shown) heading.setAttribute("data-e2e-leaving", "");
    // The entry React Router's own navigate would push (its index lets Back and Forward work as usual).
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index + 1 }, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
    return shown.length;
  }, path);
  if (headings === 0) return;
  try {
    await page.locator("h1[data-e2e-leaving]").first().waitFor({ state: "detached", timeout });
  } catch (error) {
    throw new Error(`Moving from ${from} to ${path} in the app, the old screen stayed: ${(error as Error).message}`, {
      cause: error,
    });
  }
};

/** Whether `page` is showing the app (rather than a blank page, the favicon or another site's page). */
export const showsApp = (page: Page): Promise<boolean> =>
  page.evaluate(() => (document.getElementById("root")?.childElementCount ?? 0) > 0).catch(() => false);
