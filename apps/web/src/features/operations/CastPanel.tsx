import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { CastResponse, PlayerStats, PlayerSummary } from "@nova/contract";
import {
  OPERATION_TARGET,
  TARGET_UNIT_TYPES,
  UNAVAILABLE_OPERATIONS,
  isSpell,
  octarineCost,
  operationsOfRace,
  type OperationType,
} from "@nova/rules";
import { detailOr } from "../../api/api-error.ts";
import { formatNumber } from "../../format/format-number.ts";
import { useNotify } from "../../notifications/notification-context.ts";
import { DashboardSection } from "../dashboard/DashboardSection.tsx";
import { IntelReport, humanKey } from "./IntelReport.tsx";
import {
  OPERATIONS_TEXT,
  OPERATION_DESCRIPTIONS,
  checkCastForm,
  operationLabel,
  type CastForm,
} from "./operations-text.ts";
import { useCastOperation } from "./use-operations.ts";

interface Props {
  readonly galaxyId: string;
  readonly mode: "ops" | "spells";
  readonly stats: PlayerStats;
  readonly players: readonly PlayerSummary[];
  readonly initialTargetPlanet: string | null;
}

const EMPTY: CastForm = { targetPlayerId: "", targetPlanetId: "", framedPlayerId: "", targetUnitType: "" };

/**
 * Agent Operations or Magic Spells: the race's operations as cards (spells priced in octarine and
 * disabled when it is short; delayed portal operations disabled as not available yet), the chosen one's
 * target form, and the last result with its report.
 */
