import {
  BATTLE_ENGLISH,
  buildingCountLabel,
  familyRoleLabel,
  formatCount,
  isOperationType,
  OPERATION_LABELS,
  unitCountLabel,
} from "@nova/rules";
import type { GameText, GameTextCode, GameTextOf } from "./game-texts.ts";

/**
 * The server's one English renderer (issue 15): every player-facing sentence the server stores or sends is
 * rendered here from its code and parameters. The web's English catalogue (`apps/web/src/i18n/locales/en/
 * server.json`) must say exactly the same; a unit test in the web app compares the two for every code.
 */
type Renderers = { readonly [C in GameTextCode]: (p: GameTextOf<C>["params"]) => string };

const list = (texts: readonly GameText[]): string => texts.map(renderEnglish).join(", ");
const verdict = (p: { attacker: string; defender: string; winner: string; outcome: string }) =>
  p.winner === "attacker" ? `${p.attacker} won (${p.outcome})` : `${p.defender} held the planet`;
const OUTCOME_WORDS: Readonly<Record<string, string>> = {
  success: "succeeded",
  failure: "failed",
  defended: "defended",
};
const outcomeWord = (outcome: string) => OUTCOME_WORDS[outcome] ?? outcome;
const castResult = (operation: string, outcome: string, on: string) => {
  if (outcome === "success") return `${operation} succeeded${on}.`;
  if (outcome === "defended") return `${operation} was defended${on}: their defences are far too strong.`;
  return `${operation} failed${on}.`;
};
const votes = (n: number) => `${formatCount(n)} ${n === 1 ? "vote" : "votes"}`;

