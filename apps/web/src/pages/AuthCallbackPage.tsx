import { useEffect, useState } from "react";
import { Navigate } from "react-router";
import { useAuth } from "../auth/auth-context.ts";
import { postSignInPath } from "../auth/post-sign-in-path.ts";
import { FullScreenMessage } from "../components/FullScreenMessage.tsx";
import { useTranslation } from "react-i18next";

type Phase = "working" | "done" | "failed";

/** Where the identity provider sends the browser back: redeem the code, then route as /login does. */
export function AuthCallbackPage() {
  const { t } = useTranslation("auth");
  const { config, configLoading, completeSignIn, status, profile } = useAuth();
  const [phase, setPhase] = useState<Phase>("working");

  // Development sign-in has no code to redeem: the page waits for the session check and routes as /login does.
  const devMode = !configLoading && config?.mode !== "oidc";

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
  if (phase === "failed") return failedToLogin;
  if (phase === "done" || devMode) {
    if (status === "signedIn" && profile) return <Navigate to={postSignInPath(profile)} replace />;
    if (status === "signedOut" || status === "error") {
      return devMode ? <Navigate to="/login" replace /> : failedToLogin;
    }
  }
  return <FullScreenMessage text={t("completing")} />;
}
