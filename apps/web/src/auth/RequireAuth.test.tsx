// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { ApiClient } from "../api/api-client.ts";
import { i18n } from "../i18n/i18n.ts";
import { AuthContext, type AuthContextValue, type SessionStatus } from "./auth-context.ts";
import { RequireAuth } from "./RequireAuth.tsx";

const auth = (status: SessionStatus): AuthContextValue => ({
  status,
  profile: null,
  error: null,
  config: null,
  configLoading: false,
  api: { call: () => new Promise(() => undefined) } as unknown as ApiClient,
  signInDev: () => new Promise(() => undefined),
  signInRedirect: async () => undefined,
  completeSignIn: async () => undefined,
  signOut: () => undefined,
  retry: () => undefined,
});

const renderAs = (status: SessionStatus) =>
  render(
    <MemoryRouter>
      <AuthContext value={auth(status)}>
        <RequireAuth>
          <p>inside</p>
        </RequireAuth>
      </AuthContext>
    </MemoryRouter>,
  );

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

describe("RequireAuth", () => {
  it("waits with the spec's text, and says so in German", async () => {
    renderAs("loading");
    expect(screen.getByText("Verifying authentication...")).toBeTruthy();
    cleanup();
    await i18n.changeLanguage("de");
    renderAs("loading");
    expect(screen.getByText("Anmeldung wird geprüft...")).toBeTruthy();
    expect(screen.queryByText("Verifying authentication...")).toBeNull();
  });

  it("offers a retry in German when the check failed", async () => {
    await i18n.changeLanguage("de");
    renderAs("error");
    expect(screen.getByText("Deine Anmeldung konnte nicht geprüft werden. Bitte versuche es erneut.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
  });
});
