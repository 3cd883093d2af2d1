import type { FleetUnitKey } from "../catalogue/units.ts";

// A battle report's sentences as codes and parameters (issue 15), like the flip's texts (turn/turn-text.ts): the
// contract's closed set of texts (packages/contract/src/texts) holds these codes and checks at compile time that
// these types are among them; the web renders them from its `server` catalogue, `battle-english.ts` in English.

type Of<C extends string, P extends object = Record<string, never>> = { readonly code: C; readonly params: P };

/** "40 transports". */
export type FleetUnitCountText = Of<"fleet_unit_count", { readonly unit: FleetUnitKey; readonly quantity: number }>;
/** A list of counts: "nothing", one count, or "28 fighters, 9 bombers and 1 transport". */
export type FleetUnitListText =
  | Of<"no_units">
  | FleetUnitCountText
  | Of<"fleet_unit_list", { readonly head: FleetUnitCountText[]; readonly last: FleetUnitCountText }>;

type Lost = {
  readonly attackerLost: FleetUnitListText;
  readonly troops: number;
  readonly defenderLost: FleetUnitListText;
};
type Strengths = { readonly attackers: number; readonly attackStrength: number };
type Defence = { readonly defenders: number; readonly defenceStrength: number };
type Survivors = { readonly units: FleetUnitListText; readonly total: number };

/** One part of a phase's description; the parts are joined with "; ". */
export type BattlePhaseText =
  // Phase 1, Ground vs Air.
  | Of<"phase_no_lasers">
  | Of<"phase_no_bombers">
  | Of<"phase_lasers_bombed", { readonly bombers: FleetUnitCountText; readonly lasers: FleetUnitCountText }>
  | Of<"phase_no_lasers_left">
  | Of<"phase_lasers_idle", { readonly lasers: FleetUnitCountText }>
  | Of<
      "phase_lasers_fired",
      { readonly lasers: FleetUnitCountText; readonly losses: FleetUnitListText; readonly troops: number }
    >
  // Phase 2, Air Battle.
  | Of<"phase_no_fighters">
  | Of<"phase_air_unopposed", Strengths>
  | Of<"phase_air_struck", Defence & Lost>
  | Of<"phase_air_fought", Strengths & Defence & Lost>
  // Phase 3, Ground Battle.
  | Of<"phase_ground_none">
  | Of<"phase_ground_undefended", { readonly troops: number }>
  | Of<
      "phase_ground_fought",
      Strengths &
        Defence & {
          readonly winner: "attacker" | "defender";
          readonly attackerLost: FleetUnitListText;
          readonly defenderLost: FleetUnitListText;
        }
    >
  // Phase 4, Outcome. `ratio` is the networth ratio to two decimals.
  | Of<"phase_repelled">
  | Of<"phase_fleet_destroyed", { readonly units: FleetUnitListText }>
  | Of<"phase_no_survivors">
  | Of<"phase_captured", { readonly ratio: number }>
  | Of<"phase_razed", { readonly ratio: number; readonly population: number }>
  | Of<"phase_destroyed", { readonly ratio: number; readonly turns: number }>
  | Of<"phase_portal_destroyed">
  | Of<"phase_stationed_destroyed", Survivors>
  | Of<"phase_now_hold", Survivors>
  | Of<"phase_return_home", Survivors>;

/** Whose forces a sentence speaks of: the reader's own ("Your") or the attacker's, by name. */
type Subject = { readonly side: "you" | "other"; readonly attacker: string };
/** `lead`: the clause opens the sentence, so it names the subject itself. */
type Ground = Subject & { readonly lead: "yes" | "no" };

/** The ground half of a battle's explanation. */
export type ExplainGroundText =
  | Of<"explain_no_troops", Ground>
  | Of<"explain_no_transports", Ground>
  | Of<"explain_shot_down", Ground & { readonly transports: number }>
  | Of<
      "explain_ground_won",
      Ground & {
        readonly troops: FleetUnitListText;
        readonly defenders: FleetUnitListText;
        readonly outcome: "captured" | "razed" | "destroyed";
      }
    >
  | Of<
      "explain_ground_won_undefended",
      Ground & { readonly troops: FleetUnitListText; readonly outcome: "captured" | "razed" | "destroyed" }
    >
  | Of<"explain_ground_lost", Ground & { readonly troops: FleetUnitListText; readonly defenders: FleetUnitListText }>;

/** The air half: `defenders` fighters and `lasers` faced the attacker's `fighters`. */
export type ExplainAirText =
  | Of<
      "explain_air",
      Subject & {
        readonly fighters: number;
        readonly won: "yes" | "no";
        readonly defenders: number;
        readonly lasers: number;
      }
    >
  | Of<"explain_air_none", Subject & { readonly defenders: number; readonly lasers: number }>;

/** A battle's explanation: one sentence, the air clause (when there was one) and the ground clause. */
export type BattleExplanationText =
  | Of<"battle_explained", { readonly ground: ExplainGroundText }>
  | Of<"battle_explained_air", { readonly air: ExplainAirText; readonly ground: ExplainGroundText }>;

/** Every battle text, fragments included. */
export type BattleText =
  FleetUnitListText | BattlePhaseText | ExplainGroundText | ExplainAirText | BattleExplanationText;

export const unitCount = (unit: FleetUnitKey, quantity: number): FleetUnitCountText => ({
  code: "fleet_unit_count",
  params: { unit, quantity },
});

/** The non-zero counts in `order`, as a list text. */
export const unitList = (
  counts: Readonly<Partial<Record<FleetUnitKey, number>>>,
  order: readonly FleetUnitKey[],
): FleetUnitListText => {
  const parts = order.filter((key) => (counts[key] ?? 0) > 0).map((key) => unitCount(key, counts[key] ?? 0));
  const last = parts.at(-1);
  if (!last) return { code: "no_units", params: {} };
  if (parts.length === 1) return last;
  return { code: "fleet_unit_list", params: { head: parts.slice(0, -1), last } };
};

/** A text without parameters. */
export const plain = <C extends string>(code: C): Of<C> => ({ code, params: {} });
