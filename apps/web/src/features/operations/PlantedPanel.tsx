import { useState } from "react";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import LocalFireDepartmentIcon from "@mui/icons-material/LocalFireDepartment";
import type { PlantedOperation } from "@nova/contract";
import { useTranslation } from "react-i18next";
import { NUKE_BUILDING_REQUIRED, NUKE_BUILDING_TYPES } from "@nova/rules";
import { detailOr } from "../../api/api-error.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { serverText } from "../../i18n/server-text.ts";
import { useNotify } from "../../notifications/notification-context.ts";
import { DashboardSection } from "../dashboard/DashboardSection.tsx";
import { intelKey } from "./IntelReport.tsx";
import { castCheckText, OPERATIONS_TEXT, operationLabel } from "./operations-text.ts";
import { useTriggerOperation } from "./use-operations.ts";
import { LockableButton } from "../rounds/LockableButton.tsx";

/** Planted nukes and hypnoses of the player, each with its trigger (nukes need a building type). */
export function PlantedPanel({
  galaxyId,
  playerId,
  planted,
}: {
  readonly galaxyId: string;
  readonly playerId: string;
  readonly planted: readonly PlantedOperation[];
}) {
  const { t } = useTranslation("operations");
  return (
    <DashboardSection title={t("planted.title")} icon={<LocalFireDepartmentIcon />} testId="operations-planted">
      {planted.length === 0 ? (
        <EmptyState message={OPERATIONS_TEXT.noPlanted} />
      ) : (
        <Box sx={{ display: "grid", gap: 1.5 }}>
          {planted.map((p) => (
            <PlantedRow key={p.id} galaxyId={galaxyId} playerId={playerId} planted={p} />
          ))}
        </Box>
      )}
    </DashboardSection>
  );
}

function PlantedRow({
  galaxyId,
  playerId,
  planted,
}: {
  readonly galaxyId: string;
  readonly playerId: string;
  readonly planted: PlantedOperation;
}) {
  const { t } = useTranslation("operations");
  const [building, setBuilding] = useState("");
  const [error, setError] = useState<string | null>(null);
  const trigger = useTriggerOperation(galaxyId);
  const { notify } = useNotify();
  const nuke = planted.effectType === "nuke_planted";
  const name = nuke ? t("planted.nuke") : operationLabel("hypnotize");

  const fire = () => {
    if (nuke && !building) {
      setError(castCheckText(NUKE_BUILDING_REQUIRED));
      return;
    }
    setError(null);
    // Through the promise, not mutate's callbacks: the refresh after a trigger removes this row (the planted
    // operation is spent), and callbacks of an unmounted row never run, so the result would never be shown.
    trigger
      .mutateAsync({
        galaxyId,
        playerId,
        effectId: planted.id,
        ...(nuke ? { targetBuildingType: building as (typeof NUKE_BUILDING_TYPES)[number] } : {}),
      })
      .then(
        (res) =>
          notify({ severity: res.success ? "success" : "warning", message: serverText(res.messageText, res.message) }),
        (e: unknown) =>
          notify({
            severity: "error",
            title: OPERATIONS_TEXT.triggerFailedTitle,
            message: detailOr(e, OPERATIONS_TEXT.triggerFailed),
          }),
      );
  };

  return (
    <Box
      data-testid={`planted-${planted.id}`}
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: 1.5,
        p: 1.5,
        borderRadius: 1,
        border: "1px solid",
        borderColor: "divider",
      }}
    >
      <Box sx={{ flex: "1 1 220px" }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" color="textSecondary">
          {t("planted.where", {
            owner: planted.affectedPlayerName ?? t("planted.anEmpire"),
            planet: planted.planetId.split(":").slice(1).join(":"),
            planted: planted.startedTurn,
            expires: planted.expiresTurn,
          })}
        </Typography>
      </Box>
      {nuke && (
        <TextField
          select
          size="small"
          label={t("planted.building")}
          value={building}
          onChange={(e) => setBuilding(e.target.value)}
          error={error !== null}
          helperText={error ?? " "}
          sx={{ minWidth: 200 }}
          slotProps={{ htmlInput: { "data-testid": "planted-building" } }}
        >
          {NUKE_BUILDING_TYPES.map((b) => (
            <MenuItem key={b} value={b}>
              {intelKey(b)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <LockableButton
        variant="contained"
        color="error"
        onClick={fire}
        disabled={trigger.isPending}
        data-testid="planted-trigger"
      >
        {trigger.isPending ? t("planted.triggering") : t("planted.trigger")}
      </LockableButton>
    </Box>
  );
}
