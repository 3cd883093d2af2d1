import { gameText, type BattleReportView, type GameText } from "@nova/contract";
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
    text: GameText,
    isPublic: boolean,
  ): NewEvent => ({
    galaxyId: report.planetId.split(":")[0] ?? "",
    id: deps.ids.uuid(),
    playerId,
    familyId,
    eventType,
    text,
    turnNumber: turn,
    isPublic,
    details,
    createdAt: now,
  });
  const where = report.planetName;
  const battle = {
    attacker: report.attackerName,
    defender: report.defenderName,
    planet: where,
    winner: report.winner === "attacker" ? ("attacker" as const) : ("defender" as const),
    outcome: report.planetOutcome,
  };
  const events = [
    e(
      report.attackerId,
      attackerFamily,
      "combat_initiated",
      gameText("battle_attacked", { attacker: report.attackerName, planet: where }),
      false,
    ),
    e(report.attackerId, attackerFamily, "combat_resolved", gameText("battle_fought", battle), true),
    e(report.defenderId, defenderFamily, "combat_resolved", gameText("battle_suffered", battle), false),
  ];
  if (report.winner === "attacker" && report.planetOutcome !== "defended") {
    events.push(
      e(
        report.attackerId,
        attackerFamily,
        "planet_captured",
        gameText("planet_taken", { attacker: report.attackerName, defender: report.defenderName, planet: where }),
        true,
      ),
    );
  }
  if (fleetDestroyed)
    events.push(
      e(report.attackerId, attackerFamily, "fleet_destroyed", gameText("fleet_destroyed", { planet: where }), false),
    );
  return events;
};
