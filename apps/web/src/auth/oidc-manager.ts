import { UserManager, WebStorageStateStore } from "oidc-client-ts";
import type { AuthConfig } from "@nova/contract";

/** The OIDC client for code + PKCE sign-in; the audience goes out as a resource indicator when set. */
export const createUserManager = (config: AuthConfig, origin: string): UserManager => {
  const resource = config.audience ? { resource: config.audience } : undefined;
  return new UserManager({
    authority: config.issuer ?? "",
    client_id: config.clientId ?? "",
    redirect_uri: `${origin}/auth/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: "code",
    scope: config.scope,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    ...(resource ? { extraQueryParams: resource, extraTokenParams: resource } : {}),
  });
};

// The authorization code can be redeemed once; React's development double effects would redeem it twice.
const callbacks = new Map<string, Promise<string>>();

/** Finishes the redirect sign-in for this callback URL once and resolves to the access token. */
export const completeSignInRedirect = (manager: UserManager, url: string): Promise<string> => {
  let pending = callbacks.get(url);
  if (!pending) {
    pending = manager.signinRedirectCallback(url).then((user) => user.access_token);
    callbacks.set(url, pending);
  }
  return pending;
};
