import { useMemo, useState } from "react";
import { useQueries, useQuery } from "@tanstack/react-query";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Fleet, Planet } from "@nova/contract";
import { canExplore, EXPLORE_BUILT_SHARE_MESSAGE, parsePlanetId } from "@nova/rules";
import { useTranslation } from "react-i18next";
import { useApi } from "../../auth/auth-context.ts";
import { useNotify } from "../../notifications/notification-context.ts";
import { mapKeys, useSystemPlanets } from "../galaxy-map/use-map-data.ts";
import { useHomeSystems } from "../galaxy-map/home-slots.ts";
import { usePlayerStats } from "../empire/use-player-stats.ts";
import { ATTACK_KEYS } from "./AttackPlanetDialog.tsx";
import { failureText, FLEET_MESSAGES } from "./fleet-messages.ts";
import { exploreProgressText } from "./explore-progress.ts";
import { checkUnits } from "./send-checks.ts";
import { previewTrip } from "./send-preview.ts";
import { parseTargetPlanet, targetError } from "./target-planet.ts";
import {
  attackCandidateSystems,
  attackTargets,
  explorationRefusal,
  explorationTargets,
  type TargetOption,
} from "./target-options.ts";
import { TripPreviewLine } from "./TripPreviewLine.tsx";
import { UnitCountFields } from "./UnitCountFields.tsx";
import { clampAll, countTotal, toUnitRequest, type Counts, type SendableKey } from "./unit-counts.ts";
import { useSendContext } from "./use-fleet-data.ts";
import { useFleetOrders } from "./use-fleet-orders.ts";
import { LockableButton } from "../rounds/LockableButton.tsx";
import { useNow } from "./use-now.ts";

export type Mission = "exploration" | "attack";

interface Props {
  readonly galaxyId: string;
  /** The fleet the mission leaves from: the home fleet or an idle fleet. */
  readonly fleet: Fleet;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly initialMission?: Mission;
  readonly initialTarget?: string;
}

const EXPLORATION_KEYS: readonly SendableKey[] = ["explorers"];

/** Every planet the loaded system views hold (a stable `combine`, so the list keeps its identity). */
const planetsOf = (results: readonly { readonly data?: { readonly planets: readonly Planet[] } }[]): Planet[] =>
  results.flatMap((r) => r.data?.planets ?? []);

/**
 * Send Mission (core-play sections 4 and 5): exploration (explorers only, at least one) or attack, a target
 * planet given as `x,y:n` or its full id, unit counts clamped to what the fleet holds, an optional name,
 * and the live fee and travel preview. Success: 'Fleet sent successfully!'.
 */
export function SendMissionDialog({ open, onClose, ...rest }: Props) {
  const { t } = useTranslation("fleets");
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="send-mission-dialog">
      <DialogTitle>{t("send.title")}</DialogTitle>
      {open && <SendMissionForm {...rest} onClose={onClose} />}
    </Dialog>
  );
}

