import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { detailOr } from "../../api/api-error.ts";
import { useApi } from "../../auth/auth-context.ts";
import { FullScreenMessage } from "../../components/FullScreenMessage.tsx";
import { useTranslation } from "react-i18next";
import { i18n } from "../../i18n/i18n.ts";

type Outcome = { readonly ok: boolean; readonly message: string };

/**
 * /email/confirm and /email/unsubscribe: the targets of the signed links in mails. Opening the link is the
 * one click; no sign-in is needed, the signed token is the proof.
 */
export function EmailLinkPage({ action }: { readonly action: "confirm" | "unsubscribe" }) {
  const { t } = useTranslation("notifications");
  const api = useApi();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Once only, also under StrictMode's double effects: the link is used a single time per visit.
    if (sent.current || !token) return;
    sent.current = true;
    const call =
      action === "confirm"
        ? api.call("confirmEmail", { body: { token }, token: null })
        : api.call("unsubscribeEmail", { body: { token }, token: null });
    call
      // The catalogue's sentence for the action; the answer's `message` is its English twin for API clients.
      .then(() => setOutcome({ ok: true, message: i18n.t(`notifications:emailLink.done.${action}`) }))
      .catch((error: unknown) =>
        setOutcome({ ok: false, message: detailOr(error, i18n.t("notifications:emailLink.unusable")) }),
      );
  }, [action, api, token]);

  const shown: Outcome | null = token ? outcome : { ok: false, message: t("emailLink.incomplete") };
  if (!shown) {
    return <FullScreenMessage text={action === "confirm" ? t("emailLink.confirming") : t("emailLink.unsubscribing")} />;
  }
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", p: 2 }}>
      <Card sx={{ width: "100%", maxWidth: 520 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {action === "confirm" ? t("emailLink.confirmTitle") : t("settings.email.notices")}
          </Typography>
          <Alert severity={shown.ok ? "success" : "error"} data-testid="email-link-outcome">
            {shown.message}
          </Alert>
          <Button component={RouterLink} to="/account" sx={{ mt: 2 }}>
            {t("emailLink.settings")}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
