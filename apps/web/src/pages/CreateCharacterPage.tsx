import { useState, type FormEvent } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import RocketLaunchIcon from "@mui/icons-material/RocketLaunch";
import { EMPIRE_NAME_MAX } from "@nova/rules";
import { detailOr } from "../api/api-error.ts";
import { useAuth } from "../auth/auth-context.ts";
import { ErrorState } from "../components/ErrorState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { useRegister } from "../features/create-empire/use-register.ts";
import { validateEmpireForm } from "../features/create-empire/validate-empire-form.ts";
import { useGalaxyName } from "../features/galaxies/use-galaxy-name.ts";
import { galaxyQuery } from "../features/game/use-game-context.ts";
import { RaceDetails } from "../features/races/RaceDetails.tsx";
import { RaceSelect } from "../features/races/RaceSelect.tsx";
import { useRaces } from "../features/races/use-races.ts";
import { useTranslation } from "react-i18next";

/** /create-character/{galaxyId}: an empire name and a race. */
export function CreateCharacterPage() {
  const { galaxyId } = useParams();
  const { t } = useTranslation(["empire", "common"]);
  const { profile } = useAuth();
  const navigate = useNavigate();
  const races = useRaces();
  const galaxyName = useGalaxyName(galaxyId);
  const register = useRegister();
  const [username, setUsername] = useState("");
  const [race, setRace] = useState("");
  const [error, setError] = useState<string | null>(null);

  const existing = profile?.players.find((player) => player.galaxyId === galaxyId);
  if (existing && !register.isPending && !register.isSuccess) {
    return <Navigate to={`/dashboard${galaxyQuery(existing.galaxyId, { playerId: existing.playerId })}`} replace />;
  }

  const busy = register.isPending;
  const selected = races.data?.races.find((info) => info.race === race);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmpireForm({ galaxyId, username, race });
    setError(problem);
    if (problem || !galaxyId) return;
    try {
      const created = await register.mutateAsync({ username: username.trim(), race, galaxyId });
      void navigate(`/dashboard${galaxyQuery(created.galaxyId, { playerId: created.playerId })}`);
    } catch (failure) {
      setError(detailOr(failure, t("create.failed")));
    }
  };

  return (
    <>
      <PageHeader
        title={t("create.title")}
        subtitle={galaxyName ? t("create.subtitle", { galaxy: galaxyName }) : undefined}
      />
      <Card sx={{ maxWidth: 640 }}>
        <CardContent component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={3}>
            {!galaxyId && <Alert severity="error">{t("create.missingGalaxy")}</Alert>}
            <TextField
              label={t("create.nameLabel")}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              helperText={t("create.nameHelp")}
              disabled={busy}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: EMPIRE_NAME_MAX, "data-testid": "empire-name-input" } }}
            />
            {races.isPending && <LoadingState text={t("create.loadingRaces")} />}
            {races.isError && <ErrorState message={t("create.racesFailed")} onRetry={() => void races.refetch()} />}
            {races.data && <RaceSelect races={races.data.races} value={race} onChange={setRace} disabled={busy} />}
            {selected && <RaceDetails race={selected} />}
            {error && (
              <Alert severity="error" data-testid="create-empire-error">
                {error}
              </Alert>
            )}
            <Stack direction="row" spacing={2} sx={{ justifyContent: "flex-end" }}>
              <Button onClick={() => void navigate("/galaxies")} disabled={busy}>
                {t("common:cancel")}
              </Button>
              <Button
                type="submit"
                variant="contained"
                startIcon={<RocketLaunchIcon />}
                disabled={busy || username.trim() === "" || race === "" || !galaxyId}
                data-testid="create-empire-button"
              >
                {busy ? t("create.submitting") : t("create.submit")}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}
