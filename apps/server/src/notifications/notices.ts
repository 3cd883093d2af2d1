import { planetLabel } from "@nova/rules";
import type { NewNotice } from "../db/repositories/notification-outbox-repository.ts";
import type { Ids } from "../platform/ids.ts";
import { renderNotice } from "./texts/notice-catalogue.ts";
import type { NoticeText } from "./texts/notice-texts.ts";

/**
 * The notices the game writes into the outbox, in the transaction of what they report. Each says only what
 * its player may see in the game itself: no secret caster, no other family's words.
 */

/** The notice's text, and its English (stored beside it: what a notice written in English always said). */
const worded = (text: NoticeText) => ({ text, ...renderNotice(text, "en") });

const page = (path: string, galaxyId: string, extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ galaxyId, ...extra }).toString()}`;

export const attackIncomingNotice = (
  ids: Ids,
  a: {
    galaxyId: string;
    defenderId: string;
    attackerName: string;
    planetId: string;
    arrivalTurn: number;
    now: number;
  },
): NewNotice => ({
  id: ids.uuid(),
  galaxyId: a.galaxyId,
  playerId: a.defenderId,
  kind: "attackIncoming",
  ...worded({
    code: "attack_incoming",
    params: { attacker: a.attackerName, planet: planetLabel(a.planetId), turn: a.arrivalTurn },
  }),
  url: page("/fleets", a.galaxyId),
  createdAt: a.now,
  immediateEmail: true,
});

export const battleResultNotices = (
  ids: Ids,
  b: {
    galaxyId: string;
    reportId: string;
    attackerId: string;
    attackerName: string;
    defenderId: string;
    defenderName: string;
    planetName: string;
    attackerWon: boolean;
    outcome: string;
    now: number;
  },
): NewNotice[] => {
  const url = page("/combat-log", b.galaxyId, { reportId: b.reportId });
  const notice = (playerId: string, role: "attacker" | "defender"): NewNotice => ({
    id: ids.uuid(),
    galaxyId: b.galaxyId,
    playerId,
    kind: "battleResult",
    ...worded({
      code: "battle_result",
      params: {
        role,
        attacker: b.attackerName,
        defender: b.defenderName,
        planet: b.planetName,
        winner: b.attackerWon ? "attacker" : "defender",
        outcome: b.outcome,
      },
    }),
    url,
    createdAt: b.now,
    immediateEmail: false,
  });
  return [notice(b.attackerId, "attacker"), notice(b.defenderId, "defender")];
};

/** The caster is never named: the Empire Log decides what the target may learn, a notice only points there. */
export const operationAgainstYouNotice = (
  ids: Ids,
  o: { galaxyId: string; targetId: string; operationType: string; status: string; now: number },
): NewNotice => ({
  id: ids.uuid(),
  galaxyId: o.galaxyId,
  playerId: o.targetId,
  kind: "operationAgainstYou",
  ...worded({ code: "operation_against_you", params: { operation: o.operationType, status: o.status } }),
  url: page("/combat-log", o.galaxyId),
  createdAt: o.now,
  immediateEmail: false,
});

/** Family and direct messages, round end: they call this with their text. */
export const genericNotice = (
  ids: Ids,
  n: {
    galaxyId: string;
    playerId: string;
    kind: "familyMessage" | "directMessage" | "roundEnding";
    text: NoticeText;
    url: string;
    now: number;
  },
): NewNotice => ({
  id: ids.uuid(),
  galaxyId: n.galaxyId,
  playerId: n.playerId,
  kind: n.kind,
  ...worded(n.text),
  url: n.url,
  createdAt: n.now,
  immediateEmail: false,
});
