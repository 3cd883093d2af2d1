import { randomBytes } from "node:crypto";
import { decodeJwt } from "jose";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { api, uniqueName } from "./support/api.ts";
import { closeContexts, newTestPage, workerBrowser, screenshot, type TestPage } from "./support/browser.ts";
import { chooseOption, expectEnabled, expectVisible, waitForPath } from "./support/expect-page.ts";
import { reportFailures } from "./support/failure-report.ts";
import { emailOf, OIDC_SCOPE, startOidcProvider, type TestOidcProvider } from "./support/oidc-provider.ts";
import { startTestServer, type TestServer } from "./support/server.ts";

/**
 * OpenID Connect sign-in (architecture.md, Identity) against a local oidc-provider: authorization code +
 * PKCE from the built client, the provider's development login and consent pages, the callback, and an
 * API that accepts the provider's RS256 JWT access tokens.
 */

let provider: TestOidcProvider;
let server: TestServer;
let browser: Browser;
let current: TestPage | null = null;

beforeAll(async () => {
  // The app needs the issuer before it starts and the provider the app's URL: listen, start, configure.
  provider = await startOidcProvider();
  server = await startTestServer({
    OIDC_ISSUER: provider.issuer,
    OIDC_AUDIENCE: provider.audience,
    OIDC_CLIENT_ID: provider.clientId,
  });
  provider.configure(server.url);
  browser = await workerBrowser();
});

afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
  await provider?.close();
});

reportFailures("oidc", () => current);

const freshPage = async (): Promise<Page> => {
  await current?.context.close().catch(() => undefined);
  current = await newTestPage(browser, { baseURL: server.url });
  return current.page;
};

const isProviderPage = (url: URL): boolean =>
  url.origin === provider.issuer && url.pathname.startsWith("/interaction/");

/** From the app's /login: 'Sign In / Sign Up' and the provider's development login page. */
const signInAtProvider = async (page: Page, login: string, shot?: string): Promise<void> => {
  await page.goto("/login");
  const signIn = page.getByRole("button", { name: "Sign In / Sign Up" });
  await expectEnabled(signIn, "the 'Sign In / Sign Up' button");
  expect(await page.getByLabel("Commander name").count(), "no development name field in OIDC mode").toBe(0);
  await signIn.click();

  await page.waitForURL(isProviderPage);
  await expectVisible(page.getByRole("heading", { name: "Sign-in" }), "the provider's login page");
  if (shot) await screenshot(page, shot);
  await page.getByPlaceholder("Enter any login").fill(login);
  await page.getByPlaceholder("and password").fill(randomBytes(6).toString("hex"));
  await page.getByRole("button", { name: "Sign-in" }).click();
};

const storedOidcUser = (page: Page) =>
  page.evaluate(
    ({ issuer, clientId }) => {
      const raw = localStorage.getItem(`oidc.user:${issuer}:${clientId}`);
      return raw ? (JSON.parse(raw) as { access_token: string; id_token?: string; profile: { sub: string } }) : null;
    },
    { issuer: provider.issuer, clientId: provider.clientId },
  );

test("the server announces OpenID Connect sign-in", async () => {
  const config = await api(server.url, null).call("authConfig");
  expect(config).toEqual({
    mode: "oidc",
    issuer: provider.issuer,
    clientId: provider.clientId,
    audience: provider.audience,
    scope: OIDC_SCOPE,
  });
  // Development tokens mean nothing once an issuer is configured.
  await expect(api(server.url, "dev:someone").call("me")).rejects.toThrow(/401/);
});

