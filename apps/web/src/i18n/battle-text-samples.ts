import { FLEET_UNIT_KEYS, unitCount, unitList, type BattleText } from "@nova/rules";

/**
 * Samples of every battle report text (issue 15) for the server-text test: plurals at 1 and many, thousands,
 * every branch of the selects, and lists of none, one and several units.
 */
type Samples = { readonly [C in BattleText["code"]]: readonly Extract<BattleText, { code: C }>["params"][] };

const none = unitList({}, ["fighters"]);
const one = unitList({ transports: 1 }, ["transports"]);
const many = unitList({ fighters: 28, bombers: 9, transports: 1 }, ["fighters", "bombers", "transports"]);
const troops = unitList({ soldiers: 1200, droids: 1 }, ["soldiers", "droids"]);
const you = { side: "you", attacker: "Vega" } as const;
const other = { side: "other", attacker: "Vega" } as const;
const grounds = [
  { ...you, lead: "yes" },
  { ...other, lead: "yes" },
  { ...you, lead: "no" },
  { ...other, lead: "no" },
] as const;
const taken = ["captured", "razed", "destroyed"] as const;
const lost = [
  { attackerLost: many, troops: 3960, defenderLost: one },
  { attackerLost: none, troops: 0, defenderLost: none },
];
const explainGround = {
  code: "explain_ground_won",
  params: { ...you, lead: "no", troops, defenders: one, outcome: "razed" },
} as const;

export const BATTLE_SAMPLES: Samples = {
  fleet_unit_count: FLEET_UNIT_KEYS.flatMap((unit) => [1, 2, 1856].map((quantity) => ({ unit, quantity }))),
  no_units: [{}],
  fleet_unit_list: [
    { head: [unitCount("fighters", 28)], last: unitCount("transports", 1) },
    { head: [unitCount("fighters", 28), unitCount("bombers", 9)], last: unitCount("lasers", 1200) },
  ],
  phase_no_lasers: [{}],
  phase_no_bombers: [{}],
  phase_lasers_bombed: [
    { bombers: unitCount("bombers", 12), lasers: unitCount("lasers", 1) },
    { bombers: unitCount("bombers", 1), lasers: unitCount("lasers", 0) },
  ],
  phase_no_lasers_left: [{}],
  phase_lasers_idle: [{ lasers: unitCount("lasers", 4) }],
  phase_lasers_fired: [
    { lasers: unitCount("lasers", 4), losses: unitList({ transports: 40 }, ["transports"]), troops: 3960 },
    { lasers: unitCount("lasers", 1), losses: many, troops: 0 },
  ],
  phase_no_fighters: [{}],
  phase_air_unopposed: [
    { attackers: 1, attackStrength: 10 },
    { attackers: 400, attackStrength: 4400 },
  ],
  phase_air_struck: lost.map((l) => ({ defenders: 900, defenceStrength: 10800, ...l })),
  phase_air_fought: lost.map((l, i) => ({
    attackers: i + 1,
    attackStrength: 1234,
    defenders: 1 - i + 1,
    defenceStrength: 12,
    ...l,
  })),
  phase_ground_none: [{}],
  phase_ground_undefended: [{ troops: 1 }, { troops: 1500 }],
  phase_ground_fought: (["attacker", "defender"] as const).map((winner, i) => ({
    attackers: 1 + i * 1000,
    attackStrength: 2002,
    defenders: 1000 - i * 999,
    defenceStrength: 5000,
    winner,
    attackerLost: troops,
    defenderLost: none,
  })),
  phase_repelled: [{}],
  phase_fleet_destroyed: [{ units: many }],
  phase_no_survivors: [{}],
  phase_captured: [{ ratio: 1.25 }, { ratio: 0.8 }, { ratio: 12 }],
  phase_razed: [{ ratio: 0.57, population: 12500 }],
  phase_destroyed: [{ ratio: 0.3, turns: 48 }],
  phase_portal_destroyed: [{}],
  phase_stationed_destroyed: [
    { units: one, total: 1 },
    { units: many, total: 38 },
  ],
  phase_now_hold: [
    { units: one, total: 1 },
    { units: troops, total: 1201 },
  ],
  phase_return_home: [
    { units: one, total: 1 },
    { units: many, total: 38 },
  ],
  explain_no_troops: grounds,
  explain_no_transports: grounds,
  explain_shot_down: grounds.flatMap((g) => [1, 2000].map((transports) => ({ ...g, transports }))),
  explain_ground_won: grounds.flatMap((g) => taken.map((outcome) => ({ ...g, troops, defenders: one, outcome }))),
  explain_ground_won_undefended: grounds.flatMap((g) => taken.map((outcome) => ({ ...g, troops: one, outcome }))),
  explain_ground_lost: grounds.map((g) => ({ ...g, troops: one, defenders: troops })),
  explain_air: [you, other].flatMap((s) =>
    [
      { fighters: 1, won: "yes", defenders: 0, lasers: 0 },
      { fighters: 400, won: "no", defenders: 900, lasers: 3 },
      { fighters: 2, won: "yes", defenders: 1, lasers: 1 },
    ].map((p) => ({ ...s, ...p }) as Extract<BattleText, { code: "explain_air" }>["params"]),
  ),
  explain_air_none: [
    { ...you, defenders: 0, lasers: 5 },
    { ...other, defenders: 1200, lasers: 0 },
  ],
  battle_explained: [{ ground: { code: "explain_no_troops", params: { ...you, lead: "yes" } } }],
  battle_explained_air: [
    {
      air: { code: "explain_air", params: { ...other, fighters: 400, won: "no", defenders: 900, lasers: 3 } },
      ground: explainGround,
    },
  ],
};
