import type { BattleReportView } from "@nova/contract";
import { englishBattleText, explainBattleText, lastSegment } from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import { findVisibleBattleReport, listVisibleBattleReports } from "../../db/repositories/battle-reports-repository.ts";
import { latestHeldIntel } from "../../db/repositories/intel-repository.ts";
import { findPlayerOfUser } from "../../db/repositories/players-repository.ts";
import { refuse } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { visibleGalaxy } from "../galaxy/galaxy-service.ts";
import { storedBattleReport } from "./stored-battle-report.ts";

export const listBattles = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<BattleReportView[]> => {
  await visibleGalaxy(deps, user, galaxyId);
  const me = await findPlayerOfUser(deps.db.kysely, galaxyId, user.id);
  if (!me) throw refuse("player_not_found");
  const reports = await listVisibleBattleReports(deps.db.kysely, galaxyId, me.id, me.family_id);
  return reports.map(storedBattleReport);
};

/** A report id containing a colon counts by its last segment (core-play section 7). */
export const getBattle = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  rawId: string,
): Promise<BattleReportView> => {
  await visibleGalaxy(deps, user, galaxyId);
  const me = await findPlayerOfUser(deps.db.kysely, galaxyId, user.id);
  if (!me) throw refuse("player_not_found");
  const row = await findVisibleBattleReport(deps.db.kysely, galaxyId, me.id, me.family_id, lastSegment(rawId));
  if (!row) throw refuse("battle_report_not_found");
  const report = storedBattleReport(row);
  const mine = report.attackerId === me.id;
  // Issue 18: the report says why, and shows the attacker the intel they went in with.
  const intel = mine
    ? await latestHeldIntel(deps.db.kysely, galaxyId, me.id, report.defenderId, Date.parse(report.createdAt))
    : null;
  const explanation = explainBattleText(report, { side: mine ? "you" : "other", attacker: report.attackerName });
  return {
    ...report,
    explanation: englishBattleText(explanation),
    explanationText: explanation,
    ...(mine
      ? {
          attackerIntel: intel
            ? { operationId: intel.operationId, source: intel.source, turn: intel.turn, report: intel.report }
            : null,
        }
      : {}),
  };
};
