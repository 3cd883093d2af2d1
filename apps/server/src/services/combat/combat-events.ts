import type { BattleReportView } from "@nova/contract";
import type { NewEvent } from "../../db/repositories/events-repository.ts";
import type { Ids } from "../../platform/ids.ts";

const total = (u: Partial<Record<string, number>>) => Object.values(u).reduce<number>((s, n) => s + (n ?? 0), 0);

/** The events one battle writes: who sees what is decided here (docs/decisions.md, item 22). */
export const combatEvents = (
  deps: { readonly ids: Ids },
  turn: number,
  now: number,
  report: BattleReportView,
  fleetDestroyed: boolean,
  attackerFamily: string | null,
  defenderFamily: string | null,
): NewEvent[] => {
  const details = {
    battleReportId: report.id,
    outcome: report.planetOutcome,
    winner: report.winner,
    attackerCasualties: total(report.attackerTotalLosses),
    defenderCasualties: total(report.defenderTotalLosses),
    planetId: report.planetId,
    targetPlanetId: report.planetId,
    defenderName: report.defenderName,
    attackerName: report.attackerName,
  };
  const e = (
    playerId: string,
    familyId: string | null,
    eventType: string,
    summary: string,
    isPublic: boolean,
  ): NewEvent => ({
    galaxyId: report.planetId.split(":")[0] ?? "",
    id: deps.ids.uuid(),
    playerId,
    familyId,
    eventType,
    summary,
    turnNumber: turn,
    isPublic,
    details,
    createdAt: now,
  });
  const where = report.planetName;
  const verdict =
    report.winner === "attacker"
      ? `${report.attackerName} won (${report.planetOutcome})`
      : `${report.defenderName} held the planet`;
  const events = [
    e(report.attackerId, attackerFamily, "combat_initiated", `${report.attackerName} attacked ${where}`, false),
    e(
      report.attackerId,
      attackerFamily,
      "combat_resolved",
      `Battle at ${where} against ${report.defenderName}: ${verdict}`,
      true,
    ),
    e(
      report.defenderId,
      defenderFamily,
      "combat_resolved",
      `${report.attackerName} attacked your planet ${where}: ${verdict}`,
      false,
    ),
  ];
  if (report.winner === "attacker" && report.planetOutcome !== "defended") {
    events.push(
      e(
        report.attackerId,
        attackerFamily,
        "planet_captured",
        `${report.attackerName} took ${where} from ${report.defenderName}`,
        true,
      ),
    );
  }
  if (fleetDestroyed)
    events.push(e(report.attackerId, attackerFamily, "fleet_destroyed", `Your fleet was destroyed at ${where}`, false));
  return events;
};
