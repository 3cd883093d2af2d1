import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { closeContexts, workerBrowser, type TestPage } from "./browser.ts";
import { reportFailures } from "./failure-report.ts";
import { startTestServer, type TestServer } from "./server.ts";

export interface BrowserSuite {
  /** The real server, in-process, with a fresh SQLite database and the demo galaxy (set in `beforeAll`). */
  server: TestServer;
  browser: Browser;
  /** The page the suite's tests drive; closed at the end, and pictured when a test fails. */
  current: TestPage | null;
}

/**
 * The frame every browser test file shares: its own server and the worker's Chromium (the server and the file's
 * browser contexts are closed after it), and a screenshot with the page's errors for each failed test
 * (`reportFailures`). Call at the top of the file.
 */
export const browserSuite = (name: string): BrowserSuite => {
  const suite = { current: null } as BrowserSuite;
  beforeAll(async () => {
    suite.server = await startTestServer();
    suite.browser = await workerBrowser();
  });
  afterAll(async () => {
    await closeContexts(suite.browser);
    await suite.server?.close();
  });
  reportFailures(name, () => suite.current);
  return suite;
};