const EN: Renderers = {
  building_count: (p) => buildingCountLabel(p.buildingType, p.quantity),
  unit_count: (p) => unitCountLabel(p.unitType, p.quantity),
  resource_amount: (p) => `${formatCount(p.amount)} ${p.resource}`,
  operation_name: (p) => (isOperationType(p.operation) ? OPERATION_LABELS[p.operation] : p.operation),
  legacy_text: (p) => p.text,
  turn_begun: (p) => `Turn ${p.turn} has begun`,
  building_completed: (p) => `${renderEnglish(p.buildings)} completed on ${p.planet}`,
  unit_completed: (p) => `${renderEnglish(p.units)} completed`,
  units_disbanded: (p) => `Out of credits: ${list(p.units)} disbanded`,
  building_queued: (p) => `${renderEnglish(p.buildings)} queued on ${p.planet}`,
  unit_queued: (p) => `${renderEnglish(p.units)} in training`,
  research_invested: (p) => `${formatCount(p.amount)} credits invested in research`,
  market_bought: (p) => `Bought ${renderEnglish(p.amount)} for ${formatCount(p.credits)} credits`,
  market_sold: (p) => `Sold ${renderEnglish(p.amount)} for ${formatCount(p.credits)} credits`,
  player_registered: (p) => `${p.empire} founded an empire at ${p.planet}`,
  fleet_launched: (p) => `${p.fleet} launched`,
  fleet_launched_toward: (p) => `${p.fleet} launched toward ${p.planet}`,
  fleet_recalled: (p) => `${p.fleet} recalled home`,
  fleet_retargeted: (p) => `${p.fleet} moving to ${p.planet}`,
  portal_jump: (p) => `Units stepped through the portal to ${p.planet}`,
  fleet_returned: (p) => `${p.fleet} returned home`,
  planet_colonized: (p) => `Colonized ${p.planet}`,
  colonization_failed: (p) => `Colonization of ${p.planet} failed: the planet is already claimed`,
  reinforcements_joined: (p) => `Reinforcements joined ${p.fleet}`,
  fleet_stationed: (p) => `${p.fleet} stationed at ${p.planet}`,
  fleet_awaits_attack: (p) => `${p.fleet} arrived at ${p.planet} and awaits your order to attack`,
  fleet_turns_home: (p) => `${p.fleet} found nothing to do at ${p.planet} and turns home`,
  battle_attacked: (p) => `${p.attacker} attacked ${p.planet}`,
  battle_fought: (p) => `Battle at ${p.planet} against ${p.defender}: ${verdict(p)}`,
  battle_suffered: (p) => `${p.attacker} attacked your planet ${p.planet}: ${verdict(p)}`,
  planet_taken: (p) => `${p.attacker} took ${p.planet} from ${p.defender}`,
  fleet_destroyed: (p) => `Your fleet was destroyed at ${p.planet}`,
  family_leader_elected: (p) => `${p.leader} was elected leader of the family with ${votes(p.votes)}`,
  family_leader_replaced: (p) =>
    `${p.leader} was elected leader of the family with ${votes(p.votes)}, replacing ${p.previous}`,
  family_role_changed: (p) => `${p.actor} made ${p.target} ${familyRoleLabel(p.role)}`,
  aid_sent: (p) => `${p.sender} sent ${list(p.resources)} to ${p.receiver}`,
  aid_received: (p) => `${p.receiver} received ${list(p.resources)} from ${p.sender}`,
  aid_shipped: (p) => `Sent ${list(p.resources)} to ${p.receiver}`,
  round_ended: (p) => `Round ${p.round} has ended`,
  round_won: (p) => `Round ${p.round} has ended: ${p.winner} wins with ${formatCount(p.networth)} networth`,
  next_round_opened: (p) => `${p.galaxy} is open: sign up now, its first turn is in ${p.hours} h`,
  npc_buildings_queued: (p) => `Queued ${formatCount(p.count)} ${p.count === 1 ? "building" : "buildings"}`,
  npc_training: (p) => `Training ${renderEnglish(p.units)}`,
  npc_training_explorer: () => "Training an explorer",
  npc_training_strike_force: (p) => `Training a strike force: ${list(p.units)}`,
  npc_explorer_sent: (p) => `Explorer sent to ${p.planet}`,
  npc_strike_sent: (p) => `Strike force sent to ${p.planet} (${p.defender})`,
  npc_strike_took: (p) => `Strike force took ${p.planet} (${p.outcome})`,
  npc_strike_repelled: (p) => `Strike force was repelled at ${p.planet}`,
  npc_attack_called_off: (p) => `Called off the attack on ${p.planet}: ${p.reason}`,
  operation_cast: (p) => `${renderEnglish(p.operation)}: ${outcomeWord(p.outcome)}`,
  operation_cast_on: (p) => `${renderEnglish(p.operation)} on ${p.target}: ${outcomeWord(p.outcome)}`,
  operation_suffered: (p) => `${p.caster} used ${renderEnglish(p.operation)} against you: ${outcomeWord(p.outcome)}`,
  operation_suffered_unknown: (p) =>
    `Someone used ${renderEnglish(p.operation)} against you: ${outcomeWord(p.outcome)}`,
  operation_result: (p) => castResult(renderEnglish(p.operation), p.outcome, ""),
  operation_result_on: (p) => castResult(renderEnglish(p.operation), p.outcome, ` on ${p.target}`),
  nuke_detonated: (p) => `Nuke detonated on ${p.planet}: ${renderEnglish(p.buildings)} destroyed.`,
  hypnosis_triggered: (p) => `Hypnosis triggered on ${p.planet}: ${formatCount(p.population)} population lost.`,
  planted_target_lost: (p) => `The target planet ${p.planet} has changed hands: nothing happened.`,
  news_planet_captured: (p) => `${p.attacker} captured planet ${p.planet} from ${p.defender}`,
  news_planet_ruined: (p) => `${p.attacker} ${p.outcome} planet ${p.planet} of ${p.defender}`,
  news_empire_beaten: (p) =>
    `${p.empire} has lost half of its planets and is now under the protection of beaten empires`,
  news_leader_elected: (p) => `${p.leader} was elected leader of ${p.family}`,
  news_rankings_leader: (p) => `${p.empire} leads the galaxy with a networth of ${formatCount(p.networth)}`,
  news_round_milestone: (p) => `The galaxy reaches turn ${formatCount(p.turn)}`,
  // Battle reports: the rules' English, which wrote the stored descriptions.
  ...BATTLE_ENGLISH,
};

/** The English of a text, as the API sends it next to the code (`summary`, `headline`). */
export const renderEnglish = (text: GameText): string =>
  (EN[text.code] as (p: GameText["params"]) => string)(text.params);
