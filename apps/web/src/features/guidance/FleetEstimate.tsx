import type { Fleet, UnitCounts } from "@nova/contract";
import { usePlayerStats } from "../empire/use-player-stats.ts";
import { usePlanet } from "../planets/use-planet.ts";
import { AttackEstimate } from "./AttackEstimate.tsx";

const FIGHTING = ["soldiers", "droids", "fighters", "bombers", "transports"] as const;

/** The fleet page's estimate before Initiate Combat (issue 18): this arrived fleet against its target. */
export function FleetEstimate({ galaxyId, fleet, planetId }: { galaxyId: string; fleet: Fleet; planetId: string }) {
  const planet = usePlanet(galaxyId, planetId);
  const stats = usePlayerStats(galaxyId);
  const units: UnitCounts = Object.fromEntries(FIGHTING.map((k) => [k, fleet.units[k]]));
  return (
    <AttackEstimate
      galaxyId={galaxyId}
      targetPlanetId={planetId}
      units={units}
      race={stats.data?.race ?? null}
      ownerId={planet.data?.ownerId ?? null}
    />
  );
}
