import { useEffect, useState } from "react";
import { Navigate } from "react-router";
import { useAuth } from "../auth/auth-context.ts";
import { postSignInPath } from "../auth/post-sign-in-path.ts";
import { FullScreenMessage } from "../components/FullScreenMessage.tsx";

type Phase = "working" | "done" | "failed";

/** Where the identity provider sends the browser back: redeem the code, then route as /login does. */
export function AuthCallbackPage() {
  const { config, configLoading, completeSignIn, status, profile } = useAuth();
  const [phase, setPhase] = useState<Phase>("working");

  // Without OpenID Connect there is no code to redeem: the callback has failed.
  const notOidc = !configLoading && config?.mode !== "oidc";

  useEffect(() => {
    if (configLoading || config?.mode !== "oidc") return;
    let live = true;
    completeSignIn()
      .then(() => live && setPhase("done"))
      .catch(() => live && setPhase("failed"));
    return () => {
      live = false;
    };
  }, [config, configLoading, completeSignIn]);

  const failedToLogin = <Navigate to="/login" replace state={{ signInFailed: true }} />;
  if (phase === "failed" || notOidc) return failedToLogin;
  if (phase === "done") {
    if (status === "signedIn" && profile) return <Navigate to={postSignInPath(profile)} replace />;
    if (status === "signedOut" || status === "error") return failedToLogin;
  }
  return <FullScreenMessage text="Completing sign in..." />;
}
