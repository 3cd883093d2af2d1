import { useMutation } from "@tanstack/react-query";
import type { RouteBody, UnitCounts } from "@nova/contract";
import { useApi, useAuth } from "../../auth/auth-context.ts";
import { useRefreshAfterOrder } from "./use-fleet-data.ts";

type SendBody = Omit<RouteBody<"sendFleet">, "galaxyId" | "playerId">;

/**
 * The fleet orders of core-play section 7 for one galaxy: send, recall, move and reinforce. Each refreshes
 * the fleets, credits, planets and logs when it settles. The acting player id is sent as the spec does.
 */
export const useFleetOrders = (galaxyId: string) => {
  const api = useApi();
  const { profile } = useAuth();
  const refresh = useRefreshAfterOrder(galaxyId);
  const playerId = profile?.players.find((p) => p.galaxyId === galaxyId)?.playerId;
  const actor = { galaxyId, ...(playerId ? { playerId } : {}) };

  const send = useMutation({
    mutationFn: (body: SendBody) => api.call("sendFleet", { body: { ...actor, ...body } }),
    onSettled: () => void refresh(),
  });
  const recall = useMutation({
    mutationFn: (fleetId: string) => api.call("recallFleet", { params: { fleetId }, body: actor }),
    onSettled: () => void refresh(),
  });
  const move = useMutation({
    mutationFn: ({ fleetId, targetPlanetId }: { fleetId: string; targetPlanetId: string }) =>
      api.call("moveFleet", { params: { fleetId }, body: { ...actor, targetPlanetId } }),
    onSettled: () => void refresh(),
  });
  const reinforce = useMutation({
    mutationFn: ({ fleetId, units }: { fleetId: string; units: UnitCounts }) =>
      api.call("reinforceFleet", { params: { fleetId }, body: { ...actor, units } }),
    onSettled: () => void refresh(),
  });
  return { send, recall, move, reinforce };
};
