import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import type { PlayerSummary } from "@nova/contract";
import { useGalaxyPlayers } from "../players/use-galaxy-players.ts";
import { useTranslation } from "react-i18next";

/** Picks another human empire of the galaxy to write to. */
export function NewMessagePicker(props: { galaxyId: string; ownPlayerId: string; onPick: (playerId: string) => void }) {
  const { t } = useTranslation("messages");
  const { galaxyId, ownPlayerId, onPick } = props;
  const players = useGalaxyPlayers(galaxyId);
  const options = (players.data?.players ?? []).filter((p) => !p.isNpc && p.playerId !== ownPlayerId);
  return (
    <Autocomplete<PlayerSummary>
      size="small"
      options={options}
      loading={players.isPending}
      getOptionLabel={(p) => p.username}
      onChange={(_event, value) => value && onPick(value.playerId)}
      renderInput={(params) => <TextField {...params} label={t("picker.label")} />}
      sx={{ p: 1.5 }}
      data-testid="new-message-picker"
    />
  );
}
