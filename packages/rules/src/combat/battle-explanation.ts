import type { FleetUnitKey } from "../catalogue/units.ts";
import { englishBattleText } from "./battle-english.ts";
import { unitList, type BattleExplanationText, type ExplainAirText, type ExplainGroundText } from "./battle-texts.ts";

/** The report fields the explanation reads (the rules' report and the wire format both have them). */
export interface ExplainableReport {
  readonly winner: "attacker" | "defender";
  readonly planetOutcome: string;
  readonly attackerInitialUnits: Readonly<Record<string, number>>;
  readonly defenderInitialUnits: Readonly<Record<string, number>>;
  readonly defenderInitialLasers: number;
  readonly phases: readonly {
    readonly phaseName: string;
    readonly attackerLosses: Readonly<Record<string, number>>;
    readonly defenderLosses: Readonly<Record<string, number>>;
  }[];
}

/** Whose forces the sentence speaks of: the reader's own, or the named attacker's. */
export interface ExplanationSubject {
  readonly side: "you" | "other";
  readonly attacker: string;
}

const n = (r: Readonly<Record<string, number>>, k: string) => r[k] ?? 0;
const TROOPS: readonly FleetUnitKey[] = ["soldiers", "droids"];
const troops = (r: Readonly<Record<string, number>>) =>
  unitList(Object.fromEntries(TROOPS.map((k) => [k, n(r, k)])), TROOPS);
const isTaken = (outcome: string): outcome is "captured" | "razed" | "destroyed" =>
  outcome === "captured" || outcome === "razed" || outcome === "destroyed";

/**
 * Why the battle went as it did (issue 18), from the attacker's side, as a text the client renders in its
 * language. Names the decisive phase: the air battle when it was fought, then troops that never landed or the
 * ground battle. Works on reports stored before it existed: it reads only their numbers and phase names.
 * E.g. "Your 400 fighters lost the air phase against 900 fighters defending and 3 lasers, and no troops landed."
 */
export const explainBattleText = (report: ExplainableReport, who: ExplanationSubject): BattleExplanationText => {
  const att = report.attackerInitialUnits;
  const def = report.defenderInitialUnits;
  const phase = (name: string) => report.phases.find((p) => p.phaseName === name);
  const groundVsAir = phase("Ground vs Air");
  const air = phase("Air Battle");
  const lasers = report.defenderInitialLasers;

  let airText: ExplainAirText | null = null;
  const attF = n(att, "fighters");
  const defF = n(def, "fighters");
  if (attF > 0 || defF > 0) {
    const attLost = attF > 0 ? n(air?.attackerLosses ?? {}, "fighters") / attF : 1;
    const defLost = defF > 0 ? n(air?.defenderLosses ?? {}, "fighters") / defF : 1;
    const won = attF > 0 && attLost <= defLost;
    airText =
      attF > 0
        ? { code: "explain_air", params: { ...who, fighters: attF, won: won ? "yes" : "no", defenders: defF, lasers } }
        : { code: "explain_air_none", params: { ...who, defenders: defF, lasers } };
  }

  const g = { ...who, lead: airText ? "no" : "yes" } as const;
  const sentTroops = n(att, "soldiers") + n(att, "droids");
  const transports = n(att, "transports");
  const transportsLost =
    n(groundVsAir?.attackerLosses ?? {}, "transports") + n(air?.attackerLosses ?? {}, "transports");
  let ground: ExplainGroundText;
  if (sentTroops === 0) ground = { code: "explain_no_troops", params: g };
  else if (transports === 0) ground = { code: "explain_no_transports", params: g };
  else if (transportsLost >= transports) ground = { code: "explain_shot_down", params: { ...g, transports } };
  else if (report.winner === "attacker" && isTaken(report.planetOutcome)) {
    const outcome = report.planetOutcome;
    ground =
      def.soldiers || def.droids
        ? { code: "explain_ground_won", params: { ...g, troops: troops(att), defenders: troops(def), outcome } }
        : { code: "explain_ground_won_undefended", params: { ...g, troops: troops(att), outcome } };
  } else ground = { code: "explain_ground_lost", params: { ...g, troops: troops(att), defenders: troops(def) } };
  return airText
    ? { code: "battle_explained_air", params: { air: airText, ground } }
    : { code: "battle_explained", params: { ground } };
};

/** The explanation in English (`explanation` on the wire). */
export const explainBattle = (report: ExplainableReport, who: ExplanationSubject): string =>
  englishBattleText(explainBattleText(report, who));
