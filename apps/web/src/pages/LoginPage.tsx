import { useState, type FormEvent } from "react";
import { Navigate, useLocation } from "react-router";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import Typography from "@mui/material/Typography";
import LoginIcon from "@mui/icons-material/Login";
import { useAuth } from "../auth/auth-context.ts";
import { checkDevName } from "../auth/dev-name.ts";
import { postSignInPath } from "../auth/post-sign-in-path.ts";
import { FullScreenMessage } from "../components/FullScreenMessage.tsx";
import { GAME_NAME, Logo } from "../components/Logo.tsx";
import { SpaceBackdrop } from "../components/SpaceBackdrop.tsx";
import { useTranslation } from "react-i18next";

export function LoginPage() {
  const { t } = useTranslation(["auth", "common"]);
  const { status, profile, config, configLoading, error: configError, signInDev, signInRedirect, retry } = useAuth();
  const location = useLocation();
  const callbackFailed = (location.state as { signInFailed?: boolean } | null)?.signInFailed === true;
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [failed, setFailed] = useState(callbackFailed);
  const [busy, setBusy] = useState(false);

  if (status === "signedIn" && profile) return <Navigate to={postSignInPath(profile)} replace />;
  if (status === "loading" && !busy) return <FullScreenMessage text={t("verifying")} />;

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
                {GAME_NAME}
              </Typography>
              <Typography color="textSecondary">{t("login.tagline")}</Typography>
            </Stack>

            {devMode && (
              <>
                <Alert severity="warning" variant="outlined" data-testid="dev-sign-in-notice">
                  {t("login.devNotice")}
                </Alert>
                {/* TextField's parts, without TextField: it imports Select (menus, popovers, modals) for its
                    `select` mode, which would weigh on the first download of /login. */}
                <FormControl error={nameError !== null} variant="outlined">
                  <InputLabel htmlFor="dev-name">{t("login.nameLabel")}</InputLabel>
                  <OutlinedInput
                    id="dev-name"
                    label={t("login.nameLabel")}
                    value={name}
                    onChange={(event) => setName(event.target.value)}
                    autoComplete="username"
                    autoFocus
                    inputProps={{ maxLength: 32, "data-testid": "dev-name-input", "aria-describedby": "dev-name-help" }}
                  />
                  <FormHelperText id="dev-name-help">{nameError ?? t("login.nameHelp")}</FormHelperText>
                </FormControl>
              </>
            )}

            {failed && (
              <Alert severity="error" data-testid="sign-in-error">
                {t("login.failed")}
              </Alert>
            )}
            {unavailable && (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={retry}>
                    {t("common:retry")}
                  </Button>
                }
              >
                {configError ? t("login.failed") : t("login.unavailable")}
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
              {t("login.submit")}
            </Button>

            <Typography variant="body2" color="textSecondary" sx={{ textAlign: "center" }}>
              {t("login.newPlayers")}
            </Typography>
            <Divider />
            <Typography variant="caption" color="textSecondary" sx={{ textAlign: "center" }}>
              {t("login.terms")}
            </Typography>
          </Stack>
        </CardContent>
      </Card>
    </SpaceBackdrop>
  );
}
