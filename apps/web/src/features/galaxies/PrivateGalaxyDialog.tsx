import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { PRIVATE_GALAXY_ALERT } from "./galaxy-access.ts";

export interface PrivateGalaxyDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * Clicking a private galaxy one may not join "alerts" (core-play section 2): an alert the player
 * acknowledges, so the sentence cannot vanish before it is read the way a timed toast can.
 */
export function PrivateGalaxyDialog({ open, onClose }: PrivateGalaxyDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" aria-labelledby="private-galaxy-title">
      <DialogTitle id="private-galaxy-title">Invitation Required</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="private-galaxy-alert">{PRIVATE_GALAXY_ALERT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
