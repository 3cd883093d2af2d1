import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { planetLabel } from "@nova/rules";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LockableButton } from "../rounds/LockableButton.tsx";

interface Props {
  readonly open: boolean;
  readonly fleetName: string;
  readonly planetId: string;
  readonly pending: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
  /** Shown under the warning: the battle estimate from the player's intel (issue 18). */
  readonly estimate?: ReactNode;
}

/** The confirmation before a battle (core-play section 4): combat cannot be undone. */
export function ConfirmCombatDialog({ open, fleetName, planetId, pending, onCancel, onConfirm, estimate }: Props) {
  const { t } = useTranslation("combat");
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} data-testid="confirm-combat-dialog">
      <DialogTitle>{t("confirm.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t("confirm.text", { fleet: fleetName, planet: planetLabel(planetId) })}</DialogContentText>
        {estimate ? <Box sx={{ mt: 2 }}>{estimate}</Box> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={pending}>
          {t("confirm.cancel")}
        </Button>
        <LockableButton
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t("confirm.confirm")}
        </LockableButton>
      </DialogActions>
    </Dialog>
  );
}
