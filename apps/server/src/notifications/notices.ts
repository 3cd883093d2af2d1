import { isOperationType, OPERATION_LABELS, planetLabel } from "@nova/rules";
import type { NewNotice } from "../db/repositories/notification-outbox-repository.ts";
import type { Ids } from "../platform/ids.ts";

/**
 * The notices the game writes into the outbox, in the transaction of what they report. Each says only what
 * its player may see in the game itself: no secret caster, no other family's words.
 */

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
  title: "Attack incoming",
  body: `${a.attackerName} sent a fleet against your planet ${planetLabel(a.planetId)}. It arrives at turn ${a.arrivalTurn.toLocaleString("en-US")}.`,
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
  const verdict = b.attackerWon ? `${b.attackerName} won (${b.outcome})` : `${b.defenderName} held the planet`;
  const url = page("/combat-log", b.galaxyId, { reportId: b.reportId });
  const notice = (playerId: string, body: string): NewNotice => ({
    id: ids.uuid(),
    galaxyId: b.galaxyId,
    playerId,
    kind: "battleResult",
    title: `Battle at ${b.planetName}`,
    body,
    url,
    createdAt: b.now,
    immediateEmail: false,
  });
  return [
    notice(b.attackerId, `Your fleet fought ${b.defenderName} at ${b.planetName}: ${verdict}.`),
    notice(b.defenderId, `${b.attackerName} attacked your planet ${b.planetName}: ${verdict}.`),
  ];
};

const OUTCOMES: Readonly<Record<string, string>> = {
  success: "it succeeded",
  failure: "it failed",
  defended: "your defences stopped it",
};

/** The caster is never named: the Empire Log decides what the target may learn, a notice only points there. */
export const operationAgainstYouNotice = (
  ids: Ids,
  o: { galaxyId: string; targetId: string; operationType: string; status: string; now: number },
): NewNotice => {
  const label = isOperationType(o.operationType) ? OPERATION_LABELS[o.operationType] : o.operationType;
  return {
    id: ids.uuid(),
    galaxyId: o.galaxyId,
    playerId: o.targetId,
    kind: "operationAgainstYou",
    title: "Operation against your empire",
    body: `${label} was used against your empire: ${OUTCOMES[o.status] ?? o.status}.`,
    url: page("/combat-log", o.galaxyId),
    createdAt: o.now,
    immediateEmail: false,
  };
};

/** For the features that land later (family and direct messages, round end): they call this with their text. */
export const genericNotice = (
  ids: Ids,
  n: {
    galaxyId: string;
    playerId: string;
    kind: "familyMessage" | "directMessage" | "roundEnding";
    title: string;
    body: string;
    url: string;
    now: number;
  },
): NewNotice => ({
  id: ids.uuid(),
  galaxyId: n.galaxyId,
  playerId: n.playerId,
  kind: n.kind,
  title: n.title,
  body: n.body,
  url: n.url,
  createdAt: n.now,
  immediateEmail: false,
});
