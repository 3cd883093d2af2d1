import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import Box from "@mui/material/Box";
import { ErrorState } from "../components/ErrorState.tsx";
import { FullScreenMessage } from "../components/FullScreenMessage.tsx";
import { useAuth } from "./auth-context.ts";
import { useTranslation } from "react-i18next";

/** Protected screens: wait for the session check, send signed-out visitors to /login. */
export function RequireAuth({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation("auth");
  const { status, retry } = useAuth();
  const location = useLocation();

  if (status === "loading") return <FullScreenMessage text={t("verifying")} />;
  if (status === "signedOut") return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (status === "error") {
    return (
      <Box sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 2 }}>
        <ErrorState message={t("verifyFailed")} onRetry={retry} />
      </Box>
    );
  }
  return children;
}
