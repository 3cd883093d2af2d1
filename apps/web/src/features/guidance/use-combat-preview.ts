import { useEffect, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { UnitCounts } from "@nova/contract";
import { useApi } from "../../auth/auth-context.ts";

/** Typing a count asks once the player pauses, not on every keystroke. */
const SETTLE_MS = 300;

const chosenUnits = (units: UnitCounts): UnitCounts =>
  Object.fromEntries(Object.entries(units).filter(([, n]) => (n ?? 0) > 0)) as UnitCounts;

/** POST /combat/preview for the units now chosen (once they settle); idle while no unit is chosen. */
export const useCombatPreview = (galaxyId: string, targetPlanetId: string, units: UnitCounts, enabled = true) => {
  const api = useApi();
  const key = JSON.stringify(chosenUnits(units));
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    if (key === settled) return;
    const timer = window.setTimeout(() => setSettled(key), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [key, settled]);
  const chosen = JSON.parse(settled) as UnitCounts;
  return useQuery({
    queryKey: ["combatPreview", galaxyId, targetPlanetId, chosen],
    queryFn: ({ signal }) => api.call("combatPreview", { body: { galaxyId, targetPlanetId, units: chosen }, signal }),
    enabled: enabled && Object.keys(chosen).length > 0,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 5_000,
  });
};
