// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { Account } from "@nova/contract";
import type { ApiClient } from "../api/api-client.ts";
import { AuthContext, type AuthContextValue } from "../auth/auth-context.ts";
import { i18n } from "../i18n/i18n.ts";
import { NotificationProvider } from "../notifications/NotificationProvider.tsx";
import { AppRoutes } from "../routes/AppRoutes.tsx";

const account: Account = {
  userId: "u1",
  displayName: "ace",
  email: null,
  createdAt: "2026-01-01T00:00:00Z",
  galaxies: [
    {
      galaxyId: "demo",
      galaxyName: "Demo",
      playerId: "p1",
      playerRace: "quantam",
      playerUsername: "Ace",
      playerNetworth: 1200,
      playerPlanetCount: 3,
    },
  ],
};

// The account answers and the language is stored as the server would; everything else stays pending.
const api = {
  call: (route: string, options?: { body?: { language?: string } }) => {
    if (route === "account") return Promise.resolve(account);
    if (route === "accountLanguage") return Promise.resolve({ language: null });
    if (route === "setAccountLanguage") return Promise.resolve({ language: options?.body?.language ?? null });
    return new Promise(() => undefined);
  },
} as unknown as ApiClient;

const auth: AuthContextValue = {
  status: "signedIn",
  profile: {
    userId: "u1",
    email: null,
    displayName: "ace",
    name: "ace",
    isAdmin: false,
    players: [{ galaxyId: "demo", playerId: "p1", username: "Ace", race: "quantam" }],
  },
  error: null,
  config: { mode: "dev", issuer: null, clientId: null, audience: null, scope: "openid" },
  configLoading: false,
  api,
  signInDev: () => new Promise(() => undefined),
  signInRedirect: async () => undefined,
  completeSignIn: async () => undefined,
  signOut: () => undefined,
  retry: () => undefined,
};

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
  localStorage.clear();
});

describe("switching the language on the account page", () => {
  it("turns every text of the shell into German at once, without a reload", async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={["/account"]}>
          <NotificationProvider>
            <AuthContext value={auth}>
              <AppRoutes />
            </AuthContext>
          </NotificationProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // The layout and the page are lazy chunks: the first render waits for them.
    expect(await screen.findByRole("heading", { level: 1, name: "Account" }, { timeout: 30_000 })).toBeTruthy();
    const nav = screen.getAllByRole("navigation", { name: "Game navigation" })[0]!;
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "User menu" })).toBeTruthy();
    expect(screen.getByText("Your Empires")).toBeTruthy();
    expect(document.title).toBe("Account · Nova Imperia");

    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Language" }));
    fireEvent.click(await screen.findByRole("option", { name: "Deutsch" }));

    await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Konto"));
    const germanNav = screen.getAllByRole("navigation", { name: "Spielnavigation" })[0]!;
    expect(within(germanNav).getByRole("link", { name: "Übersicht" })).toBeTruthy();
    expect(within(germanNav).getByRole("link", { name: "Ranglisten" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Benutzermenü" })).toBeTruthy();
    expect(screen.getByText("Deine Imperien")).toBeTruthy();
    expect(screen.getByText(/Nettowert 1\.200 · 3 Planeten/)).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Sprache" })).toBeTruthy();
    expect(document.title).toBe("Konto · Nova Imperia");
    expect(document.documentElement.lang).toBe("de");
    // Nothing of the English shell is left.
    for (const english of ["Dashboard", "Your Empires", "Past Rounds", "Profile", "Join Another Galaxy"]) {
      expect(screen.queryByText(english)).toBeNull();
    }
    expect(screen.queryByRole("navigation", { name: "Game navigation" })).toBeNull();
  }, 60_000);
});