describe("a new player signing in through the identity provider", () => {
  const login = uniqueName("oidc");
  const empireName = `Orion ${randomBytes(3).toString("hex")}`;
  let page: Page;
  let accessToken = "";

  test("signs in with code + PKCE and lands on the galaxy list", async () => {
    page = await freshPage();
    // Hold the code exchange back until the callback screen has been seen and pictured.
    let releaseToken = () => {};
    const tokenHeld = new Promise<void>((resolve) => (releaseToken = resolve));
    await current?.context.route(`${provider.issuer}/token`, async (route) => {
      await tokenHeld;
      await route.continue();
    });

    await page.goto("/");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await waitForPath(page, "/login");
    await screenshot(page, "10-oidc-login");

    // The authorization request carries PKCE and the API as resource indicator.
    const authorize = page.waitForRequest((request) => request.url().startsWith(`${provider.issuer}/auth?`));
    const authorizeUrl = new URL(
      (await Promise.all([authorize, signInAtProvider(page, login, "11-oidc-provider-login")]))[0].url(),
    );
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeUrl.searchParams.get("code_challenge")).toBeTruthy();
    expect(authorizeUrl.searchParams.get("resource")).toBe(provider.audience);
    expect(authorizeUrl.searchParams.get("redirect_uri")).toBe(`${server.url}/auth/callback`);

    // A first sign-in asks for consent.
    await page.waitForURL((url) => isProviderPage(url) || url.pathname === "/auth/callback");
    if (isProviderPage(new URL(page.url()))) {
      await expectVisible(page.getByRole("heading", { name: "Authorize" }), "the provider's consent page");
      await screenshot(page, "12-oidc-consent");
      await page.getByRole("button", { name: "Continue" }).click();
    }

    await waitForPath(page, "/auth/callback");
    await expectVisible(page.getByText("Completing sign in..."), "the callback screen");
    await screenshot(page, "13-oidc-callback");
    releaseToken();

    await waitForPath(page, "/galaxies");
    await expectVisible(page.getByRole("heading", { name: "Select a Galaxy" }), "the galaxy list title");
    const card = page.getByTestId("galaxy-card-demo");
    await expectVisible(card.getByRole("button", { name: "Create Player" }), "'Create Player' on the demo galaxy");
    await screenshot(page, "14-oidc-galaxies");
    expect(provider.errors, "errors inside the OpenID provider").toEqual([]);
  });

  test("holds an RS256 access token for the API that the API accepts", async () => {
    const user = await storedOidcUser(page);
    expect(user, "the signed-in user kept by oidc-client-ts in localStorage").not.toBeNull();
    accessToken = user?.access_token ?? "";
    const claims = decodeJwt(accessToken);
    expect(claims.iss).toBe(provider.issuer);
    expect(claims.aud).toBe(provider.audience);
    expect(claims.sub).toBe(login);

    const me = await page.evaluate(async (token) => {
      const response = await fetch("/auth/me", { headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }, accessToken);
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(me.body).toMatchObject({ displayName: login, email: emailOf(login), players: [] });

    // A token with its signature tampered with is refused.
    const [header, payload] = accessToken.split(".");
    await expect(api(server.url, `${header}.${payload}.AAAA`).call("me")).rejects.toThrow(/401/);
  });

  test("never lets the sign-in's ID token stand in for the access token, whatever the audience", async () => {
    const idToken = (await storedOidcUser(page))?.id_token ?? "";
    expect(decodeJwt(idToken).aud, "an ID token names the client as its audience").toBe(provider.clientId);
    await expect(api(server.url, idToken).call("me")).rejects.toThrow(/401/);
    // An operator whose API audience is the client id (the former default) is protected too (issue 13).
    const sameAudience = await startTestServer({
      OIDC_ISSUER: provider.issuer,
      OIDC_AUDIENCE: provider.clientId,
      OIDC_CLIENT_ID: provider.clientId,
    });
    try {
      await expect(api(sameAudience.url, idToken).call("me")).rejects.toThrow(/401/);
    } finally {
      await sameAudience.close();
    }
  });

  test("creates an empire and reaches its dashboard", async () => {
    await page.getByTestId("galaxy-card-demo").getByRole("button", { name: "Create Player" }).click();
    await waitForPath(page, "/create-character/demo");
    await page.getByLabel("Empire Name").fill(empireName);
    await chooseOption(page.getByRole("combobox", { name: "Race" }), "Quantam");
    const create = page.getByRole("button", { name: "Create Empire" });
    await expectEnabled(create, "'Create Empire'");
    await create.click();

    await page.waitForURL((url) => url.pathname === "/dashboard" && url.searchParams.get("galaxyId") === "demo");
    await expectVisible(page.getByRole("heading", { name: `${empireName}'s Empire` }), "the new empire's dashboard");
    await expectVisible(page.getByTestId("current-turn"), "the turn in the top bar");
    await screenshot(page, "15-oidc-dashboard");

    const stats = await api(server.url, accessToken).call("playerStats", { query: { galaxyId: "demo" } });
    expect(stats).toMatchObject({ username: empireName, race: "quantam" });
  });

  test("stays signed in after a reload", async () => {
    await page.reload();
    await expectVisible(page.getByRole("heading", { name: `${empireName}'s Empire` }), "the dashboard after a reload");
  });

  test("returning with a live provider session goes straight to the dashboard", async () => {
    // Forget the local session only: the provider still knows the browser and the grant.
    await page.evaluate(() => localStorage.clear());
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In / Sign Up" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard" && url.searchParams.get("galaxyId") === "demo");
    expect(new URL(page.url()).searchParams.get("playerId"), "the first player's id").toBeTruthy();
    await expectVisible(page.getByRole("heading", { name: `${empireName}'s Empire` }), "the dashboard");
  });
});

test("declining consent at the provider shows the sign-in failure", async () => {
  const page = await freshPage();
  await signInAtProvider(page, uniqueName("decline"));
  await expectVisible(page.getByRole("heading", { name: "Authorize" }), "the provider's consent page");
  await page.getByRole("link", { name: "[ Cancel ]" }).click();

  await waitForPath(page, "/login");
  await expectVisible(page.getByText("Failed to sign in. Please try again."), "the sign-in failure message");
  expect(await storedOidcUser(page)).toBeNull();
});
