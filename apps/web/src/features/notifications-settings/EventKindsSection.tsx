import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import { NOTIFICATION_KINDS, type NotificationEvents } from "@nova/contract";
import { useTranslation } from "react-i18next";

/** Which events reach the player by push and mail. */
export function EventKindsSection({
  events,
  onChange,
}: {
  readonly events: NotificationEvents;
  onChange(events: NotificationEvents): void;
}) {
  const { t } = useTranslation("notifications");
  return (
    <FormGroup sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
      {NOTIFICATION_KINDS.map((kind) => (
        <FormControlLabel
          key={kind}
          control={
            <Checkbox
              checked={events[kind]}
              onChange={(e) => onChange({ ...events, [kind]: e.target.checked })}
              data-testid={`event-${kind}`}
            />
          }
          label={t(`settings.events.${kind}`)}
        />
      ))}
    </FormGroup>
  );
}
