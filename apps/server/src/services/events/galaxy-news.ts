import { gameText, type BattleReportView, type GameText, type NewsKind } from "@nova/contract";
import { BEATEN_WINDOW_TURNS, isBeatenEmpire } from "@nova/rules";
import type { Queryable } from "../../db/database.ts";
import {
  hasRecentNewsAbout,
  insertNews,
  latestNewsOfKind,
  type NewNews,
} from "../../db/repositories/news-repository.ts";
import { warRecords } from "../../db/repositories/war-record-repository.ts";
import type { Ids } from "../../platform/ids.ts";

/**
 * Galaxy news (docs/messages.md, News): headlines written from public facts only, inside the transaction of the
 * change they report. Public here means what any player could see anyway: who owns a planet (the map), who leads
 * a family (the family list), who tops the rankings, the turn. Never an operation (its caster may be secret) nor
 * anything learnt by intel.
 */
export interface NewsContext {
  readonly trx: Queryable;
  readonly ids: Ids;
  readonly galaxyId: string;
  readonly turn: number;
  readonly now: number;
}

const item = (ctx: NewsContext, kind: NewsKind, text: GameText): NewNews => ({
  galaxyId: ctx.galaxyId,
  id: ctx.ids.uuid(),
  kind,
  text,
  turnNumber: ctx.turn,
  createdAt: ctx.now,
});

/** After a battle: a planet that changed hands, and a defender it left beaten (and so protected). */
export const writeBattleNews = async (ctx: NewsContext, report: BattleReportView): Promise<void> => {
  if (report.winner !== "attacker" || report.planetOutcome === "defended") return;
  const who = { attacker: report.attackerName, defender: report.defenderName, planet: report.planetName };
  const what =
    report.planetOutcome === "captured"
      ? gameText("news_planet_captured", who)
      : gameText("news_planet_ruined", { ...who, outcome: report.planetOutcome });
  const news = [item(ctx, "planet_captured", what)];
  const record = (await warRecords(ctx.trx, ctx.galaxyId, [report.defenderId], ctx.turn)).get(report.defenderId);
  // Once per window: the protection lasts while the losses stay in it, and so does the news.
  if (
    record &&
    isBeatenEmpire(record) &&
    !(await hasRecentNewsAbout(
      ctx.trx,
      ctx.galaxyId,
      "empire_beaten",
      report.defenderId,
      ctx.turn - BEATEN_WINDOW_TURNS,
    ))
  )
    news.push({
      ...item(ctx, "empire_beaten", gameText("news_empire_beaten", { empire: report.defenderName })),
      subjectId: report.defenderId,
    });
  await insertNews(ctx.trx, news);
};

/** A family's new leader, as the family list shows it to everyone. */
export const writeLeaderNews = async (ctx: NewsContext, leaderName: string, familyName: string) =>
  insertNews(ctx.trx, [
    item(ctx, "leader_elected", gameText("news_leader_elected", { leader: leaderName, family: familyName })),
  ]);

/** Turns worth a headline: every hundredth. */
export const isMilestoneTurn = (turn: number): boolean => turn > 0 && turn % 100 === 0;

/**
 * At a flip: a new empire at the top of the rankings (only when it changes), and round milestones. `top` is the
 * empire with the highest networth now, as the public rankings order it.
 */
export const writeFlipNews = async (
  ctx: NewsContext,
  top: { readonly playerId: string; readonly playerName: string; readonly networth: number } | null,
): Promise<number> => {
  const news: NewNews[] = [];
  // From turn 2: at the start every empire is equal and the "leader" is a tie broken by name.
  if (top && ctx.turn > 1) {
    const last = await latestNewsOfKind(ctx.trx, ctx.galaxyId, "rankings_leader");
    if (last?.subject_id !== top.playerId)
      news.push({
        ...item(
          ctx,
          "rankings_leader",
          gameText("news_rankings_leader", { empire: top.playerName, networth: top.networth }),
        ),
        subjectId: top.playerId,
      });
  }
  if (isMilestoneTurn(ctx.turn))
    news.push(item(ctx, "round_milestone", gameText("news_round_milestone", { turn: ctx.turn })));
  await insertNews(ctx.trx, news);
  return news.length;
};
