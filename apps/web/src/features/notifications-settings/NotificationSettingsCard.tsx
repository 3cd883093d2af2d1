import { useEffect, useState } from "react";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Divider from "@mui/material/Divider";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { NotificationSettings } from "@nova/contract";
import { useApi } from "../../auth/auth-context.ts";
import { ErrorState } from "../../components/ErrorState.tsx";
import { LoadingState } from "../../components/LoadingState.tsx";
import { useNotify } from "../../notifications/notification-context.ts";
import { knownTimeZones } from "../local-time/time-zone.ts";
import { EmailSection } from "./EmailSection.tsx";
import { EventKindsSection } from "./EventKindsSection.tsx";
import { QuietHoursSection } from "./QuietHoursSection.tsx";
import { formOf, requestOf, type SettingsForm } from "./settings-form.ts";
import { useNotificationSettings, useSaveNotificationSettings } from "./use-notification-settings.ts";
import { browserSubscribed, disablePush, enablePush, pushSupported } from "./web-push.ts";
import { useTranslation } from "react-i18next";

const ZONES = knownTimeZones();

/** Account page: how and when the game reaches the player while away, and the zone times are shown in. */
export function NotificationSettingsCard() {
  const { t } = useTranslation("notifications");
  const settings = useNotificationSettings();
  if (settings.isPending) return <LoadingState text={t("settings.loading")} />;
  if (settings.isError) {
    return <ErrorState message={t("settings.failed")} onRetry={() => void settings.refetch()} />;
  }
  return <SettingsEditor key={JSON.stringify(settings.data)} saved={settings.data} />;
}

function SettingsEditor({ saved }: { readonly saved: NotificationSettings }) {
  const { t } = useTranslation("notifications");
  const api = useApi();
  const notify = useNotify();
  const save = useSaveNotificationSettings();
  const [form, setForm] = useState<SettingsForm>(() => formOf(saved));
  const [pushBusy, setPushBusy] = useState(false);
  const [thisBrowser, setThisBrowser] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    browserSubscribed()
      .then((subscribed) => live && setThisBrowser(subscribed))
      .catch(() => live && setThisBrowser(false));
    return () => {
      live = false;
    };
  }, [saved.webPush]);
  const update = (change: Partial<SettingsForm>) => setForm((f) => ({ ...f, ...change }));

  const submit = (next: SettingsForm, message: string) =>
    save.mutate(requestOf(next), {
      onSuccess: () => notify.notify({ severity: "success", message }),
      onError: (error) => notify.notifyError(error),
    });

  const togglePush = async (on: boolean) => {
    setPushBusy(true);
    try {
      if (on) await enablePush(api);
      else await disablePush(api);
      setThisBrowser(on);
      const next = { ...form, webPush: on };
      setForm(next);
      submit(next, on ? t("settings.push.on") : t("settings.push.off"));
    } catch (error) {
      notify.notifyError(error);
    } finally {
      setPushBusy(false);
    }
  };

  return (
    <Card data-testid="notification-settings">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t("settings.title")}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {t("settings.description")}
        </Typography>
        <Stack spacing={2.5} divider={<Divider flexItem />}>
          <Autocomplete
            options={ZONES}
            value={form.timeZone}
            disableClearable
            onChange={(_e, zone) => update({ timeZone: zone })}
            sx={{ maxWidth: 360 }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t("settings.timeZone")}
                size="small"
                helperText={saved.saved ? undefined : t("settings.timeZoneFromBrowser")}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, "data-testid": "time-zone" },
                }}
              />
            )}
          />
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={form.webPush}
                  disabled={pushBusy || !pushSupported()}
                  onChange={(e) => void togglePush(e.target.checked)}
                  slotProps={{ input: { "aria-label": t("settings.push.label") } }}
                />
              }
              label={t("settings.push.label")}
            />
            {pushSupported() && form.webPush && thisBrowser === false && (
              <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                <Typography variant="body2" color="textSecondary">
                  {t("settings.push.otherBrowsers")}
                </Typography>
                <Button size="small" disabled={pushBusy} onClick={() => void togglePush(true)}>
                  {t("settings.push.addBrowser")}
                </Button>
              </Stack>
            )}
            {!pushSupported() && (
              <Typography variant="body2" color="textSecondary">
                {t("settings.push.unsupported")}
              </Typography>
            )}
          </Box>
          <EmailSection
            saved={saved}
            address={form.emailAddress}
            email={form.email}
            busy={save.isPending}
            onAddressChange={(emailAddress) => update({ emailAddress })}
            onEmailChange={(email) => update({ email })}
            onSendConfirmation={() =>
              submit({ ...form, email: false }, t("settings.email.linkSent", { address: form.emailAddress.trim() }))
            }
          />
          <Box>
            <Typography variant="subtitle2" gutterBottom>
              {t("settings.tellMeAbout")}
            </Typography>
            <EventKindsSection events={form.events} onChange={(events) => update({ events })} />
          </Box>
          <QuietHoursSection
            enabled={form.quietEnabled}
            from={form.quietFrom}
            to={form.quietTo}
            onChange={(q) => update({ quietEnabled: q.enabled, quietFrom: q.from, quietTo: q.to })}
          />
        </Stack>
        <Stack direction="row" sx={{ justifyContent: "flex-end", mt: 2 }}>
          <Button variant="contained" disabled={save.isPending} onClick={() => submit(form, t("settings.saved"))}>
            {t("settings.save")}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
