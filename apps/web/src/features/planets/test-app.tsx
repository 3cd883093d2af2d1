import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { RouteName } from "@nova/contract";
import type { ApiClient } from "../../api/api-client.ts";
import { AuthContext, type AuthContextValue } from "../../auth/auth-context.ts";
import { NotificationProvider } from "../../notifications/NotificationProvider.tsx";

/** Answers per route name for a fake API; a function sees the call's input. A missing route never answers. */
export type FakeRoutes = Partial<Record<RouteName, unknown | ((input: unknown) => unknown)>>;

export interface FakeCall {
  readonly name: RouteName;
  readonly input: unknown;
}

/** Renders `ui` signed in as player p1 of galaxy demo, with a fake API; returns the calls it received. */
export const renderWithApp = (ui: ReactNode, routes: FakeRoutes, path = "/dashboard?galaxyId=demo") => {
  const calls: FakeCall[] = [];
  const api = {
    call: (name: RouteName, input?: unknown) => {
      calls.push({ name, input });
      const answer = routes[name];
      if (answer === undefined) return new Promise(() => undefined);
      try {
        return Promise.resolve(typeof answer === "function" ? (answer as (i: unknown) => unknown)(input) : answer);
      } catch (error) {
        return Promise.reject(error);
      }
    },
  } as unknown as ApiClient;
  const auth = {
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
    config: null,
    configLoading: false,
    api,
    signInDev: () => new Promise(() => undefined),
    signInRedirect: async () => undefined,
    completeSignIn: async () => undefined,
    signOut: () => undefined,
    retry: () => undefined,
  } as unknown as AuthContextValue;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <NotificationProvider>
          <AuthContext value={auth}>{ui}</AuthContext>
        </NotificationProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, calls };
};
