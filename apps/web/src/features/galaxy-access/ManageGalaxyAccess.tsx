import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ErrorState } from "../../components/ErrorState.tsx";
import { LoadingState } from "../../components/LoadingState.tsx";
import { useNotify } from "../../notifications/notification-context.ts";
import { ACCESS_TEXT, accessErrorText } from "./access-messages.ts";
import { InviteDialog } from "./InviteDialog.tsx";
import { useAccessMutations, useGalaxyAccess, useInvitations } from "./use-galaxy-access.ts";
import { useTranslation } from "react-i18next";

/** Privacy switch, invitations and the invite dialog of one galaxy (owner only). */
export function ManageGalaxyAccess({ galaxyId }: { readonly galaxyId: string }) {
  const { t } = useTranslation(["galaxies", "common"]);
  const access = useGalaxyAccess(galaxyId);
  const invitations = useInvitations(galaxyId, access.isSuccess);
  const { setPrivacy, invite, revoke } = useAccessMutations(galaxyId);
  const { notify } = useNotify();
  const [inviteOpen, setInviteOpen] = useState(false);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  if (access.isPending) return <LoadingState text={t("access.loading")} />;
  if (access.isError) {
    const message = accessErrorText(access.error, ACCESS_TEXT.loadFailed);
    return message === ACCESS_TEXT.ownerOnly ? (
      <Alert severity="warning" data-testid="owner-only">
        {message}
      </Alert>
    ) : (
      <ErrorState message={message} onRetry={() => void access.refetch()} />
    );
  }

  const togglePrivacy = (isPrivate: boolean) => {
    setActionError(null);
    setPrivacy.mutate(isPrivate, {
      onSuccess: (a) =>
        notify({
          severity: "success",
          message: a.isPrivate ? t("access.nowPrivate") : t("access.nowPublic"),
        }),
      onError: (e) => setActionError(accessErrorText(e, ACCESS_TEXT.updateFailed)),
    });
  };

  const confirmRevoke = () => {
    if (!revoking) return;
    const userId = revoking;
    setRevoking(null);
    setActionError(null);
    revoke.mutate(userId, {
      onSuccess: () => notify({ severity: "success", message: t("access.revoked") }),
      onError: (e) => setActionError(accessErrorText(e, ACCESS_TEXT.revokeFailed)),
    });
  };

  const list = invitations.data?.invitations ?? [];

  return (
    <Box sx={{ display: "grid", gap: 3, maxWidth: 960 }}>
      {actionError && (
        <Alert severity="error" onClose={() => setActionError(null)} data-testid="access-error">
          {actionError}
        </Alert>
      )}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {access.data.galaxyName}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {galaxyId}
          </Typography>
          <Box sx={{ mt: 2 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={access.data.isPrivate}
                  disabled={setPrivacy.isPending}
                  onChange={(e) => togglePrivacy(e.target.checked)}
                  slotProps={{ input: { "aria-label": t("access.privateSwitch") } }}
                  data-testid="privacy-switch"
                />
              }
              label={access.data.isPrivate ? t("access.privateLabel") : t("access.publicLabel")}
            />
          </Box>
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 2, mb: 2 }}>
            <Typography variant="h6" component="h2">
              {t("access.invitedUsers")}
            </Typography>
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviteOpen(true)}>
              {t("access.inviteUser")}
            </Button>
          </Box>
          {invitations.isPending && <LoadingState text={t("access.loadingInvitations")} />}
          {invitations.isError && (
            <ErrorState
              message={accessErrorText(invitations.error, ACCESS_TEXT.loadFailed)}
              onRetry={() => void invitations.refetch()}
            />
          )}
          {invitations.isSuccess && list.length === 0 && <EmptyState message={t("access.noInvitations")} />}
          {list.length > 0 && (
            <TableContainer>
              <Table size="small" aria-label={t("access.invitedUsersTable")}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t("access.userId")}</TableCell>
                    <TableCell>{t("access.name")}</TableCell>
                    <TableCell>{t("access.status")}</TableCell>
                    <TableCell align="right">{t("access.actions")}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.map((inv) => (
                    <TableRow key={inv.userId} data-testid={`invitation-${inv.userId}`}>
                      <TableCell sx={{ fontFamily: "monospace", wordBreak: "break-all" }}>{inv.userId}</TableCell>
                      <TableCell>{inv.displayName ?? "—"}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={inv.hasJoined ? "success" : "default"}
                          label={inv.hasJoined ? t("access.joined") : t("access.notJoined")}
                        />
                      </TableCell>
                      <TableCell align="right">
                        <Button color="error" size="small" onClick={() => setRevoking(inv.userId)}>
                          {t("access.revoke")}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </CardContent>
      </Card>

      <InviteDialog open={inviteOpen} onClose={() => setInviteOpen(false)} invite={(id) => invite.mutateAsync(id)} />

      <Dialog open={revoking !== null} onClose={() => setRevoking(null)} aria-labelledby="revoke-title">
        <DialogTitle id="revoke-title">{t("access.revokeTitle")}</DialogTitle>
        <DialogContent>
          <DialogContentText>{ACCESS_TEXT.revokeConfirm}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(null)}>{t("common:cancel")}</Button>
          <Button color="error" variant="contained" onClick={confirmRevoke}>
            {t("access.revoke")}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
