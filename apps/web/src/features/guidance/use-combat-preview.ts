import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { UnitCounts } from "@nova/contract";
import { useApi } from "../../auth/auth-context.ts";

/** POST /combat/preview for the units now chosen; idle while no unit is chosen. */
export const useCombatPreview = (galaxyId: string, targetPlanetId: string, units: UnitCounts, enabled = true) => {
  const api = useApi();
  const chosen = Object.fromEntries(Object.entries(units).filter(([, n]) => (n ?? 0) > 0)) as UnitCounts;
  const any = Object.keys(chosen).length > 0;
  return useQuery({
    queryKey: ["combatPreview", galaxyId, targetPlanetId, chosen],
    queryFn: ({ signal }) => api.call("combatPreview", { body: { galaxyId, targetPlanetId, units: chosen }, signal }),
    enabled: enabled && any,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 5_000,
  });
};
