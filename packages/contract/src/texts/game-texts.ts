import {
  BUILDING_TYPES,
  FAMILY_ROLES,
  OPERATION_TYPES,
  RESOURCES,
  UNIT_TYPES,
  type BattleText,
  type TurnEventText,
} from "@nova/rules";
import { z } from "zod";
import { BATTLE_TEXT_FRAGMENTS, BATTLE_TEXT_PARAMS } from "./battle-texts.ts";

/**
 * Texts the server writes for players (issue 15): Empire Log summaries, galaxy news, NPC diaries. Each is a code
 * from this closed set with typed parameters; the client renders it from its catalogue (`server` namespace), and
 * the server's one English renderer (`english.ts`) gives the English next to it for API clients. A parameter that
 * is itself a text (`{ code, params }`, a "fragment" such as "3 farms") or a list of them (joined with ", ") is
 * rendered first, by the same catalogue.
 */
const count = z.number();
const name = z.string();
const planet = z.string();
const outcome = z.enum(["captured", "razed", "destroyed"]);
/** How a cast went (the contract's `OPERATION_STATUSES`). */
const castOutcome = z.enum(["success", "failure", "defended"]);

const fragment = <C extends string, P extends z.ZodRawShape>(code: C, params: P) =>
  z.object({ code: z.literal(code), params: z.object(params) });

export const BuildingCountTextSchema = fragment("building_count", {
  buildingType: z.enum(BUILDING_TYPES),
  quantity: count,
});
export const UnitCountTextSchema = fragment("unit_count", { unitType: z.enum(UNIT_TYPES), quantity: count });
export const ResourceAmountTextSchema = fragment("resource_amount", { resource: z.enum(RESOURCES), amount: count });
export const OperationNameTextSchema = fragment("operation_name", {
  operation: z.enum(OPERATION_TYPES as [string, ...string[]]),
});

/** Every code and its parameters. Fragments first; then the Empire Log, NPC diaries and galaxy news. */
export const GAME_TEXT_PARAMS = {
  // Fragments, rendered inside other texts.
  building_count: BuildingCountTextSchema.shape.params,
  unit_count: UnitCountTextSchema.shape.params,
  resource_amount: ResourceAmountTextSchema.shape.params,
  operation_name: OperationNameTextSchema.shape.params,
  // A row written before texts had codes (migration 0022): its English sentence as it was.
  legacy_text: z.object({ text: z.string() }),
  // The flip (packages/rules).
  turn_begun: z.object({ turn: count }),
  building_completed: z.object({ buildings: BuildingCountTextSchema, planet }),
  unit_completed: z.object({ units: UnitCountTextSchema }),
  units_disbanded: z.object({ units: z.array(UnitCountTextSchema) }),
  // Orders.
  building_queued: z.object({ buildings: BuildingCountTextSchema, planet }),
  unit_queued: z.object({ units: UnitCountTextSchema }),
  research_invested: z.object({ amount: count }),
  market_bought: z.object({ amount: ResourceAmountTextSchema, credits: count }),
  market_sold: z.object({ amount: ResourceAmountTextSchema, credits: count }),
  player_registered: z.object({ empire: name, planet }),
  // Fleets.
  fleet_launched: z.object({ fleet: name }),
  fleet_launched_toward: z.object({ fleet: name, planet }),
  fleet_recalled: z.object({ fleet: name }),
  fleet_retargeted: z.object({ fleet: name, planet }),
  portal_jump: z.object({ planet }),
  fleet_returned: z.object({ fleet: name }),
  planet_colonized: z.object({ planet }),
  colonization_failed: z.object({ planet }),
  reinforcements_joined: z.object({ fleet: name }),
  fleet_stationed: z.object({ fleet: name, planet }),
  fleet_awaits_attack: z.object({ fleet: name, planet }),
  fleet_turns_home: z.object({ fleet: name, planet }),
  // Battles.
  battle_attacked: z.object({ attacker: name, planet }),
  battle_fought: z.object({
    attacker: name,
    defender: name,
    planet,
    winner: z.enum(["attacker", "defender"]),
    outcome: z.enum(["defended", "captured", "razed", "destroyed"]),
  }),
  battle_suffered: z.object({
    attacker: name,
    defender: name,
    planet,
    winner: z.enum(["attacker", "defender"]),
    outcome: z.enum(["defended", "captured", "razed", "destroyed"]),
  }),
  planet_taken: z.object({ attacker: name, defender: name, planet }),
  fleet_destroyed: z.object({ planet }),
  // Family.
  family_leader_elected: z.object({ leader: name, votes: count }),
  family_leader_replaced: z.object({ leader: name, votes: count, previous: name }),
  family_role_changed: z.object({ actor: name, target: name, role: z.enum(FAMILY_ROLES) }),
  aid_sent: z.object({ sender: name, receiver: name, resources: z.array(ResourceAmountTextSchema) }),
  aid_received: z.object({ sender: name, receiver: name, resources: z.array(ResourceAmountTextSchema) }),
  /** The sender's confirmation (POST /family/{galaxyId}/aid's `message`). */
  aid_shipped: z.object({ receiver: name, resources: z.array(ResourceAmountTextSchema) }),
  // Rounds.
  round_ended: z.object({ round: count }),
  round_won: z.object({ round: count, winner: name, networth: count }),
  next_round_opened: z.object({ galaxy: name, hours: z.number() }),
  // NPC diaries.
  npc_buildings_queued: z.object({ count }),
  npc_training: z.object({ units: UnitCountTextSchema }),
  npc_training_explorer: z.object({}),
  npc_training_strike_force: z.object({ units: z.array(UnitCountTextSchema) }),
  npc_explorer_sent: z.object({ planet }),
  npc_strike_sent: z.object({ planet, defender: name }),
  npc_strike_took: z.object({ planet, outcome }),
  npc_strike_repelled: z.object({ planet }),
  /** `reason` is the refusal's English detail (its code is in `code`). */
  npc_attack_called_off: z.object({ planet, code: z.string(), reason: z.string() }),
  // Operations in the Empire Log (`outcome`: success, failure or defended).
  operation_cast: z.object({ operation: OperationNameTextSchema, outcome: z.string() }),
  operation_cast_on: z.object({ operation: OperationNameTextSchema, target: name, outcome: z.string() }),
  operation_suffered: z.object({ operation: OperationNameTextSchema, caster: name, outcome: z.string() }),
  operation_suffered_unknown: z.object({ operation: OperationNameTextSchema, outcome: z.string() }),
  // A cast's result (POST /operations/{galaxyId}/cast's `message`): on a spell on oneself, or on an empire.
  operation_result: z.object({ operation: OperationNameTextSchema, outcome: castOutcome }),
  operation_result_on: z.object({ operation: OperationNameTextSchema, target: name, outcome: castOutcome }),
  // A planted operation set off (POST /operations/trigger's `message`).
  nuke_detonated: z.object({ planet, buildings: BuildingCountTextSchema }),
  hypnosis_triggered: z.object({ planet, population: count }),
  planted_target_lost: z.object({ planet }),
  // Galaxy news.
  news_planet_captured: z.object({ attacker: name, defender: name, planet }),
  news_planet_ruined: z.object({ attacker: name, defender: name, planet, outcome: z.enum(["razed", "destroyed"]) }),
  news_empire_beaten: z.object({ empire: name }),
  news_leader_elected: z.object({ leader: name, family: name }),
  news_rankings_leader: z.object({ empire: name, networth: count }),
  news_round_milestone: z.object({ turn: count }),
  // Battle reports: each phase's parts and the explanation (battle-texts.ts).
  ...BATTLE_TEXT_PARAMS,
} as const;

