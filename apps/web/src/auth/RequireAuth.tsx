import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import Box from "@mui/material/Box";
import { ErrorState } from "../components/ErrorState.tsx";
import { FullScreenMessage } from "../components/FullScreenMessage.tsx";
import { useAuth } from "./auth-context.ts";

/** Protected screens: wait for the session check, send signed-out visitors to /login. */
export function RequireAuth({ children }: { readonly children: ReactNode }) {
  const { status, retry } = useAuth();
  const location = useLocation();

  if (status === "loading") return <FullScreenMessage text="Verifying authentication..." />;
  if (status === "signedOut") return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (status === "error") {
    return (
      <Box sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 2 }}>
        <ErrorState message="Could not verify your sign-in. Please try again." onRetry={retry} />
      </Box>
    );
  }
  return children;
}