export function CastPanel({ galaxyId, mode, stats, players, initialTargetPlanet }: Props) {
  const available = mode === "spells" ? operationsOfRace(stats.race).wizards : operationsOfRace(stats.race).agents;
  const [selected, setSelected] = useState<OperationType | null>(null);
  const [form, setForm] = useState<CastForm>({ ...EMPTY, targetPlanetId: initialTargetPlanet ?? "" });
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<CastResponse | null>(null);
  const cast = useCastOperation(galaxyId);
  const { notify } = useNotify();
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
    cast.mutate(
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
      {
        onSuccess: (res) => {
          setResult(res);
          notify({ severity: res.success ? "success" : "warning", message: res.message });
        },
        onError: (e) =>
          notify({
            severity: "error",
            title: OPERATIONS_TEXT.castFailedTitle,
            message: detailOr(e, OPERATIONS_TEXT.castFailed),
          }),
      },
    );
  };

  const kind = selected ? OPERATION_TARGET[selected] : null;
  const playerField = (key: "targetPlayerId" | "framedPlayerId", label: string, testId: string) => (
    <TextField
      select
      size="small"
      label={label}
      value={form[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      sx={{ minWidth: 240 }}
      slotProps={{ htmlInput: { "data-testid": testId } }}
    >
      {others.map((p) => (
        <MenuItem
          key={p.playerId}
          value={p.playerId}
          disabled={key === "targetPlayerId" && p.familyId !== null && p.familyId === stats.familyId}
        >
          {p.username}
          {p.familyId !== null && p.familyId === stats.familyId ? " (family)" : ""} · NW {formatNumber(p.networth)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", lg: "3fr 2fr" }, pb: 4 }}>
      <DashboardSection
        title={mode === "spells" ? "Magic Spells" : "Agent Operations"}
        testId={`operations-${mode}`}
        action={
          <Chip
            size="small"
            label={`${formatNumber(units)} ${mode === "spells" ? "wizards" : "agents"} will be sent`}
          />
        }
      >
        <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(210px, 1fr))" }}>
          {available.map((op) => {
            const cost = octarineCost(op);
            const unbuilt = UNAVAILABLE_OPERATIONS.includes(op);
            const short = isSpell(op) && octarine < cost;
            const disabled = unbuilt || short;
            return (
              <Card
                key={op}
                variant="outlined"
                sx={{
                  borderColor: selected === op ? "primary.main" : "divider",
                  opacity: disabled ? 0.55 : 1,
                }}
              >
                <CardActionArea
                  disabled={disabled}
                  onClick={() => {
                    setSelected(op);
                    setError(null);
                  }}
                  data-testid={`operation-${op}`}
                  sx={{
                    p: 1.5,
                    height: "100%",
                    display: "flex",
                    flexDirection: "column",
                    alignItems: "stretch",
                    justifyContent: "flex-start",
                  }}
                >
                  <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>{operationLabel(op)}</Typography>
                    {isSpell(op) && <Chip size="small" color={short ? "error" : "secondary"} label={`${cost} oct`} />}
                  </Box>
                  <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                    {unbuilt ? OPERATIONS_TEXT.notAvailable : OPERATION_DESCRIPTIONS[op]}
                  </Typography>
                </CardActionArea>
              </Card>
            );
          })}
        </Box>
      </DashboardSection>

      <Box sx={{ display: "grid", gap: 3, alignContent: "start" }}>
        <DashboardSection
          title={selected ? operationLabel(selected) : "Choose an operation"}
          testId="operations-cast-form"
        >
          {!selected ? (
            <Typography color="textSecondary">
              Pick one on the left. Every cast costs 5% morale (and a spell its octarine) whether it succeeds or not,
              and sends all your available {mode === "spells" ? "wizards" : "agents"}.
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
                {OPERATION_DESCRIPTIONS[selected]}
              </Typography>
              {kind === "self" && <Alert severity="info">Cast on your own empire.</Alert>}
              {kind === "player" && playerField("targetPlayerId", "Target player", "operation-target-player")}
              {kind === "planet" && (
                <TextField
                  size="small"
                  label="Target planet ID"
                  value={form.targetPlanetId}
                  onChange={(e) => setForm({ ...form, targetPlanetId: e.target.value })}
                  helperText="e.g. demo:15,4:2 (open a planet on the map and choose Cast Spell or Send Operation)"
                  slotProps={{ htmlInput: { "data-testid": "operation-target-planet" } }}
                />
              )}
              {selected === "plant_false_info" &&
                playerField("framedPlayerId", "Player to frame", "operation-framed-player")}
              {selected === "destroy_units" && (
                <TextField
                  select
                  size="small"
                  label="Target unit type"
                  value={form.targetUnitType}
                  onChange={(e) => setForm({ ...form, targetUnitType: e.target.value })}
                  slotProps={{ htmlInput: { "data-testid": "operation-unit-type" } }}
                >
                  {TARGET_UNIT_TYPES.map((u) => (
                    <MenuItem key={u} value={u}>
                      {humanKey(u)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {error && (
                <Alert severity="error" data-testid="operation-error">
                  {error}
                </Alert>
              )}
              <Button type="submit" variant="contained" disabled={cast.isPending} data-testid="operation-cast">
                {cast.isPending ? "Casting..." : mode === "spells" ? "Cast Spell" : "Send Operation"}
              </Button>
            </Box>
          )}
        </DashboardSection>

        {result && (
          <DashboardSection title="Result" testId="operation-result">
            <Alert
              severity={result.success ? "success" : result.operationStatus === "defended" ? "error" : "warning"}
              sx={{ mb: 2 }}
            >
              {result.message}
            </Alert>
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 2 }}>
              <Chip size="small" label={`Chance ${Math.round(result.successRate * 100)}%`} />
              <Chip size="small" label={`${formatNumber(result.unitCount)} sent`} />
              {result.agentsLost > 0 && (
                <Chip size="small" color="error" label={`${formatNumber(result.agentsLost)} agents lost`} />
              )}
              {result.wizardsLost > 0 && (
                <Chip size="small" color="error" label={`${formatNumber(result.wizardsLost)} wizards lost`} />
              )}
              {result.octarineSpent > 0 && <Chip size="small" label={`${result.octarineSpent} octarine spent`} />}
            </Box>
            {result.intelData && <IntelReport data={result.intelData} />}
            {result.resultData && !result.intelData && <IntelReport data={result.resultData} />}
          </DashboardSection>
        )}
      </Box>
    </Box>
  );
}
