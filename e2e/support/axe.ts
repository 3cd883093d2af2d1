import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import axe, { type AxeResults } from "axe-core";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { SCREENSHOT_DIR } from "./browser.ts";
import { expectVisible } from "./expect-page.ts";
import { goInApp, showsApp } from "./navigate.ts";

/**
 * axe-core for the accessibility files (issue 15): WCAG 2.0 A/AA, 2.1 AA and 2.2 AA. Each file collects its
 * findings, writes them all to e2e/screenshots/axe-<file>.json, and fails on any serious or critical one.
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

export interface Finding {
  readonly page: string;
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: string[];
}

/** Waits for the page's title and for loading spinners to go (bounded: some pages poll). */
export const settle = async (page: Page, what: string, ready?: Locator): Promise<void> => {
  // The machine may be slow to load a lazy page and its catalogue: wait generously.
  await expectVisible(ready ?? page.locator("main h1, main h2, h1").first(), `the heading of ${what}`, 60_000);
  // Loading spinners are indeterminate progress bars (no aria-valuenow); determinate ones (a research bar, a
  // resource gauge) are content and stay. Wait for the spinners to go, as a condition, not for a time.
  await expect
    .poll(() => page.locator('[role="progressbar"]:not([aria-valuenow])').count(), {
      message: `${what} still loading`,
      timeout: 60_000,
    })
    .toBe(0);
};

/**
 * Runs axe-core in the page: injected once per document, since the app moves between its screens without loading
 * a new one (`goInApp`). @axe-core/playwright evaluated its 600 KB source in the page twice for every scan, about
 * half a second of CPU each time here, for the same result.
 */
const runAxe = async (page: Page): Promise<AxeResults> => {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
  if (!present) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: "tag", values: tags } }),
    TAGS,
  );
};

/** Runs axe on the page as it is and adds what it finds to `findings`, under `name`. */
export const scan = async (page: Page, name: string, findings: Finding[]): Promise<void> => {
  const results = await runAxe(page);
  for (const v of results.violations) {
    findings.push({
      page: name,
      rule: v.id,
      impact: v.impact ?? "unknown",
      help: v.help,
      targets: v.nodes.slice(0, 8).map((n) => n.target.join(" ")),
    });
  }
};

/** Opens `path` (within the app when it is already showing, see `goInApp`), waits for it to settle and scans it. */
export const visit = async (page: Page, path: string, findings: Finding[], ready?: Locator): Promise<void> => {
  if (await showsApp(page)) await goInApp(page, path);
  else await page.goto(path);
  await settle(page, path, ready);
  await scan(page, path, findings);
};

/** Writes every finding to e2e/screenshots/axe-<name>.json and fails on the serious and critical ones. */
export const expectNoSevereFindings = async (name: string, findings: readonly Finding[]): Promise<void> => {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await writeFile(join(SCREENSHOT_DIR, `axe-${name}.json`), JSON.stringify(findings, null, 2));
  const severe = findings.filter((f) => f.impact === "serious" || f.impact === "critical");
  const lines = severe.map((f) => `${f.page}: ${f.rule} (${f.impact}) ${f.help} -> ${f.targets.join(" | ")}`);
  expect(lines, lines.join("\n")).toEqual([]);
};
