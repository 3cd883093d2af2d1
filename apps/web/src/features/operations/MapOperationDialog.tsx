import { useEffect, useRef, useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { CastResponse, PlayerStats, PlayerSummary } from "@nova/contract";
import { useTranslation } from "react-i18next";
import { operationsOfRace, planetLabel, type OperationType } from "@nova/rules";
import { ErrorState } from "../../components/ErrorState.tsx";
import { LoadingState } from "../../components/LoadingState.tsx";
import { formatNumber } from "../../format/format-number.ts";
import { usePlayerStats } from "../empire/use-player-stats.ts";
import { useGalaxyPlayers } from "../players/use-galaxy-players.ts";
import { PlayerSelectField, UnitTypeField } from "./CastFields.tsx";
import { CastResult } from "./CastResult.tsx";
import { OperationCards } from "./OperationCards.tsx";
import { checkMapCast, mapCastRequest, unitsSent, type MapCastChoice, type MapCastTarget } from "./map-cast.ts";
import { OPERATIONS_TEXT, operationDescription, operationLabel } from "./operations-text.ts";
import { useCastAndNotify } from "./use-operations.ts";
import { LockableButton } from "../rounds/LockableButton.tsx";

export interface MapOperationDialogProps {
  readonly galaxyId: string;
  readonly planet: MapCastTarget & { readonly ownerName: string | null };
  readonly onClose: () => void;
  /** A cast succeeded: the map reloads shortly (social-and-advanced section 2). */
  readonly onSucceeded: () => void;
}

type Mode = "ops" | "spells";
const NO_CHOICE: MapCastChoice = { framedPlayerId: "", targetUnitType: "" };

/**
 * The covert operations dialog of the maps (social-and-advanced section 2): agent operations or magic spells
 * against the planet it was opened on and its owner, the unit count sent, the result and its Empire Log entry.
 */
export function MapOperationDialog({ galaxyId, planet, onClose, onSucceeded }: MapOperationDialogProps) {
  const { t } = useTranslation("operations");
  const stats = usePlayerStats(galaxyId);
  const players = useGalaxyPlayers(galaxyId);
  const owner = planet.ownerId === null ? t("map.unexplored") : (planet.ownerName ?? t("map.anotherEmpire"));
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="map-operation-title">
      <DialogTitle id="map-operation-title">
        {t("map.title")}
        <Typography variant="body2" color="textSecondary" component="span" sx={{ display: "block" }}>
          {t("map.planet", { planet: planetLabel(planet.planetId), owner })}
        </Typography>
      </DialogTitle>
      {stats.isPending || players.isPending ? (
        <DialogContent>
          <LoadingState text={t("text.loading")} />
        </DialogContent>
      ) : stats.isError || players.isError ? (
        <DialogContent>
          <ErrorState
            message={OPERATIONS_TEXT.loadFailed}
            onRetry={() => void Promise.all([stats.refetch(), players.refetch()])}
          />
        </DialogContent>
      ) : (
        <CastForm
          galaxyId={galaxyId}
          planet={planet}
          stats={stats.data}
          players={players.data.players}
          onSucceeded={onSucceeded}
        />
      )}
      <DialogActions>
        <Button onClick={onClose}>{t("map.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}

interface CastFormProps {
  readonly galaxyId: string;
  readonly planet: MapCastTarget;
  readonly stats: PlayerStats;
  readonly players: readonly PlayerSummary[];
  readonly onSucceeded: () => void;
}

function CastForm({ galaxyId, planet, stats, players, onSucceeded }: CastFormProps) {
  const { t } = useTranslation("operations");
  // Only spells on the caster's own empire can be cast from an unowned planet, so its dialog opens on spells.
  const [mode, setMode] = useState<Mode>(planet.ownerId === null ? "spells" : "ops");
  const [selected, setSelected] = useState<OperationType | null>(null);
  const [choice, setChoice] = useState<MapCastChoice>(NO_CHOICE);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CastResponse | null>(null);
  const resultBox = useRef<HTMLDivElement>(null);
  const cast = useCastAndNotify(galaxyId);
  // A new result is brought into view: it sits below the operations in a dialog that may scroll.
  useEffect(() => {
    if (result) resultBox.current?.scrollIntoView?.({ block: "nearest" });
  }, [result]);
  const race = operationsOfRace(stats.race);
  const caster = {
    playerId: stats.playerId,
    morale: stats.morale,
    agents: stats.units.agents,
    wizards: stats.units.wizards,
    octarine: stats.resources.octarine,
  };

  const submit = () => {
    if (!selected) return;
    const invalid = checkMapCast(selected, planet, choice, caster);
    setError(invalid);
    if (invalid) return;
    cast.send(mapCastRequest(galaxyId, selected, planet, choice, caster), {
      onResult: (res) => {
        setResult(res);
        if (res.success) onSucceeded();
      },
      onRefused: setError,
    });
  };

  return (
    <DialogContent dividers sx={{ display: "grid", gap: 2 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }} data-testid="map-operation-stats">
        <Chip size="small" label={t("map.agents", { count: formatNumber(stats.units.agents) })} />
        <Chip size="small" label={t("map.wizards", { count: formatNumber(stats.units.wizards) })} />
        <Chip size="small" label={t("map.octarine", { count: formatNumber(stats.resources.octarine) })} />
        <Chip size="small" label={t("map.morale", { percent: Math.round(stats.morale * 100) })} />
      </Box>
      <Tabs
        value={mode}
        onChange={(_e, next: Mode) => {
          setMode(next);
          setSelected(null);
          setError(null);
        }}
        aria-label={t("map.kind")}
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        <Tab value="ops" label={t("tabs.ops")} data-testid="map-operation-tab-ops" />
        <Tab value="spells" label={t("tabs.spells")} data-testid="map-operation-tab-spells" />
      </Tabs>
      <OperationCards
        operations={mode === "spells" ? race.wizards : race.agents}
        selected={selected}
        onSelect={(op) => {
          setSelected(op);
          setError(null);
        }}
        octarine={stats.resources.octarine}
        dense
      />
      {selected && (
        <Box
          component="form"
          noValidate
          data-testid="map-operation-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          sx={{ display: "grid", gap: 2 }}
        >
          <Typography sx={{ fontWeight: 600 }}>
            {operationLabel(selected)}
            <Typography component="span" variant="body2" color="textSecondary" sx={{ ml: 1 }}>
              {operationDescription(selected)}
            </Typography>
          </Typography>
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "flex-start" }}>
            <TextField
              size="small"
              type="number"
              label={t("map.unitCount")}
              value={unitsSent(selected, caster)}
              helperText={mode === "spells" ? t("map.allWizards") : t("map.allAgents")}
              slotProps={{ input: { readOnly: true }, htmlInput: { min: 1, "data-testid": "map-operation-units" } }}
              sx={{ width: 300 }}
            />
            {selected === "plant_false_info" && (
              <PlayerSelectField
                label={t("form.playerToFrame")}
                value={choice.framedPlayerId}
                onChange={(framedPlayerId) => setChoice({ ...choice, framedPlayerId })}
                players={players.filter((p) => p.playerId !== stats.playerId)}
                ownFamilyId={stats.familyId}
                familyDisabled={false}
                testId="operation-framed-player"
              />
            )}
            {selected === "destroy_units" && (
              <UnitTypeField
                value={choice.targetUnitType}
                onChange={(targetUnitType) => setChoice({ ...choice, targetUnitType })}
              />
            )}
          </Box>
          {error && (
            <Alert severity="error" data-testid="map-operation-error">
              {error}
            </Alert>
          )}
          <LockableButton
            type="submit"
            variant="contained"
            color="secondary"
            disabled={cast.isPending}
            data-testid="map-operation-cast"
            sx={{ justifySelf: "start" }}
          >
            {cast.isPending ? t("cast.casting") : mode === "spells" ? t("cast.castSpell") : t("cast.sendOperation")}
          </LockableButton>
        </Box>
      )}
      {result && (
        <Box data-testid="map-operation-result" ref={resultBox}>
          <CastResult galaxyId={galaxyId} result={result} />
        </Box>
      )}
    </DialogContent>
  );
}
