import type { FleetUnitKey } from "../catalogue/units.ts";
import { countOf, listCounts } from "./battle-text.ts";

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

const n = (r: Readonly<Record<string, number>>, k: string) => r[k] ?? 0;
const TROOPS: readonly FleetUnitKey[] = ["soldiers", "droids"];
const troops = (r: Readonly<Record<string, number>>) =>
  listCounts(Object.fromEntries(TROOPS.map((k) => [k, n(r, k)])), TROOPS);

const OUTCOME: Readonly<Record<string, string>> = {
  captured: "the planet was captured",
  razed: "the planet was captured and razed",
  destroyed: "the planet was destroyed",
};

/**
 * One sentence saying why the battle went as it did (issue 18), from the attacker's side: `subject` is "Your" for
 * the attacker, or the attacker's name followed by "'s" for anyone else. Names the decisive phase: the air battle
 * when it was fought, then troops that never landed or the ground battle.
 * E.g. "Your 400 fighters lost the air phase to 900 defending fighters and lasers, and no troops landed."
 */
export const explainBattle = (report: ExplainableReport, subject: string): string => {
  const att = report.attackerInitialUnits;
  const def = report.defenderInitialUnits;
  const phase = (name: string) => report.phases.find((p) => p.phaseName === name);
  const groundVsAir = phase("Ground vs Air");
  const air = phase("Air Battle");
  const lasers = report.defenderInitialLasers;
  const clauses: string[] = [];

  const attF = n(att, "fighters");
  const defF = n(def, "fighters");
  if (attF > 0 || defF > 0) {
    const attLost = attF > 0 ? n(air?.attackerLosses ?? {}, "fighters") / attF : 1;
    const defLost = defF > 0 ? n(air?.defenderLosses ?? {}, "fighters") / defF : 1;
    const won = attF > 0 && attLost <= defLost;
    const defence = defF > 0 ? `${countOf("fighters", defF)} defending` : "no defending fighters";
    const withLasers = lasers > 0 ? ` and ${countOf("lasers", lasers)}` : "";
    clauses.push(
      attF > 0
        ? `${subject} ${countOf("fighters", attF)} ${won ? "won" : "lost"} the air phase against ${defence}${withLasers}`
        : `${subject} fleet brought no fighters against ${defence}${withLasers}`,
    );
  }

  const sentTroops = n(att, "soldiers") + n(att, "droids");
  const transports = n(att, "transports");
  const transportsLost =
    n(groundVsAir?.attackerLosses ?? {}, "transports") + n(air?.attackerLosses ?? {}, "transports");
  let ground: string;
  if (sentTroops === 0) ground = "no soldiers or droids were sent, so the planet could not be taken";
  else if (transports === 0) ground = "no transports carried the troops, so none landed";
  else if (transportsLost >= transports)
    ground = `all ${countOf("transports", transports)} were shot down, so no troops landed`;
  else if (report.winner === "attacker")
    ground = `${troops(att)} beat ${def.soldiers || def.droids ? `${troops(def)} on the ground` : "an undefended planet"}: ${OUTCOME[report.planetOutcome] ?? report.planetOutcome}`;
  else ground = `${troops(att)} lost the ground battle to ${troops(def)} defending`;
  clauses.push(clauses.length === 0 ? `${subject} ${ground}` : ground);
  const sentence = clauses.join(", and ");
  return `${sentence[0]?.toUpperCase() ?? ""}${sentence.slice(1)}.`;
};