function SendMissionForm({
  galaxyId,
  fleet,
  onClose,
  initialMission = "exploration",
  initialTarget = "",
}: Omit<Props, "open">) {
  const { t } = useTranslation("fleets");
  const now = useNow();
  const { notify } = useNotify();
  const { send } = useFleetOrders(galaxyId);
  const context = useSendContext(galaxyId, true);
  const api = useApi();
  const [mission, setMission] = useState<Mission>(initialMission);
  const [target, setTarget] = useState(initialTarget);
  const [counts, setCounts] = useState<Counts>(
    initialMission === "exploration" ? { explorers: Math.min(1, fleet.units.explorers) } : {},
  );
  const [fleetName, setFleetName] = useState("");
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const keys = mission === "exploration" ? EXPLORATION_KEYS : ATTACK_KEYS;
  const chosen: Counts = Object.fromEntries(keys.map((key) => [key, counts[key] ?? 0]));
  const total = countTotal(chosen);
  const targetId = parseTargetPlanet(target, galaxyId);
  const homes = useHomeSystems(galaxyId, mission === "exploration");
  // Suggestions from the map's system list (shared cache with the maps); a typed id still works.
  const systems = useQuery({
    queryKey: mapKeys.systems(galaxyId),
    queryFn: ({ signal }) => api.call("systems", { params: { galaxyId }, signal }),
    retry: false,
  });
  const stats = usePlayerStats(galaxyId, mission === "attack");
  const home = context.owned.find((p) => p.isHomeWorld) ?? context.owned[0] ?? null;
  const origin = useMemo(() => (home ? { x: home.x, y: home.y } : null), [home]);
  const ownIds = useMemo(() => new Set(context.owned.map((p) => p.id)), [context.owned]);
  // Attack suggestions: the planets of the nearest systems holding someone else's planet (the maps' system view).
  const attackSystems = useMemo(
    () =>
      mission === "attack" && systems.data ? attackCandidateSystems(systems.data.systems, context.owned, origin) : [],
    [mission, systems.data, context.owned, origin],
  );
  const systemViews = useQueries({
    queries: attackSystems.map((s) => ({
      queryKey: mapKeys.systemPlanets(galaxyId, s.x, s.y),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.call("systemPlanets", { params: { galaxyId, systemId: `${s.x},${s.y}` }, signal }),
      retry: false,
    })),
    combine: planetsOf,
  });
  const suggestions: TargetOption[] = useMemo(() => {
    if (mission === "exploration") return systems.data ? explorationTargets(systems.data.systems, origin) : [];
    const viewer = { playerId: stats.data?.playerId ?? null, familyId: stats.data?.familyId ?? null, ownIds };
    return attackTargets(systemViews, viewer, origin);
  }, [mission, systems.data, origin, stats.data, ownIds, systemViews]);
  // An exploration the server will refuse (an owned planet, a home system's free slot): say so as soon as it is typed.
  const typedAt = mission === "exploration" && targetId !== null ? parsePlanetId(targetId) : null;
  const typedSystem = useSystemPlanets(galaxyId, typedAt ? { x: typedAt.x, y: typedAt.y } : null);
  const refusal =
    mission === "exploration"
      ? explorationRefusal({
          targetId,
          homes,
          ownIds,
          systemPlanets: typedAt ? typedSystem.data?.planets : undefined,
          systems: systems.data?.systems,
        })
      : null;
  const reservedTarget = refusal !== null;
  const targetMessage = targetError(target, galaxyId) ?? refusal;
  const showTargetMessage = targetMessage !== null && (attempted || reservedTarget);
  const check = checkUnits(mission, chosen, fleet.units);
  const builtRule = mission === "exploration" && context.built ? canExplore(context.built) : null;
  const preview =
    targetId && context.race
      ? previewTrip({
          mission: { kind: mission },
          targetPlanetId: targetId,
          owned: context.owned,
          race: context.race,
          units: chosen,
          clock: context.clock,
          now,
          spaceAmazement: context.spaceAmazement,
        })
      : null;

  const changeMission = (next: Mission) => {
    setMission(next);
    setAttempted(false);
    setCounts(next === "exploration" ? { explorers: Math.min(1, fleet.units.explorers) } : {});
  };

  const submit = () => {
    setAttempted(true);
    setFailure(null);
    if (targetMessage || !targetId || check.error) return;
    send.mutate(
      {
        sourceFleetId: fleet.id,
        action: mission,
        targetPlanetId: targetId,
        units: toUnitRequest(clampAll(chosen, fleet.units)),
        ...(fleetName.trim() ? { fleetName: fleetName.trim() } : {}),
      },
      {
        onSuccess: () => {
          // The server words it in English only (the spec's text, which the English catalogue holds).
          notify({ severity: "success", message: FLEET_MESSAGES.sent });
          onClose();
        },
        onError: (error) => setFailure(failureText(error, FLEET_MESSAGES.sendFailed)),
      },
    );
  };

  const showUnitError = check.error !== null && (total > 0 || attempted);
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <FormControl size="small" fullWidth>
            <InputLabel id="mission-type-label">{t("send.missionType")}</InputLabel>
            <Select
              labelId="mission-type-label"
              label={t("send.missionType")}
              value={mission}
              onChange={(event) => changeMission(event.target.value as Mission)}
              data-testid="mission-type"
            >
              <MenuItem value="exploration">{t("send.exploration")}</MenuItem>
              <MenuItem value="attack">{t("send.attack")}</MenuItem>
            </Select>
          </FormControl>
          <Autocomplete
            freeSolo
            openOnFocus
            size="small"
            options={suggestions}
            getOptionLabel={(option) => (typeof option === "string" ? option : option.label)}
            inputValue={target}
            onInputChange={(_, value) => setTarget(value)}
            renderOption={({ key, ...props }, option) => (
              <Box
                component="li"
                key={key}
                {...props}
                sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}
              >
                <span>{option.label}</span>
                <Typography variant="caption" color="textSecondary">
                  {option.hint}
                </Typography>
              </Box>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t("form.targetPlanet")}
                error={showTargetMessage}
                helperText={showTargetMessage ? targetMessage : t("form.targetHelp")}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, "data-testid": "target-planet-input" },
                }}
              />
            )}
          />
          <UnitCountFields keys={keys} counts={chosen} available={fleet.units} onChange={setCounts} />
          <TextField
            size="small"
            label={t("form.fleetName")}
            value={fleetName}
            onChange={(event) => setFleetName(event.target.value.slice(0, 40))}
          />
          <TripPreviewLine preview={preview} />
          {builtRule && context.built && (
            <Alert severity="warning" data-testid="explore-built-rule">
              {builtRule.detail === EXPLORE_BUILT_SHARE_MESSAGE ? t("explore.builtShare") : builtRule.detail}
              <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="explore-built-progress">
                {exploreProgressText(context.built)}
              </Typography>
            </Alert>
          )}
          {check.warning && mission === "attack" && <Alert severity="warning">{check.warning}</Alert>}
          {showUnitError && (
            <Alert severity="error" data-testid="send-mission-error">
              {check.error}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" data-testid="send-mission-failure" onClose={() => setFailure(null)}>
              {failure}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t("form.cancel")}</Button>
        <LockableButton
          variant="contained"
          onClick={submit}
          disabled={send.isPending || (total > 0 && check.error !== null)}
          startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t("send.submit")}
        </LockableButton>
      </DialogActions>
    </>
  );
}
