import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslation } from "react-i18next";

export interface PrivateGalaxyDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * Clicking a private galaxy one may not join "alerts" (core-play section 2): an alert the player
 * acknowledges, so the sentence cannot vanish before it is read the way a timed toast can.
 */
export function PrivateGalaxyDialog({ open, onClose }: PrivateGalaxyDialogProps) {
  const { t } = useTranslation("galaxies");
  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" aria-labelledby="private-galaxy-title">
      <DialogTitle id="private-galaxy-title">{t("privateDialog.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="private-galaxy-alert">{t("privateDialog.text")}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t("privateDialog.ok")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
