// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";
import { AuthContext, type AuthContextValue, type SessionStatus } from "../auth/auth-context.ts";
import { NotificationProvider } from "../notifications/NotificationProvider.tsx";
import { AppRoutes } from "./AppRoutes.tsx";

// API calls never answer here: these tests are about which screen each path shows.
const pendingApi: ApiClient = { call: () => new Promise(() => undefined) };

const auth = (status: SessionStatus): AuthContextValue => ({
  status,
  profile:
    status === "signedIn"
      ? {
          userId: "u1",
          email: null,
          displayName: "ace",
          name: "ace",
          isAdmin: false,
          players: [{ galaxyId: "demo", playerId: "p1", username: "Ace", race: "quantam" }],
        }
      : null,
  error: null,
  config: { mode: "dev", issuer: null, clientId: null, audience: null, scope: "openid" },
  configLoading: false,
  api: pendingApi,
  signInDev: () => new Promise(() => undefined),
  signInRedirect: async () => undefined,
  completeSignIn: async () => undefined,
  signOut: () => undefined,
  retry: () => undefined,
});

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname}</output>;
}

const renderAt = (path: string, status: SessionStatus = "signedIn") =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <NotificationProvider>
          <AuthContext value={auth(status)}>
            <AppRoutes />
            <CurrentPath />
          </AuthContext>
        </NotificationProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );

// Pages load lazily (their own chunks): wait for the screen rather than reading it at once.
const heading = async () => (await screen.findAllByRole("heading", { level: 1 }, { timeout: 15_000 }))[0]?.textContent;
const pathBecomes = (path: string) =>
  waitFor(() => expect(screen.getByTestId("path").textContent).toBe(path), { timeout: 15_000 });

// jsdom has no 2D canvas; the star-field then simply stays dark.
beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
});

afterEach(cleanup);

describe("routes of core-play section 2", () => {
  it.each([
    ["/galaxies", "Select a Galaxy"],
    ["/galaxy-selection", "Select a Galaxy"],
    ["/select-player/demo", "Select a Player"],
    ["/create-character/other", "Create Your Empire"],
    ["/planets?galaxyId=demo", "Your Planets"],
    ["/fleets?galaxyId=demo", "Fleet Management"],
    ["/build-queue?galaxyId=demo", "Build Queue"],
    ["/map?galaxyId=demo", "Galaxy Map"],
    ["/map-grid?galaxyId=demo", "Galaxy Map"],
    ["/galaxy-map-grid?galaxyId=demo", "Galaxy Map"],
    ["/map-3d?galaxyId=demo", "Galaxy Map"],
    ["/galaxy-map-3d?galaxyId=demo", "Galaxy Map"],
    ["/combat-log?galaxyId=demo", "Empire Log"],
    ["/family?galaxyId=demo", "Family"],
    ["/research?galaxyId=demo", "Research"],
    ["/rankings?galaxyId=demo", "Rankings"],
    ["/market?galaxyId=demo", "Market"],
    ["/operations?galaxyId=demo", "Operations"],
    ["/create-galaxy", "Create Galaxy"],
    ["/galaxy-creation/status/job-1", "Galaxy Creation Status"],
    ["/manage-galaxy/demo", "Manage Galaxy Access"],
    ["/hall-of-fame", "Hall of Fame"],
  ])("%s shows '%s'", async (path, title) => {
    renderAt(path);
    expect(await heading()).toBe(title);
  });

  it("shows the map landing's two views", async () => {
    renderAt("/map?galaxyId=demo");
    expect(await screen.findByRole("button", { name: "2D Grid View" }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "3D View" })).toBeTruthy();
  });

  it("sends an unknown path to the landing page", () => {
    renderAt("/no/such/page", "signedOut");
    expect(screen.getByTestId("path").textContent).toBe("/");
    expect(screen.getByRole("button", { name: "Login" })).toBeTruthy();
  });

  it("offers 'Enter' on the landing page when signed in", () => {
    renderAt("/");
    expect(screen.getByRole("button", { name: "Enter" })).toBeTruthy();
  });

  it("shows 'Verifying authentication...' while the session is checked", () => {
    renderAt("/dashboard?galaxyId=demo", "loading");
    expect(screen.getByText("Verifying authentication...")).toBeTruthy();
  });

  it("sends a signed-out visitor of a protected route to /login", async () => {
    renderAt("/dashboard?galaxyId=demo", "signedOut");
    await pathBecomes("/login");
    expect(await screen.findByRole("button", { name: "Sign In / Sign Up" }, { timeout: 15_000 })).toBeTruthy();
  });

  it("sends a signed-in user from /login to their first empire", async () => {
    renderAt("/login");
    await pathBecomes("/dashboard");
  });

  it("redirects /create-character to the dashboard when the user already plays there", async () => {
    renderAt("/create-character/demo");
    await pathBecomes("/dashboard");
  });

  it("disables the navigation until a galaxy and a player are chosen", async () => {
    renderAt("/galaxies");
    const link = (await screen.findAllByRole("link", { name: "Fleets" }, { timeout: 15_000 }))[0];
    expect(link?.getAttribute("aria-disabled")).toBe("true");
  });

  it("links every navigation entry to the current galaxy", async () => {
    renderAt("/planets?galaxyId=demo");
    const link = (await screen.findAllByRole("link", { name: "Empire Log" }, { timeout: 15_000 }))[0];
    expect(link?.getAttribute("href")).toBe("/combat-log?galaxyId=demo");
    expect(link?.getAttribute("aria-disabled")).not.toBe("true");
  });
});
