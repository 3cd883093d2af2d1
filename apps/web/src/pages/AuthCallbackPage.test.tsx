// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import type { AuthContextValue, SessionStatus } from "../auth/auth-context.ts";
import { AuthContext } from "../auth/auth-context.ts";
import { fakeApi, signedIn } from "../features/fleets/test-harness.tsx";
import { AuthCallbackPage } from "./AuthCallbackPage.tsx";

const devAuth = (status: SessionStatus): AuthContextValue => {
  const base = signedIn(fakeApi({}).api);
  return { ...base, status, profile: status === "signedIn" ? base.profile : null };
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const renderCallback = (auth: AuthContextValue) =>
  render(
    <MemoryRouter initialEntries={["/auth/callback"]}>
      <AuthContext value={auth}>
        <Routes>
          <Route path="/auth/callback" element={<AuthCallbackPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </AuthContext>
    </MemoryRouter>,
  );

afterEach(cleanup);

describe("AuthCallbackPage in development sign-in", () => {
  it("shows 'Completing sign in...' while the session is being checked", () => {
    renderCallback(devAuth("loading"));
    expect(screen.getByText("Completing sign in...")).toBeTruthy();
  });

  it("routes a signed-in user as /login does: to the first player's dashboard", async () => {
    renderCallback(devAuth("signedIn"));
    expect((await screen.findByTestId("where")).textContent).toBe("/dashboard?galaxyId=demo&playerId=p1");
  });

  it("sends a signed-out visitor to /login", async () => {
    renderCallback(devAuth("signedOut"));
    expect((await screen.findByTestId("where")).textContent).toBe("/login");
  });
});
