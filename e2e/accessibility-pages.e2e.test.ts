import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, test } from "vitest";
import { uniqueName } from "./support/api.ts";
import { expectNoSevereFindings, settle, scan, visit, type Finding } from "./support/axe.ts";
import { newTestPage } from "./support/browser.ts";
import { waitForPath } from "./support/expect-page.ts";
import { foundEmpire } from "./support/game.ts";
import { browserSuite } from "./support/suite.ts";

/**
 * Accessibility (issue 15), first half: axe on the signed-out pages, then, signed in with a real empire, the
 * dashboard and the account, galaxy, planet, fleet, build and map routes of core-play section 2. The other routes,
 * a dialog, the map's drawer and table and the skip link are in accessibility-game (two files, so the two browser
 * workers share the work).
 */

const suite = browserSuite("accessibility-pages");
const findings: Finding[] = [];

describe("accessibility (axe): signed-out pages and the first game routes", () => {
  const commander = uniqueName("axe");
  const empireName = `Lyra ${randomBytes(3).toString("hex")}`;
  let page: Page;

  test("signed out: landing and sign-in", async () => {
    suite.current = await newTestPage(suite.browser, { baseURL: suite.server.url });
    page = suite.current.page;
    // The landing page has no heading, only its button.
    await visit(page, "/", findings, page.getByRole("button", { name: "Login" }));
    await visit(page, "/login", findings);
  }, 300_000);

  test("signed in with a real empire: the dashboard, account, galaxy, planet, fleet, build and map routes", async () => {
    await foundEmpire(page, suite.server.url, { commander, empireName, race: "Quantam" });
    await waitForPath(page, "/dashboard");
    const q = `?galaxyId=demo`;
    await settle(page, "/dashboard");
    await scan(page, "/dashboard", findings);
    for (const path of [
      "/galaxies",
      "/select-player/demo",
      "/account",
      `/planets${q}`,
      `/fleets${q}`,
      `/build-queue${q}`,
      `/map${q}`,
      `/map-grid${q}`,
      `/map-3d${q}`,
    ]) {
      await visit(page, path, findings);
    }
  }, 900_000);

  test("no serious or critical violation", async () => {
    await expectNoSevereFindings("pages", findings);
  });
});
