import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useAuth } from "../auth/auth-context.ts";
import { Logo } from "../components/Logo.tsx";
import { SpaceBackdrop } from "../components/SpaceBackdrop.tsx";
import { useTranslation } from "react-i18next";

export function LandingPage() {
  const { t } = useTranslation("auth");
  const { status, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const signingOut = (location.state as { signOut?: boolean } | null)?.signOut === true;

  // Logout (user menu) lands here first, then ends the session.
  useEffect(() => {
    if (!signingOut) return;
    signOut();
    void navigate("/", { replace: true, state: null });
  }, [signingOut, signOut, navigate]);

  const signedIn = status === "signedIn" && !signingOut;
  const loading = status === "loading" || signingOut;

  return (
    <SpaceBackdrop>
      <Stack spacing={4} sx={{ alignItems: "center", textAlign: "center" }}>
        <Logo size="large" />
        <Typography
          variant="h6"
          component="p"
          sx={{ maxWidth: 560, fontWeight: 400, color: "#aebbdc", textShadow: "0 0 12px rgba(4, 6, 13, 0.9)" }}
        >
          {t("landing.tagline")}
        </Typography>
        <Button
          variant="contained"
          size="large"
          disabled={loading}
          onClick={() => void navigate(signedIn ? "/galaxies" : "/login")}
          data-testid="landing-button"
          sx={{ px: 6, py: 1.5, fontSize: "1.1rem", borderRadius: 8, boxShadow: "0 0 30px rgba(79,195,247,0.45)" }}
        >
          {signedIn ? t("landing.enter") : t("landing.login")}
        </Button>
      </Stack>
    </SpaceBackdrop>
  );
}
