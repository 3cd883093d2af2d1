import type { RegisterRequest } from "@nova/contract";
import type { Page } from "playwright-core";
import { api } from "./api.ts";
import { expectVisible } from "./expect-page.ts";

/** A link of the game's side navigation, by its label. */
export const navLink = (page: Page, label: string) =>
  page.getByRole("navigation", { name: "Game navigation" }).first().getByRole("link", { name: label, exact: true });

export interface NewEmpire {
  readonly commander: string;
  readonly empireName: string;
  /** The race's label, e.g. "Quantam". */
  readonly race: string;
}

/**
 * Signs in as `commander` and founds `empireName` of `race` in the demo galaxy, ending on the new empire's dashboard
 * in one page load: the empire is founded through the API, and the page starts with the development token the
 * sign-in page would have stored. The sign-in and create-empire screens have tests of their own
 * (sign-in-and-create-empire, oidc-sign-in, keyboard-journey); every other browser test would pay three page loads
 * and a form for them.
 */
export const foundEmpire = async (page: Page, serverUrl: string, empire: NewEmpire): Promise<void> => {
  const token = `dev:${empire.commander}`;
  await api(serverUrl, token).call("register", {
    body: { username: empire.empireName, race: empire.race.toLowerCase() as RegisterRequest["race"], galaxyId: "demo" },
  });
  await signInAs(page, empire.commander);
  await page.goto("/dashboard?galaxyId=demo");
  await expectVisible(
    page.getByRole("heading", { name: `${empire.empireName}'s Empire` }),
    "the new empire's dashboard",
  );
};

/** Stores `commander`'s development token in the page's origin, as the sign-in page does (dev-token-store.ts). */
export const signInAs = async (page: Page, commander: string): Promise<void> => {
  // localStorage belongs to an origin: any document of the server's will do, and the favicon costs nothing to load.
  await page.goto("/favicon.svg");
  await page.evaluate((token) => localStorage.setItem("nova-imperia.dev-token", token), `dev:${commander}`);
};
