import { countOf, formatCount } from "./battle-text.ts";
import type { BattleText, FleetUnitCountText, FleetUnitListText } from "./battle-texts.ts";

/**
 * The English of every battle text: the report's `description`s and `explanation` as they always read. The
 * contract's English renderer uses these for the battle codes, and the web's English catalogue must say the same
 * (its test compares them for every code).
 */
type Renderers = { readonly [C in BattleText["code"]]: (p: Extract<BattleText, { code: C }>["params"]) => string };

const count = (t: FleetUnitCountText) => countOf(t.params.unit, t.params.quantity);
const list = (t: FleetUnitListText): string => {
  if (t.code === "no_units") return "nothing";
  if (t.code === "fleet_unit_count") return count(t);
  return `${t.params.head.map(count).join(", ")} and ${count(t.params.last)}`;
};
const fighters = (side: string, n: number, strength: number) =>
  `${formatCount(n)} ${side} ${n === 1 ? "fighter" : "fighters"} (strength ${formatCount(strength)})`;
const troopsLost = (n: number) => (n > 0 ? ` (${formatCount(n)} troops lost)` : "");
const lost = (p: { attackerLost: FleetUnitListText; troops: number; defenderLost: FleetUnitListText }) =>
  `attacker lost ${list(p.attackerLost)}${troopsLost(p.troops)}; defender lost ${list(p.defenderLost)}`;
const ratio = (r: number) => `networth ratio ${r.toFixed(2)}`;
const verb = (total: number, one: string, many: string) => (total === 1 ? one : many);
const subject = (p: { side: "you" | "other"; attacker: string }) => (p.side === "you" ? "Your" : `${p.attacker}'s`);
const lead = (p: { side: "you" | "other"; attacker: string; lead: "yes" | "no" }, clause: string) =>
  p.lead === "yes" ? `${subject(p)} ${clause}` : clause;
const OUTCOME = {
  captured: "the planet was captured",
  razed: "the planet was captured and razed",
  destroyed: "the planet was destroyed",
} as const;
const defence = (defenders: number, lasers: number) =>
  (defenders > 0 ? `${countOf("fighters", defenders)} defending` : "no defending fighters") +
  (lasers > 0 ? ` and ${countOf("lasers", lasers)}` : "");

export const BATTLE_ENGLISH: Renderers = {
  fleet_unit_count: (p) => countOf(p.unit, p.quantity),
  no_units: () => "nothing",
  fleet_unit_list: (p) => list({ code: "fleet_unit_list", params: p }),
  phase_no_lasers: () => "The planet had no lasers",
  phase_no_bombers: () => "No bombers attacked the lasers",
  phase_lasers_bombed: (p) => `${count(p.bombers)} destroyed ${count(p.lasers)}`,
  phase_no_lasers_left: () => "no lasers were left to fire",
  phase_lasers_idle: (p) => `${count(p.lasers)} found no targets`,
  phase_lasers_fired: (p) => `${count(p.lasers)} shot down ${list(p.losses)}${troopsLost(p.troops)}`,
  phase_no_fighters: () => "No fighters on either side",
  phase_air_unopposed: (p) => `${fighters("attacking", p.attackers, p.attackStrength)} met no defending fighters`,
  phase_air_struck: (p) =>
    `No attacking fighters; ${fighters("defending", p.defenders, p.defenceStrength)} struck the fleet: ${lost(p)}`,
  phase_air_fought: (p) =>
    `${fighters("attacking", p.attackers, p.attackStrength)} met ${fighters("defending", p.defenders, p.defenceStrength)}: ${lost(p)}`,
  phase_ground_none: () => "No troops landed; the planet holds",
  phase_ground_undefended: (p) =>
    `${formatCount(p.troops)} ${verb(p.troops, "troop", "troops")} landed on an undefended planet`,
  phase_ground_fought: (p) =>
    `${formatCount(p.attackers)} landed ${verb(p.attackers, "troop", "troops")} (strength ${formatCount(p.attackStrength)}) fought ` +
    `${formatCount(p.defenders)} ${verb(p.defenders, "defender", "defenders")} (strength ${formatCount(p.defenceStrength)}): ` +
    (p.winner === "attacker"
      ? `the attacker won, losing ${list(p.attackerLost)}; the defender lost ${list(p.defenderLost)}`
      : `the defender held, losing ${list(p.defenderLost)}; the attacker lost ${list(p.attackerLost)}`),
  phase_repelled: () => "Attack repelled",
  phase_fleet_destroyed: (p) => `the attacking fleet was destroyed (${list(p.units)})`,
  phase_no_survivors: () => "no attacking units survived",
  phase_captured: (p) => `Planet captured (${ratio(p.ratio)})`,
  phase_razed: (p) =>
    `Planet razed (${ratio(p.ratio)}): half of every building destroyed, population halved to ${formatCount(p.population)}`,
  phase_destroyed: (p) => `Planet destroyed (${ratio(p.ratio)}): uninhabitable for ${p.turns} turns`,
  phase_portal_destroyed: () => "its portal was destroyed",
  phase_stationed_destroyed: (p) =>
    `the ${list(p.units)} stationed on the planet ${verb(p.total, "was", "were")} destroyed`,
  phase_now_hold: (p) => `${list(p.units)} now ${verb(p.total, "holds", "hold")} the planet`,
  phase_return_home: (p) => `${list(p.units)} ${verb(p.total, "returns", "return")} home`,
  explain_no_troops: (p) => lead(p, "no soldiers or droids were sent, so the planet could not be taken"),
  explain_no_transports: (p) => lead(p, "no transports carried the troops, so none landed"),
  explain_shot_down: (p) => lead(p, `all ${countOf("transports", p.transports)} were shot down, so no troops landed`),
  explain_ground_won: (p) =>
    lead(p, `${list(p.troops)} beat ${list(p.defenders)} on the ground: ${OUTCOME[p.outcome]}`),
  explain_ground_won_undefended: (p) => lead(p, `${list(p.troops)} beat an undefended planet: ${OUTCOME[p.outcome]}`),
  explain_ground_lost: (p) => lead(p, `${list(p.troops)} lost the ground battle to ${list(p.defenders)} defending`),
  explain_air: (p) =>
    `${subject(p)} ${countOf("fighters", p.fighters)} ${p.won === "yes" ? "won" : "lost"} the air phase against ${defence(p.defenders, p.lasers)}`,
  explain_air_none: (p) => `${subject(p)} fleet brought no fighters against ${defence(p.defenders, p.lasers)}`,
  battle_explained: (p) => `${englishBattleText(p.ground)}.`,
  battle_explained_air: (p) => `${englishBattleText(p.air)}, and ${englishBattleText(p.ground)}.`,
};

/** The English of one battle text. */
export const englishBattleText = (text: BattleText): string =>
  (BATTLE_ENGLISH[text.code] as (p: BattleText["params"]) => string)(text.params);

/** A phase's description: its parts joined with "; ". */
export const englishPhase = (parts: readonly BattleText[]): string => parts.map(englishBattleText).join("; ");
