import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { FamilyMember } from "@nova/contract";
import { AID_COOLDOWN_TURNS, aidWorth, RESOURCES, type Resource } from "@nova/rules";
import { formatNumber } from "../../format/format-number.ts";
import { useNotify } from "../../notifications/notification-context.ts";
import { failureToast } from "../build/submit-errors.ts";
import { aidBlockedText } from "./aid-blocked-text.ts";
import { aidShippedMessage } from "./aid-shipped-message.ts";
import { useAidAllowance, useSendAid } from "./use-aid.ts";
import { useTranslation } from "react-i18next";

type Amounts = Record<Resource, string>;
const EMPTY: Amounts = { credits: "", food: "", iron: "", endurium: "", octarine: "" };

/** Positive whole amounts only; anything else is left out (and blocks sending). */
const parse = (amounts: Amounts) => {
  const resources: Partial<Record<Resource, number>> = {};
  let invalid = false;
  for (const r of RESOURCES) {
    const text = amounts[r].trim();
    if (text === "") continue;
    const n = Number(text);
    if (!Number.isInteger(n) || n <= 0) invalid = true;
    else resources[r] = n;
  }
  return { resources, invalid, empty: Object.keys(resources).length === 0 };
};

/** Sends resources to one member of the family (docs/family-aid.md), within the caps the server enforces. */
export function AidDialog(props: { galaxyId: string; member: FamilyMember; onClose: () => void }) {
  const { galaxyId, member, onClose } = props;
  const [amounts, setAmounts] = useState<Amounts>(EMPTY);
  const allowance = useAidAllowance(galaxyId);
  const send = useSendAid(galaxyId);
  const { notify } = useNotify();
  const { t } = useTranslation("family");
  const { resources, invalid, empty } = parse(amounts);
  const worth = aidWorth(resources);
  const max = allowance.data?.maxValue ?? 0;
  const blocked = allowance.data ? aidBlockedText(allowance.data) : null;
  const over = allowance.data !== undefined && worth > max;

  const submit = () =>
    send.mutate(
      { toPlayerId: member.playerId, resources },
      {
        onSuccess: (result) => {
          notify({
            severity: "success",
            title: t("aid.sent"),
            message: aidShippedMessage(member.username, resources, result.message),
          });
          onClose();
        },
        onError: (error) => notify(failureToast(error, t("aid.failed"))),
      },
    );

  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} fullWidth maxWidth="xs" data-testid="aid-dialog">
      <DialogTitle sx={{ overflowWrap: "anywhere" }}>{t("aid.title", { name: member.username })}</DialogTitle>
      <DialogContent>
        {blocked && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="aid-blocked">
            {blocked}
          </Alert>
        )}
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {t("aid.explain", { max: formatNumber(max), turns: AID_COOLDOWN_TURNS })}
        </Typography>
        <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(130px, 1fr))", gap: 1.5 }}>
          {RESOURCES.map((r) => (
            <TextField
              key={r}
              label={t(`aid.resources.${r}`)}
              value={amounts[r]}
              onChange={(e) => setAmounts({ ...amounts, [r]: e.target.value })}
              size="small"
              slotProps={{ htmlInput: { inputMode: "numeric", "data-testid": `aid-${r}` } }}
            />
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 2 }} color={over ? "error" : "textPrimary"} data-testid="aid-worth">
          {t("aid.worth", { worth: formatNumber(worth), max: formatNumber(max) })}
        </Typography>
        {invalid && (
          <Typography variant="body2" color="error">
            {t("aid.invalid")}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={send.isPending}>
          {t("cancel")}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={empty || invalid || over || blocked !== null || send.isPending}
          data-testid="aid-submit"
        >
          {t("aid.submit")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
