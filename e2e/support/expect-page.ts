import type { Locator, Page } from "playwright-core";
import { STEP_TIMEOUT_MS } from "./browser.ts";

/** The path of the page's current URL ("/dashboard"). */
export const pathOf = (page: Page): string => new URL(page.url()).pathname;

const firstLine = (error: unknown): string => String((error as Error).message ?? error).split("\n")[0] ?? "";

/** Waits until the page is at `path` (query ignored); the error names where it is instead. */
export const waitForPath = async (page: Page, path: string, timeout = STEP_TIMEOUT_MS): Promise<void> => {
  try {
    await page.waitForURL((url) => url.pathname === path, { timeout });
  } catch (error) {
    throw new Error(`Expected to reach ${path} but the page is at ${page.url()} (${firstLine(error)})`, {
      cause: error,
    });
  }
};

/** Waits until `locator` is visible; the error says what was expected, and where the page was. */
export const expectVisible = async (locator: Locator, what: string, timeout = STEP_TIMEOUT_MS): Promise<void> => {
  try {
    await locator.waitFor({ state: "visible", timeout });
  } catch (error) {
    throw new Error(`Expected to see ${what} on ${locator.page().url()}: ${firstLine(error)}`, { cause: error });
  }
};

/** Waits until `locator` is visible and enabled. */
export const expectEnabled = async (locator: Locator, what: string, timeout = STEP_TIMEOUT_MS): Promise<void> => {
  const deadline = Date.now() + timeout;
  await expectVisible(locator, what, timeout);
  while (!(await locator.isEnabled())) {
    if (Date.now() > deadline) throw new Error(`Expected ${what} to be enabled on ${locator.page().url()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
