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

/**
 * Picks `option` from the MUI select `combobox` (opening it unless its list is already open) and waits until the
 * list has closed on it. A click can reach a menu that is still settling and leave it open (seen once in CI, on a
 * loaded machine), so the pick is tried again until the list closes, as a player would click again.
 */
export const chooseOption = async (
  combobox: Locator,
  option: string | RegExp,
  { exact = false, timeout = STEP_TIMEOUT_MS }: { exact?: boolean; timeout?: number } = {},
): Promise<void> => {
  const listbox = combobox.page().getByRole("listbox");
  const deadline = Date.now() + timeout;
  for (;;) {
    const attempt = Math.min(2_000, Math.max(deadline - Date.now(), 1));
    try {
      if (!(await listbox.isVisible())) await combobox.click({ timeout: attempt });
      await listbox.getByRole("option", { name: option, exact }).first().click({ timeout: attempt });
      await listbox.waitFor({ state: "hidden", timeout: attempt });
      return;
    } catch (error) {
      if (Date.now() >= deadline) {
        throw new Error(`Expected to choose ${String(option)} on ${combobox.page().url()}: ${firstLine(error)}`, {
          cause: error,
        });
      }
    }
  }
};
