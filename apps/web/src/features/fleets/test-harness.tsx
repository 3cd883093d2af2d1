import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ApiClient } from "../../api/api-client.ts";
import { AuthContext, type AuthContextValue } from "../../auth/auth-context.ts";
import { NotificationProvider } from "../../notifications/NotificationProvider.tsx";

/** Answers per route name; a route without one never answers (its query stays pending). */
export type Answers = Readonly<Record<string, (input: unknown) => Promise<unknown>>>;

export interface FakeApi {
  readonly api: ApiClient;
  readonly calls: { name: string; input: unknown }[];
}

/** An API client for component tests that answers from `answers` and records every call. */
export const fakeApi = (answers: Answers): FakeApi => {
  const calls: { name: string; input: unknown }[] = [];
  const api = {
    call: (name: string, input: unknown) => {
      calls.push({ name, input });
      const answer = answers[name];
      return answer ? answer(input) : new Promise(() => undefined);
    },
  } as unknown as ApiClient;
  return { api, calls };
};

/** Signed in as user u1, whose player p1 plays in galaxy "demo". */
export const signedIn = (api: ApiClient): AuthContextValue => ({
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
});

/** A query client for component tests: a failed query is not retried. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Renders `ui` with a query client (a new one unless given), a router, toasts and the signed-in user talking to `api`. */
export const renderWithApi = (
  ui: ReactElement,
  api: ApiClient,
  path = "/fleets?galaxyId=demo",
  client = testQueryClient(),
) =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <NotificationProvider>
          <AuthContext value={signedIn(api)}>{ui}</AuthContext>
        </NotificationProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
