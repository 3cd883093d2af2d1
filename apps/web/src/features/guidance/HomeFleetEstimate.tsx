import type { UnitCounts } from "@nova/contract";
import { useTranslation } from "react-i18next";
import { useAuth } from "../../auth/auth-context.ts";
import { usePlayerStats } from "../empire/use-player-stats.ts";
import { findHomeFleet, useFleetList } from "../fleets/use-fleet-data.ts";
import { AttackEstimate } from "./AttackEstimate.tsx";

const FIGHTING = ["soldiers", "droids", "fighters", "bombers", "transports"] as const;

/** The map drawer's estimate (issue 18): the battle against `planetId` if the whole home fleet went. */
export function HomeFleetEstimate({
  galaxyId,
  planetId,
  ownerId,
}: {
  galaxyId: string;
  planetId: string;
  ownerId: string | null;
}) {
  const { t } = useTranslation("guidance");
  const { profile } = useAuth();
  const playerId = profile?.players.find((p) => p.galaxyId === galaxyId)?.playerId ?? null;
  const fleets = useFleetList(galaxyId);
  const stats = usePlayerStats(galaxyId);
  const home = findHomeFleet(fleets.data?.fleets, galaxyId, playerId);
  if (!home) return null;
  const units: UnitCounts = Object.fromEntries(FIGHTING.map((k) => [k, home.units[k]]));
  return (
    <AttackEstimate
      galaxyId={galaxyId}
      targetPlanetId={planetId}
      units={units}
      race={stats.data?.race ?? null}
      ownerId={ownerId}
      caption={t("estimate.wholeHomeFleet")}
    />
  );
}
