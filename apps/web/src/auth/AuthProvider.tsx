import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { UserManager } from "oidc-client-ts";
import { createApiClient } from "../api/api-client.ts";
import { isApiError } from "../api/api-error.ts";
import { queryKeys } from "../api/query-keys.ts";
import { AuthContext, type AuthContextValue, type SessionStatus } from "./auth-context.ts";
import { devToken } from "./dev-name.ts";
import { clearDevToken, readDevToken, writeDevToken } from "./dev-token-store.ts";
import { completeSignInRedirect, createUserManager } from "./oidc-manager.ts";

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

  const userManager = useMemo<UserManager | null>(
    () => (config?.mode === "oidc" ? createUserManager(config, window.location.origin) : null),
    [config],
  );

  // Restore the token a previous visit left: the dev token, or the OIDC user's access token.
  // Without OpenID Connect the stored dev token is read once, as soon as the configuration is known.
  if (!configQuery.isPending && !userManager && !tokenRestored) {
    setToken(config?.mode === "oidc" ? null : readDevToken());
    setTokenRestored(true);
  }
  useEffect(() => {
    if (!userManager) return;
    let live = true;
    userManager
      .getUser()
      // A token set meanwhile (by the callback page) wins over what the store held.
      .then((user) => live && setToken((current) => current ?? (user && !user.expired ? user.access_token : null)))
      .catch(() => undefined)
      .finally(() => live && setTokenRestored(true));
    const onLoaded = (user: { access_token: string }) => setToken(user.access_token);
    const onUnloaded = () => setToken(null);
    userManager.events.addUserLoaded(onLoaded);
    userManager.events.addUserUnloaded(onUnloaded);
    return () => {
      live = false;
      userManager.events.removeUserLoaded(onLoaded);
      userManager.events.removeUserUnloaded(onUnloaded);
    };
  }, [userManager]);

  const profileQuery = useQuery({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => api.call("me", { signal }),
    enabled: token !== null,
    staleTime: PROFILE_STALE_MS,
    retry: (failures, error) => !isUnauthorized(error) && failures < 2,
  });

  const signOut = useCallback(() => {
    clearDevToken();
    void userManager?.removeUser().catch(() => undefined);
    setToken(null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.authConfig[0] });
  }, [queryClient, userManager]);

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
    if (!userManager) throw new Error("OpenID Connect sign-in is not configured");
    await userManager.signinRedirect();
  }, [userManager]);

  const completeSignIn = useCallback(async () => {
    if (!userManager) throw new Error("OpenID Connect sign-in is not configured");
    const accessToken = await completeSignInRedirect(userManager, window.location.href);
    setToken(accessToken);
  }, [userManager]);

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
