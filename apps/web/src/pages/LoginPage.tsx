import { useState, type FormEvent } from "react";
import { Navigate, useLocation } from "react-router";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import LoginIcon from "@mui/icons-material/Login";
import { useAuth } from "../auth/auth-context.ts";
import { checkDevName } from "../auth/dev-name.ts";
import { postSignInPath } from "../auth/post-sign-in-path.ts";
import { FullScreenMessage } from "../components/FullScreenMessage.tsx";
import { Logo } from "../components/Logo.tsx";
import { SpaceBackdrop } from "../components/SpaceBackdrop.tsx";

const SIGN_IN_FAILED = "Failed to sign in. Please try again.";

export function LoginPage() {
  const { status, profile, config, configLoading, error: configError, signInDev, signInRedirect, retry } = useAuth();
  const location = useLocation();
  const callbackFailed = (location.state as { signInFailed?: boolean } | null)?.signInFailed === true;
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [failed, setFailed] = useState(callbackFailed);
  const [busy, setBusy] = useState(false);

  if (status === "signedIn" && profile) return <Navigate to={postSignInPath(profile)} replace />;
  if (status === "loading" && !busy) return <FullScreenMessage text="Verifying authentication..." />;

  const devMode = config?.mode === "dev";
  const unavailable = !configLoading && !config;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    let devName: string | null = null;
    if (devMode) {
      const check = checkDevName(name);
      setNameError(check.ok ? null : check.message);
      if (!check.ok) return;
      devName = check.name;
    }
    setBusy(true);
    try {
      if (devName !== null) await signInDev(devName);
      else await signInRedirect();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <SpaceBackdrop>
      <Card sx={{ width: "100%", maxWidth: 440, boxShadow: "0 0 60px rgba(40, 80, 200, 0.35)" }}>
        <CardContent component="form" onSubmit={submit} noValidate sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={3} sx={{ alignItems: "stretch" }}>
            <Stack spacing={1} sx={{ alignItems: "center", textAlign: "center" }}>
              <Logo size="small" withName={false} markSize={56} />
              <Typography variant="h4" component="h1">
                Nova Imperia
              </Typography>
              <Typography color="textSecondary">Server-Authoritative Space Strategy</Typography>
            </Stack>

            {devMode && (
              <>
                <Alert severity="warning" variant="outlined" data-testid="dev-sign-in-notice">
                  Development sign-in: no password and no identity provider. Anyone can sign in under any name; use it
                  only for local play and testing.
                </Alert>
                <TextField
                  label="Commander name"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  error={nameError !== null}
                  helperText={nameError ?? "Development sign-in name: 1-32 of a-z, 0-9, _ and -"}
                  autoComplete="username"
                  autoFocus
                  slotProps={{ htmlInput: { maxLength: 32, "data-testid": "dev-name-input" } }}
                />
              </>
            )}

            {failed && (
              <Alert severity="error" data-testid="sign-in-error">
                {SIGN_IN_FAILED}
              </Alert>
            )}
            {unavailable && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={retry}>
                    Retry
                  </Button>
                }
              >
                {configError ? SIGN_IN_FAILED : "Sign-in is not available right now."}
              </Alert>
            )}

            <Button
              type="submit"
              variant="contained"
              size="large"
              startIcon={<LoginIcon />}
              disabled={busy || configLoading || unavailable}
              data-testid="sign-in-button"
            >
              Sign In / Sign Up
            </Button>

            <Typography variant="body2" color="textSecondary" sx={{ textAlign: "center" }}>
              New players are sent to create their first empire right after signing in.
            </Typography>
            <Divider />
            <Typography variant="caption" color="textSecondary" sx={{ textAlign: "center" }}>
              By signing in you agree to the Terms of Service and acknowledge the Privacy Policy. We keep only what is
              needed to run your account and your empires.
            </Typography>
          </Stack>
        </CardContent>
      </Card>
    </SpaceBackdrop>
  );
}