type Params = typeof GAME_TEXT_PARAMS;
export type GameTextCode = keyof Params;
export const GAME_TEXT_CODES = Object.keys(GAME_TEXT_PARAMS) as GameTextCode[];
/** The fragments: codes only ever rendered inside another text. */
export const GAME_TEXT_FRAGMENTS = [
  "building_count",
  "unit_count",
  "resource_amount",
  "operation_name",
  ...BATTLE_TEXT_FRAGMENTS,
] as const satisfies GameTextCode[];

/** One text: a code and its parameters, e.g. `{ code: "fleet_returned", params: { fleet: "Home Guard" } }`. */
export type GameText = { [C in GameTextCode]: { code: C; params: z.infer<Params[C]> } }[GameTextCode];
export type GameTextOf<C extends GameTextCode> = Extract<GameText, { code: C }>;

/**
 * The wire form of a text (sent next to its English rendering): a code and its parameters, checked against that
 * code's parameter schema. The API document shows the compact form (a union of every code's parameters would
 * repeat itself in every response); the parameters per code are `GAME_TEXT_PARAMS`.
 */
export const GameTextSchema = z
  .object({
    code: z.enum(Object.keys(GAME_TEXT_PARAMS) as [GameTextCode, ...GameTextCode[]]),
    params: z.record(z.string(), z.unknown()),
  })
  .superRefine((text, ctx) => {
    const checked = (GAME_TEXT_PARAMS[text.code] as z.ZodType).safeParse(text.params);
    if (!checked.success)
      for (const issue of checked.error.issues) ctx.addIssue({ ...issue, path: ["params", ...issue.path] } as never);
  })
  .meta({
    description: "A text from the server's closed catalogue of codes, with the code's parameters.",
  }) as unknown as z.ZodType<GameText>;

/** Builds a text, typed by its code. */
export const gameText = <C extends GameTextCode>(code: C, params: z.infer<Params[C]>): GameTextOf<C> =>
  ({ code, params }) as GameTextOf<C>;

// The flip's events are written by the rules, which cannot import this package: their texts must be ours.
const _turnTextsAreGameTexts = (t: TurnEventText): GameText => t;
void _turnTextsAreGameTexts;
// So are the battle report's, and every one of their codes is here.
const _battleTextsAreGameTexts = (t: BattleText): GameText => t;
void _battleTextsAreGameTexts;
