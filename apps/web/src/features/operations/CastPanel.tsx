import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import type { CastResponse, PlayerStats, PlayerSummary } from "@nova/contract";
import { useTranslation } from "react-i18next";
import { OPERATION_TARGET, TARGET_UNIT_TYPES, operationsOfRace, type OperationType } from "@nova/rules";
import { formatNumber } from "../../format/format-number.ts";
import { DashboardSection } from "../dashboard/DashboardSection.tsx";
import { PlanetTargetField, PlayerSelectField, UnitTypeField } from "./CastFields.tsx";
import { CastResult } from "./CastResult.tsx";
import { OperationCards } from "./OperationCards.tsx";
import { checkCastForm, operationDescription, operationLabel, type CastForm } from "./operations-text.ts";
import { knownPlanets } from "./known-planets.ts";
import { useActiveOperations, useCastAndNotify } from "./use-operations.ts";
import { LockableButton } from "../rounds/LockableButton.tsx";

interface Props {
  readonly galaxyId: string;
  readonly mode: "ops" | "spells";
  readonly stats: PlayerStats;
  readonly players: readonly PlayerSummary[];
  readonly initialTargetPlanet: string | null;
  readonly initialOperation?: string | null;
  readonly initialTargetPlayer?: string | null;
}

const EMPTY: CastForm = { targetPlayerId: "", targetPlanetId: "", framedPlayerId: "", targetUnitType: "" };

/**
 * Agent Operations or Magic Spells: the race's operations as cards (spells priced in octarine and
 * disabled when it is short; delayed portal operations disabled as not available yet), the chosen one's
 * target form, and the last result with its report.
 */
export function CastPanel({
  galaxyId,
  mode,
  stats,
  players,
  initialTargetPlanet,
  initialOperation,
  initialTargetPlayer,
}: Props) {
  const { t } = useTranslation("operations");
  const available = mode === "spells" ? operationsOfRace(stats.race).wizards : operationsOfRace(stats.race).agents;
  const [selected, setSelected] = useState<OperationType | null>(
    (available as readonly string[]).includes(initialOperation ?? "") ? (initialOperation as OperationType) : null,
  );
  const [form, setForm] = useState<CastForm>({
    ...EMPTY,
    targetPlanetId: initialTargetPlanet ?? "",
    targetPlayerId: initialTargetPlayer ?? "",
  });
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CastResponse | null>(null);
  const cast = useCastAndNotify(galaxyId);
  const others = players.filter((p) => p.playerId !== stats.playerId);
  const units = mode === "spells" ? stats.units.wizards : stats.units.agents;
  const octarine = stats.resources.octarine;

  const submit = () => {
    if (!selected) return;
    const invalid = checkCastForm(selected, form, {
      morale: stats.morale,
      agents: stats.units.agents,
      wizards: stats.units.wizards,
      octarine,
    });
    setError(invalid);
    if (invalid) return;
    const kind = OPERATION_TARGET[selected];
    cast.send(
      {
        galaxyId,
        playerId: stats.playerId,
        operationType: selected,
        unitCount: units,
        ...(kind === "player" ? { targetPlayerId: form.targetPlayerId } : {}),
        ...(kind === "planet" ? { targetPlanetId: form.targetPlanetId.trim() } : {}),
        ...(selected === "plant_false_info" ? { framedPlayerId: form.framedPlayerId } : {}),
        ...(selected === "destroy_units"
          ? { targetUnitType: form.targetUnitType as (typeof TARGET_UNIT_TYPES)[number] }
          : {}),
      },
      { onResult: setResult },
    );
  };

  const kind = selected ? OPERATION_TARGET[selected] : null;
  const intel = useActiveOperations(galaxyId, kind === "planet");
  const planets = knownPlanets(intel.data, initialTargetPlanet);
  const playerField = (key: "targetPlayerId" | "framedPlayerId", label: string, testId: string) => (
    <PlayerSelectField
      label={label}
      value={form[key]}
      onChange={(playerId) => setForm({ ...form, [key]: playerId })}
      players={others}
      ownFamilyId={stats.familyId}
      familyDisabled={key === "targetPlayerId"}
      testId={testId}
    />
  );

  const targetPlayerField = playerField("targetPlayerId", t("form.targetPlayer"), "operation-target-player");
  const framedPlayerField = playerField("framedPlayerId", t("form.playerToFrame"), "operation-framed-player");

  return (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", lg: "3fr 2fr" }, pb: 4 }}>
      <DashboardSection
        title={mode === "spells" ? t("tabs.spells") : t("tabs.ops")}
        testId={`operations-${mode}`}
        action={
          <Chip
            size="small"
            label={
              mode === "spells"
                ? t("cast.wizardsSent", { count: formatNumber(units) })
                : t("cast.agentsSent", { count: formatNumber(units) })
            }
          />
        }
      >
        <OperationCards
          operations={available}
          selected={selected}
          onSelect={(op) => {
            setSelected(op);
            setError(null);
          }}
          octarine={octarine}
        />
      </DashboardSection>

      <Box sx={{ display: "grid", gap: 3, alignContent: "start" }}>
        <DashboardSection title={selected ? operationLabel(selected) : t("cast.choose")} testId="operations-cast-form">
          {!selected ? (
            <Typography color="textSecondary">
              {mode === "spells" ? t("cast.pickSpells") : t("cast.pickOps")}
            </Typography>
          ) : (
            <Box
              component="form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
              sx={{ display: "grid", gap: 2 }}
            >
              <Typography variant="body2" color="textSecondary">
                {operationDescription(selected)}
              </Typography>
              {kind === "self" && <Alert severity="info">{t("cast.self")}</Alert>}
              {kind === "player" && targetPlayerField}
              {kind === "planet" && (
                <PlanetTargetField
                  value={form.targetPlanetId}
                  onChange={(targetPlanetId) => setForm({ ...form, targetPlanetId })}
                  planets={planets}
                  loading={intel.isPending}
                />
              )}
              {selected === "plant_false_info" && framedPlayerField}
              {selected === "destroy_units" && (
                <UnitTypeField
                  value={form.targetUnitType}
                  onChange={(targetUnitType) => setForm({ ...form, targetUnitType })}
                />
              )}
              {error && (
                <Alert severity="error" data-testid="operation-error">
                  {error}
                </Alert>
              )}
              <LockableButton type="submit" variant="contained" disabled={cast.isPending} data-testid="operation-cast">
                {cast.isPending ? t("cast.casting") : mode === "spells" ? t("cast.castSpell") : t("cast.sendOperation")}
              </LockableButton>
            </Box>
          )}
        </DashboardSection>

        {result && (
          <DashboardSection title={t("cast.result")} testId="operation-result">
            <CastResult galaxyId={galaxyId} result={result} />
          </DashboardSection>
        )}
      </Box>
    </Box>
  );
}
