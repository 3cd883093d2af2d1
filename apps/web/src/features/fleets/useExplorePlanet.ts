import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { homeFleetId } from "@nova/rules";
import { useAuth } from "../../auth/auth-context.ts";
import { useNotify } from "../../notifications/notification-context.ts";
import { explorerSentMessage, failureText, FLEET_MESSAGES } from "./fleet-messages.ts";
import { useFleetOrders } from "./use-fleet-orders.ts";
import { parseTargetPlanet } from "./target-planet.ts";

/** What one explore order came to, with the spec's toast text. */
export type ExploreOutcome =
  | {
      readonly ok: true;
      /** 'Explorer sent to planet {id}! Travel time: {n} minutes'. */
      readonly message: string;
      readonly travelTimeSeconds: number | null;
      readonly fee: number;
      readonly fleetId: string | null;
    }
  | {
      readonly ok: false;
      /** The server's reason (e.g. 'You must have 50% of your planet space built to explore'), else
       * 'Failed to send explorer. Please try again.' */
      readonly message: string;
    };

export interface ExploreOptions {
  /** Show the outcome as a toast (success or error). Default true. */
  readonly notify?: boolean;
}

/**
 * "Explore & Colonize" for any screen (core-play sections 2 and 7): sends one explorer from the home fleet
 * (`{galaxyId}:{playerId}:home`) to a planet, refreshes fleets, credits and planets, and returns the outcome
 * with the spec's toast text (also shown as a toast unless `notify: false`). Never throws.
 *
 * ```tsx
 * const { explore, isPending } = useExplorePlanet(galaxyId);
 * <Button disabled={isPending} onClick={() => void explore(planet.id)}>Explore & Colonize</Button>
 * ```
 */
export const useExplorePlanet = (galaxyId: string, options: ExploreOptions = {}) => {
  // The fleets namespace (the toasts' texts) is loaded by whichever screen offers exploring.
  useTranslation("fleets");
  const { profile } = useAuth();
  const { notify } = useNotify();
  const { send } = useFleetOrders(galaxyId);
  const playerId = profile?.players.find((p) => p.galaxyId === galaxyId)?.playerId ?? null;
  const show = options.notify ?? true;
  const { mutateAsync } = send;

  const explore = useCallback(
    async (planetId: string): Promise<ExploreOutcome> => {
      const target = parseTargetPlanet(planetId, galaxyId);
      let outcome: ExploreOutcome;
      if (!playerId || !target) {
        outcome = { ok: false, message: FLEET_MESSAGES.explorerFailed };
      } else {
        try {
          const answer = await mutateAsync({
            sourceFleetId: homeFleetId(galaxyId, playerId),
            action: "exploration",
            targetPlanetId: target,
            units: { explorers: 1 },
          });
          outcome = {
            ok: true,
            message: explorerSentMessage(target, answer.travelTimeSeconds),
            travelTimeSeconds: answer.travelTimeSeconds,
            fee: answer.fee,
            fleetId: answer.fleet?.id ?? null,
          };
        } catch (error) {
          outcome = { ok: false, message: failureText(error, FLEET_MESSAGES.explorerFailed) };
        }
      }
      if (show) notify({ severity: outcome.ok ? "success" : "error", message: outcome.message });
      return outcome;
    },
    [galaxyId, playerId, mutateAsync, notify, show],
  );

  return { explore, isPending: send.isPending, canExplore: playerId !== null };
};
