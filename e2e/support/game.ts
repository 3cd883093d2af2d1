import type { Page } from "playwright-core";
import { expectEnabled, expectVisible, waitForPath } from "./expect-page.ts";

/** A link of the game's side navigation, by its label. */
export const navLink = (page: Page, label: string) =>
  page.getByRole("navigation", { name: "Game navigation" }).first().getByRole("link", { name: label, exact: true });

/**
 * Signs in with development sign-in as `commander` and founds `empireName` of `race` (its label, e.g.
 * "Quantam") in the demo galaxy through the screens, ending on the new empire's dashboard.
 */
export const foundEmpireInBrowser = async (
  page: Page,
  empire: { readonly commander: string; readonly empireName: string; readonly race: string },
): Promise<void> => {
  await page.goto("/login");
  await page.getByLabel("Commander name").fill(empire.commander);
  await page.getByRole("button", { name: "Sign In / Sign Up" }).click();
  await waitForPath(page, "/galaxies");
  await page.getByTestId("galaxy-card-demo").getByRole("button", { name: "Create Player" }).click();
  await waitForPath(page, "/create-character/demo");
  await page.getByLabel("Empire Name").fill(empire.empireName);
  await page.getByRole("combobox", { name: "Race" }).click();
  await page.getByRole("option", { name: empire.race }).click();
  await page.getByRole("listbox").waitFor({ state: "hidden" });
  const create = page.getByRole("button", { name: "Create Empire" });
  await expectEnabled(create, "'Create Empire'");
  await create.click();
  await expectVisible(
    page.getByRole("heading", { name: `${empire.empireName}'s Empire` }),
    "the new empire's dashboard",
  );
};
