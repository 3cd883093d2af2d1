import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Typography from "@mui/material/Typography";
import type { FamilyMember } from "@nova/contract";
import {
  ASSIGNABLE_FAMILY_ROLES,
  isAssignableFamilyRole,
  roleUpdatedMessage,
  type AssignableFamilyRole,
} from "@nova/rules";
import { useNotify } from "../../notifications/notification-context.ts";
import { failureToast } from "../build/submit-errors.ts";
import { useUpdateRole } from "./use-family.ts";
import { LockableButton } from "../rounds/LockableButton.tsx";
import { Trans, useTranslation } from "react-i18next";

interface Props {
  readonly galaxyId: string;
  /** The leader giving the order. */
  readonly playerId: string;
  readonly familyId: string;
  readonly member: FamilyMember;
  readonly onClose: () => void;
}

/** The leader's Manage Role dialog (social-and-advanced sections 4 and 6): the five assignable roles. */
export function ManageRoleDialog({ galaxyId, playerId, familyId, member, onClose }: Props) {
  const [role, setRole] = useState<AssignableFamilyRole>(
    isAssignableFamilyRole(member.familyRole) ? member.familyRole : "member",
  );
  const update = useUpdateRole(galaxyId, playerId, familyId);
  const { notify } = useNotify();
  const { t } = useTranslation("family");

  const submit = () =>
    update.mutate(
      { targetPlayerId: member.playerId, newRole: role },
      {
        onSuccess: () => {
          notify({ severity: "success", message: roleUpdatedMessage(role) });
          onClose();
        },
        onError: (error) => notify(failureToast(error, t("text.roleFailed"))),
      },
    );

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      data-testid="manage-role-dialog"
    >
      <DialogTitle>{t("role.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1.5 }}>
          <Trans t={t} i18nKey="role.choose" values={{ name: member.username }} components={{ strong: <strong /> }} />
        </DialogContentText>
        <RadioGroup
          aria-label={t("role.label")}
          value={role}
          onChange={(event) => isAssignableFamilyRole(event.target.value) && setRole(event.target.value)}
        >
          {ASSIGNABLE_FAMILY_ROLES.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              data-testid={`role-option-${option}`}
              sx={{ alignItems: "flex-start", mb: 0.5, "& .MuiRadio-root": { pt: 0.5 } }}
              label={
                <Box sx={{ pt: 0.75 }}>
                  <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{t(`roles.${option}.label`)}</Typography>
                  <Typography variant="body2" color="textSecondary">
                    {t(`roles.${option}.description`)}
                  </Typography>
                </Box>
              }
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={update.isPending}>
          {t("cancel")}
        </Button>
        <LockableButton
          variant="contained"
          onClick={submit}
          disabled={update.isPending || role === member.familyRole}
          startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="manage-role-submit"
        >
          {t("role.update")}
        </LockableButton>
      </DialogActions>
    </Dialog>
  );
}
