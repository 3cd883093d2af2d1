import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { UserManager } from "oidc-client-ts";
import { createApiClient } from "../api/api-client.ts";
import { isApiError } from "../api/api-error.ts";
import { queryKeys } from "../api/query-keys.ts";
import { AuthContext, type AuthContextValue, type SessionStatus } from "./auth-context.ts";
import { devToken } from "./dev-name.ts";
import { clearDevToken, readDevToken, writeDevToken } from "./dev-token-store.ts";

/** The OIDC client and its helpers: fetched only when the server signs in through OpenID Connect. */
type OidcModule = typeof import("./oidc-manager.ts");
interface Oidc {
  readonly manager: UserManager;
  readonly module: OidcModule;
}

/** Spec (core-play section 9): the user profile is cached for 5 minutes. */
const PROFILE_STALE_MS = 5 * 60 * 1000;

const isUnauthorized = (error: unknown): boolean => isApiError(error) && error.status === 401;

/** The token as of the last commit, for requests that leave between renders. */
const createTokenSlot = () => {
  let token: string | null = null;
  return {
    get: () => token,
    set: (next: string | null) => {
      token = next;
    },
  };
};

export function AuthProvider({ children }: { readonly children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(null);
  const [tokenRestored, setTokenRestored] = useState(false);
  // The client reads the token when a request leaves, so one client serves the whole session.
  const [slot] = useState(createTokenSlot);
  useLayoutEffect(() => slot.set(token), [slot, token]);
  const [api] = useState(() => createApiClient({ getToken: slot.get }));

  const configQuery = useQuery({
    queryKey: queryKeys.authConfig,
    queryFn: ({ signal }) => api.call("authConfig", { signal }),
    staleTime: Infinity,
    retry: 1,
  });
  const config = configQuery.data ?? null;

  // oidc-client-ts is a large library that development sign-in never uses: its chunk is fetched once the
  // configuration says OpenID Connect, so the first download of / and /login does not carry it.
  const oidc = useMemo<Promise<Oidc> | null>(
    () =>
      config?.mode === "oidc"
        ? import("./oidc-manager.ts").then((module) => ({
            module,
            manager: module.createUserManager(config, window.location.origin),
          }))
        : null,
    [config],
  );

  // Restore the token a previous visit left: the dev token, or the OIDC user's access token.
  // Without OpenID Connect the stored dev token is read once, as soon as the configuration is known.
  if (!configQuery.isPending && !oidc && !tokenRestored) {
    setToken(readDevToken());
    setTokenRestored(true);
  }
  useEffect(() => {
    if (!oidc) return;
    let live = true;
    let detach: () => void = () => undefined;
    oidc
      .then(({ manager }) => {
        if (!live) return;
        const onLoaded = (user: { access_token: string }) => setToken(user.access_token);
        const onUnloaded = () => setToken(null);
        manager.events.addUserLoaded(onLoaded);
        manager.events.addUserUnloaded(onUnloaded);
        detach = () => {
          manager.events.removeUserLoaded(onLoaded);
          manager.events.removeUserUnloaded(onUnloaded);
        };
        return manager.getUser().then(
          // A token set meanwhile (by the callback page) wins over what the store held.
          (user) => live && setToken((current) => current ?? (user && !user.expired ? user.access_token : null)),
        );
      })
      .catch(() => undefined)
      .finally(() => live && setTokenRestored(true));
    return () => {
      live = false;
      detach();
    };
  }, [oidc]);

  const profileQuery = useQuery({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => api.call("me", { signal }),
    enabled: token !== null,
    staleTime: PROFILE_STALE_MS,
    retry: (failures, error) => !isUnauthorized(error) && failures < 2,
  });

  const signOut = useCallback(() => {
    clearDevToken();
    void oidc?.then(({ manager }) => manager.removeUser()).catch(() => undefined);
    setToken(null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.authConfig[0] });
  }, [queryClient, oidc]);

  // A rejected token (expired, revoked, unknown dev name) means the session is over.
  useEffect(() => {
    // Signing out clears storage and the query cache as well as the token: an effect, not render work.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (token !== null && isUnauthorized(profileQuery.error)) signOut();
  }, [token, profileQuery.error, signOut]);

  const signInDev = useCallback(
    async (name: string) => {
      const candidate = devToken(name);
      const profile = await api.call("me", { token: candidate });
      writeDevToken(candidate);
      queryClient.setQueryData(queryKeys.me, profile);
      setToken(candidate);
      return profile;
    },
    [api, queryClient],
  );

  const signInRedirect = useCallback(async () => {
    if (!oidc) throw new Error("OpenID Connect sign-in is not configured");
    const { manager } = await oidc;
    await manager.signinRedirect();
  }, [oidc]);

  const completeSignIn = useCallback(async () => {
    if (!oidc) throw new Error("OpenID Connect sign-in is not configured");
    const { manager, module } = await oidc;
    const accessToken = await module.completeSignInRedirect(manager, window.location.href);
    setToken(accessToken);
  }, [oidc]);

  const retry = useCallback(() => {
    if (configQuery.isError) void configQuery.refetch();
    if (profileQuery.isError) void profileQuery.refetch();
  }, [configQuery, profileQuery]);

  let status: SessionStatus;
  if (configQuery.isPending || !tokenRestored) status = "loading";
  else if (token === null) status = "signedOut";
  else if (profileQuery.data) status = "signedIn";
  else if (profileQuery.isError) status = isUnauthorized(profileQuery.error) ? "signedOut" : "error";
  else status = "loading";

  const value: AuthContextValue = {
    status,
    profile: status === "signedIn" ? (profileQuery.data ?? null) : null,
    error: status === "error" ? profileQuery.error : configQuery.error,
    config,
    configLoading: configQuery.isPending,
    api,
    signInDev,
    signInRedirect,
    completeSignIn,
    signOut,
    retry,
  };

  return <AuthContext value={value}>{children}</AuthContext>;
}
