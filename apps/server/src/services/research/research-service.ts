import { gameText, type ResearchStats } from "@nova/contract";
import {
  SCIENCE_FIELDS,
  checkAllocation,
  checkResearchDeposit,
  countBuildings,
  researchTurn,
  type Race,
  type ScienceAllocation,
} from "@nova/rules";
import type { AuthUser } from "../../auth/auth-user.ts";
import { insertEvents } from "../../db/repositories/events-repository.ts";
import { researchOfRow, scienceOfRow } from "../../db/repositories/research-columns.ts";
import { AppError, refused } from "../../domain/app-error.ts";
import type { ServiceDeps } from "../deps.ts";
import { playerEvent } from "../events/player-event.ts";
import { creditsOnly, mustSpend, withOwnEmpireOrder } from "../player/player-order.ts";
import { callerPlayer } from "../player/player-service.ts";
import type { EmpireReads } from "../player/empire-reads.ts";
import { countResearchCenters } from "../../db/repositories/planets-repository.ts";
import {
  addResearchInvestment,
  setResearchAllocationColumns,
  type PlayerRow,
} from "../../db/repositories/players-repository.ts";

/** GET /research/stats: the caller's research, with what the coming flip will add. */
export const researchStats = async (deps: ServiceDeps, user: AuthUser, galaxyId: string): Promise<ResearchStats> =>
  researchStatsOf(deps, galaxyId, await callerPlayer(deps, user, galaxyId));

/** The research of an empire already read: the answer of GET /research/stats. */
export const researchStatsOf = async (
  deps: ServiceDeps,
  galaxyId: string,
  player: PlayerRow,
  reads?: EmpireReads,
): Promise<ResearchStats> => {
  // Only the research centers matter here: one sum, not the whole turn state, unless the empire is read anyway
  // (the dashboard's answer reads it for the stats, the planets and the advice).
  const centers = reads
    ? countBuildings((await reads.empire()).planets, "research_center")
    : await countResearchCenters(deps.db.kysely, galaxyId, player.id);
  const research = researchOfRow(player);
  const coming = researchTurn({ race: player.race as Race, researchCenters: centers, research });
  const bonuses = scienceOfRow(player);
  const category = (field: (typeof SCIENCE_FIELDS)[number]) => ({
    // Unrounded: the build dialog prices orders with it, exactly as the server does.
    bonusPercent: bonuses[field] * 100,
    totalPoints: research.fieldPoints[field],
  });
  return {
    totalInvestment: Number(player.research_invested),
    remainingInvestment: research.remainingInvestment,
    rpPerTurn: coming.totalRP,
    rpFromCenters: coming.rpFromCenters,
    rpFromInvestment: coming.rpFromInvestment,
    totalRP: Number(player.research_points),
    military: category("military"),
    welfare: category("welfare"),
    economy: category("economy"),
    construction: category("construction"),
    resources: category("resources"),
  };
};

/**
 * POST /research/deposit: credits go into research at once (a conditional update, so two deposits can
 * never spend the same credits) and are released as points over the coming flips. Deposits cannot be
 * withdrawn (rules.md 8).
 */
export const depositResearch = async (deps: ServiceDeps, user: AuthUser, galaxyId: string, amount: number) =>
  withOwnEmpireOrder(deps, user, galaxyId, async (trx, galaxy, player) => {
    const invalid = checkResearchDeposit(amount, player.credits);
    if (invalid) throw refused(invalid);
    await mustSpend(trx, player, creditsOnly(amount));
    const updated = await addResearchInvestment(trx, galaxyId, player.id, amount);
    await insertEvents(trx, [
      playerEvent(deps, galaxy, player, "research_invested", gameText("research_invested", { amount }), {
        amount,
      }),
    ]);
    return {
      deposited: amount,
      credits: Number(updated.credits),
      totalInvestment: Number(updated.research_invested),
      remainingInvestment: Number(updated.research_remaining),
    };
  });

/** GET /research/allocation. */
export const researchAllocation = async (deps: ServiceDeps, user: AuthUser, galaxyId: string) => {
  const player = await callerPlayer(deps, user, galaxyId);
  return { allocation: researchOfRow(player).allocation };
};

/** POST /research/allocation: applies from the next flip on; the five must total 100 (rules.md 8). */
export const setResearchAllocation = async (
  deps: ServiceDeps,
  user: AuthUser,
  galaxyId: string,
  allocation: ScienceAllocation,
) => {
  const invalid = checkAllocation(allocation);
  if (invalid) throw new AppError("invalid_input", invalid);
  return withOwnEmpireOrder(deps, user, galaxyId, async (trx, _galaxy, player) => {
    await setResearchAllocationColumns(trx, galaxyId, player.id, allocation);
    return { allocation };
  });
};
