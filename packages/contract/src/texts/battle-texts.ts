import { FLEET_UNIT_KEYS } from "@nova/rules";
import { z } from "zod";

/**
 * The battle report's texts (issue 15): each phase's parts and the explanation. Their types and English live in
 * the rules (packages/rules/src/combat/battle-texts.ts, battle-english.ts), which write them; these are their
 * wire schemas, merged into the closed set of game texts.
 */
const count = z.number();
const fragment = <C extends string, P extends z.ZodRawShape>(code: C, params: P) =>
  z.object({ code: z.literal(code), params: z.object(params) });

export const FleetUnitCountTextSchema = fragment("fleet_unit_count", {
  unit: z.enum(FLEET_UNIT_KEYS),
  quantity: count,
});
const NoUnitsTextSchema = fragment("no_units", {});
const FleetUnitListSchema = fragment("fleet_unit_list", {
  head: z.array(FleetUnitCountTextSchema),
  last: FleetUnitCountTextSchema,
});
/** "nothing", one count, or a list of counts. */
const unitList = z.union([NoUnitsTextSchema, FleetUnitCountTextSchema, FleetUnitListSchema]);

const lost = { attackerLost: unitList, troops: count, defenderLost: unitList };
const attacking = { attackers: count, attackStrength: count };
const defending = { defenders: count, defenceStrength: count };
const survivors = z.object({ units: unitList, total: count });
const subject = { side: z.enum(["you", "other"]), attacker: z.string() };
const ground = { ...subject, lead: z.enum(["yes", "no"]) };
const taken = z.enum(["captured", "razed", "destroyed"]);

/** The explanation's clauses: the ground half (`lead`: it opens the sentence), then the air half. */
const GROUND_CLAUSES = {
  explain_no_troops: z.object(ground),
  explain_no_transports: z.object(ground),
  explain_shot_down: z.object({ ...ground, transports: count }),
  explain_ground_won: z.object({ ...ground, troops: unitList, defenders: unitList, outcome: taken }),
  explain_ground_won_undefended: z.object({ ...ground, troops: unitList, outcome: taken }),
  explain_ground_lost: z.object({ ...ground, troops: unitList, defenders: unitList }),
} as const;
const AIR_CLAUSES = {
  explain_air: z.object({ ...subject, fighters: count, won: z.enum(["yes", "no"]), defenders: count, lasers: count }),
  explain_air_none: z.object({ ...subject, defenders: count, lasers: count }),
} as const;
const clause = <C extends keyof typeof GROUND_CLAUSES | keyof typeof AIR_CLAUSES>(code: C) =>
  z.object({ code: z.literal(code), params: ({ ...GROUND_CLAUSES, ...AIR_CLAUSES } as const)[code] });
const ExplainGroundSchema = z.union([
  clause("explain_no_troops"),
  clause("explain_no_transports"),
  clause("explain_shot_down"),
  clause("explain_ground_won"),
  clause("explain_ground_won_undefended"),
  clause("explain_ground_lost"),
]);
const ExplainAirSchema = z.union([clause("explain_air"), clause("explain_air_none")]);

export const BATTLE_TEXT_PARAMS = {
  // Fragments.
  fleet_unit_count: FleetUnitCountTextSchema.shape.params,
  no_units: NoUnitsTextSchema.shape.params,
  fleet_unit_list: FleetUnitListSchema.shape.params,
  // Phase 1, Ground vs Air.
  phase_no_lasers: z.object({}),
  phase_no_bombers: z.object({}),
  phase_lasers_bombed: z.object({ bombers: FleetUnitCountTextSchema, lasers: FleetUnitCountTextSchema }),
  phase_no_lasers_left: z.object({}),
  phase_lasers_idle: z.object({ lasers: FleetUnitCountTextSchema }),
  phase_lasers_fired: z.object({ lasers: FleetUnitCountTextSchema, losses: unitList, troops: count }),
  // Phase 2, Air Battle.
  phase_no_fighters: z.object({}),
  phase_air_unopposed: z.object(attacking),
  phase_air_struck: z.object({ ...defending, ...lost }),
  phase_air_fought: z.object({ ...attacking, ...defending, ...lost }),
  // Phase 3, Ground Battle.
  phase_ground_none: z.object({}),
  phase_ground_undefended: z.object({ troops: count }),
  phase_ground_fought: z.object({
    ...attacking,
    ...defending,
    winner: z.enum(["attacker", "defender"]),
    attackerLost: unitList,
    defenderLost: unitList,
  }),
  // Phase 4, Outcome.
  phase_repelled: z.object({}),
  phase_fleet_destroyed: z.object({ units: unitList }),
  phase_no_survivors: z.object({}),
  phase_captured: z.object({ ratio: count }),
  phase_razed: z.object({ ratio: count, population: count }),
  phase_destroyed: z.object({ ratio: count, turns: count }),
  phase_portal_destroyed: z.object({}),
  phase_stationed_destroyed: survivors,
  phase_now_hold: survivors,
  phase_return_home: survivors,
  // The explanation's clauses, then the sentence.
  ...GROUND_CLAUSES,
  ...AIR_CLAUSES,
  battle_explained: z.object({ ground: ExplainGroundSchema }),
  battle_explained_air: z.object({ air: ExplainAirSchema, ground: ExplainGroundSchema }),
} as const;

/** The fragments among them: rendered only inside another text. */
export const BATTLE_TEXT_FRAGMENTS = ["fleet_unit_count", "no_units", "fleet_unit_list"] as const;
