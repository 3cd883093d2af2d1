import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import type { NotificationSettings } from "@nova/contract";
import { useTranslation } from "react-i18next";

interface Props {
  readonly saved: NotificationSettings;
  readonly address: string;
  readonly email: boolean;
  readonly busy: boolean;
  onAddressChange(address: string): void;
  onEmailChange(on: boolean): void;
  /** Saves the address: the server mails a confirmation link to it. */
  onSendConfirmation(): void;
}

/** The address, its confirmation state and the mail switch; without SMTP on the server, a notice instead. */
export function EmailSection({
  saved,
  address,
  email,
  busy,
  onAddressChange,
  onEmailChange,
  onSendConfirmation,
}: Props) {
  const { t } = useTranslation("notifications");
  if (!saved.emailAvailable) {
    return (
      <Alert severity="info" data-testid="email-unavailable">
        {t("settings.email.unavailable")}
      </Alert>
    );
  }
  const sameAddress = address.trim().toLowerCase() === (saved.emailAddress ?? "").toLowerCase();
  const confirmed = sameAddress && saved.emailConfirmed;
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "center" } }}>
        <TextField
          label={t("settings.email.address")}
          type="email"
          size="small"
          value={address}
          onChange={(e) => onAddressChange(e.target.value)}
          sx={{ minWidth: 280 }}
          slotProps={{ htmlInput: { "data-testid": "email-address", maxLength: 254 } }}
        />
        {confirmed ? (
          <Chip label={t("settings.email.confirmed")} color="success" size="small" data-testid="email-status" />
        ) : (
          <>
            {sameAddress && saved.emailAddress && (
              <Chip label={t("settings.email.waiting")} color="warning" size="small" data-testid="email-status" />
            )}
            <Button variant="outlined" disabled={busy || address.trim() === ""} onClick={onSendConfirmation}>
              {t("settings.email.sendLink")}
            </Button>
          </>
        )}
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={email && confirmed}
            disabled={!confirmed}
            onChange={(e) => onEmailChange(e.target.checked)}
            slotProps={{ input: { "aria-label": t("settings.email.notices") } }}
          />
        }
        label={confirmed ? t("settings.email.notices") : t("settings.email.noticesUnconfirmed")}
      />
    </Stack>
  );
}
