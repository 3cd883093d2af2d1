import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useApi, useAuth } from "../../auth/auth-context.ts";
import { useNotify } from "../../notifications/notification-context.ts";
import { failureText } from "../fleets/fleet-messages.ts";
import { useRefreshAfterOrder } from "../fleets/use-fleet-data.ts";
import { useTranslation } from "react-i18next";
import { combatFailed, combatLogPath, combatToast } from "./combat-result.ts";

/**
 * Initiates combat at a planet where one of the player's attack fleets has arrived
 * (POST /combat/initiate/{planetId}?galaxy_id=&player_id=). Shows the victory or defeat toast, then opens the
 * Empire Log at the battle report; a refusal toasts the server's reason or 'Failed to initiate combat'.
 */
export const useInitiateCombat = (galaxyId: string) => {
  // The toasts' texts (namespace combat) are loaded with the screen that offers combat.
  useTranslation("combat");
  const api = useApi();
  const { profile } = useAuth();
  const { notify } = useNotify();
  const navigate = useNavigate();
  const refresh = useRefreshAfterOrder(galaxyId);
  const playerId = profile?.players.find((p) => p.galaxyId === galaxyId)?.playerId;

  return useMutation({
    mutationFn: (planetId: string) =>
      api.call("initiateCombat", {
        params: { planetId },
        query: { galaxy_id: galaxyId, ...(playerId ? { player_id: playerId } : {}) },
      }),
    onSuccess: (result, planetId) => {
      notify(combatToast(result, planetId));
      if (result.battleReportId) void navigate(combatLogPath(galaxyId, result.battleReportId));
    },
    onError: (error) => notify({ severity: "error", message: failureText(error, combatFailed()) }),
    onSettled: () => void refresh(),
  });
};
