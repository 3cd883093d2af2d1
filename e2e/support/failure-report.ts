import { afterEach } from "vitest";
import { recentBrowserActions, screenshot, type TestPage } from "./browser.ts";

/**
 * After a failed test: screenshot the page to e2e/screenshots/FAILED-<suite>-<test>.png and print the
 * page's URL, errors and failed requests next to the assertion error.
 */
export const reportFailures = (suite: string, current: () => TestPage | null): void => {
  afterEach(async ({ task }) => {
    if (task.result?.state !== "fail") return;
    const testPage = current();
    if (!testPage) return;
    const file = await screenshot(testPage.page, `FAILED-${suite}-${task.name}`);
    const problems = testPage.describeProblems();
    console.error(
      [
        `[e2e] "${task.name}" failed at ${testPage.page.url()}`,
        file ? `[e2e] screenshot: ${file}` : "[e2e] no screenshot",
        problems ? `[e2e] what the page reported:\n${problems}` : "[e2e] the page reported no errors",
        `[e2e] the browser's last actions:\n${recentBrowserActions().slice(-60).join("\n")}`,
      ].join("\n"),
    );
  });
};
