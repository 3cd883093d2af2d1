import { createContext, useContext } from "react";
import type { AuthConfig, UserProfile } from "@nova/contract";
import type { ApiClient } from "../api/api-client.ts";

/** Core-play section 4: loading, signed in with a profile, or signed out; "error" when the check itself failed. */
export type SessionStatus = "loading" | "signedIn" | "signedOut" | "error";

export interface AuthContextValue {
  readonly status: SessionStatus;
  readonly profile: UserProfile | null;
  /** Why the session check failed (status "error"), or why the sign-in settings could not load. */
  readonly error: unknown;
  readonly config: AuthConfig | null;
  readonly configLoading: boolean;
  readonly api: ApiClient;
  /** Development sign-in: checks the name against the server, then keeps the token. */
  signInDev(name: string): Promise<UserProfile>;
  /** OIDC sign-in: leaves for the identity provider. */
  signInRedirect(): Promise<void>;
  /** OIDC callback: redeems the code in the current URL. */
  completeSignIn(): Promise<void>;
  signOut(): void;
  retry(): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export const useAuth = (): AuthContextValue => {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
};

/** The typed API client, sending the signed-in user's bearer token. */
export const useApi = (): ApiClient => useAuth().api;
