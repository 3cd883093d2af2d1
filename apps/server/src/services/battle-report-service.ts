import type { BattleReportView } from "@nova/contract";
import { explainBattle, lastSegment } from "@nova/rules";
import type { AuthUser } from "../auth/auth-user.ts";
import { latestHeldIntel } from "../db/repositories/intel-repository.ts";
import { findPlayerOfUser } from "../db/repositories/players-repository.ts";
import { notFound } from "../http/app-error.ts";
import type { ServiceDeps } from "./deps.ts";
import { visibleGalaxy } from "./galaxy-service.ts";

/** Reports the caller may read: their own battles and their family's. */
const visibleReports = (deps: ServiceDeps, galaxyId: string, playerId: string, familyId: string | null) =>
  deps.db.kysely
    .selectFrom("battle_reports")
    .select(["report"])
    .where("galaxy_id", "=", galaxyId)
    .where((eb) =>
      eb.or([
        eb("attacker_id", "=", playerId),
        eb("defender_id", "=", playerId),
        ...(familyId ? [eb("attacker_family_id", "=", familyId), eb("defender_family_id", "=", familyId)] : []),
      ]),
    );

export const listBattles = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<BattleReportView[]> => {
  await visibleGalaxy(deps, user, galaxyId);
  const me = await findPlayerOfUser(deps.db.kysely, galaxyId, user.id);
  if (!me) throw notFound("Player not found");
  const rows = await visibleReports(deps, galaxyId, me.id, me.family_id)
    .orderBy("turn_number", "desc")
    .orderBy("created_at", "desc")
    .limit(200)
    .execute();
  return rows.map((r) => JSON.parse(r.report) as BattleReportView);
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
  if (!me) throw notFound("Player not found");
  const row = await visibleReports(deps, galaxyId, me.id, me.family_id)
    .where("id", "=", lastSegment(rawId))
    .executeTakeFirst();
  if (!row) throw notFound("Battle report not found");
  const report = JSON.parse(row.report) as BattleReportView;
  const mine = report.attackerId === me.id;
  // Issue 18: the report says why, and shows the attacker the intel they went in with.
  const intel = mine
    ? await latestHeldIntel(deps.db.kysely, galaxyId, me.id, report.defenderId, Date.parse(report.createdAt))
    : null;
  return {
    ...report,
    explanation: explainBattle(report, mine ? "Your" : `${report.attackerName}'s`),
    ...(mine
      ? {
          attackerIntel: intel
            ? { operationId: intel.operationId, source: intel.source, turn: intel.turn, report: intel.report }
            : null,
        }
      : {}),
  };
};
