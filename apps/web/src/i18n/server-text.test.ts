import {
  BUILDING_TYPES,
  FAMILY_ROLES,
  OPERATION_TYPES,
  RESOURCES,
  UNIT_TYPES,
  buildingCountText,
  unitCount,
  unitCountText,
  unitList,
} from "@nova/rules";
import {
  GAME_TEXT_CODES,
  GAME_TEXT_FRAGMENTS,
  GameTextSchema,
  gameText,
  renderEnglish,
  type GameText,
  type GameTextCode,
} from "@nova/contract";
import { describe, expect, it } from "vitest";
import { BATTLE_SAMPLES } from "./battle-text-samples.ts";
import en from "./locales/en/server.json";
import { i18n } from "./i18n.ts";
import { serverText } from "./server-text.ts";

const res = (resource: (typeof RESOURCES)[number], amount: number) => gameText("resource_amount", { resource, amount });
const op = (operation: string) => gameText("operation_name", { operation });
const battle = { attacker: "Vega", defender: "Orion", planet: "3,4:1" };

/** Every code with parameters covering its plurals (1 and many, thousands) and every branch of its selects. */
const SAMPLES: { readonly [C in GameTextCode]: readonly Extract<GameText, { code: C }>["params"][] } = {
  ...BATTLE_SAMPLES,
  building_count: BUILDING_TYPES.flatMap((buildingType) =>
    [1, 2, 1200].map((quantity) => ({ buildingType, quantity })),
  ),
  unit_count: UNIT_TYPES.flatMap((unitType) => [1, 50, 1856].map((quantity) => ({ unitType, quantity }))),
  resource_amount: RESOURCES.flatMap((resource) => [1, 3960].map((amount) => ({ resource, amount }))),
  operation_name: OPERATION_TYPES.map((operation) => ({ operation })),
  legacy_text: [{ text: "Something happened long ago" }],
  turn_begun: [{ turn: 1 }, { turn: 1200 }],
  building_completed: [{ buildings: buildingCountText("farm", 10), planet: "12,4:2" }],
  unit_completed: [{ units: unitCountText("soldier", 1) }, { units: unitCountText("droid", 1500) }],
  units_disbanded: [
    { units: [unitCountText("soldier", 200), unitCountText("droid", 2)] },
    { units: [unitCountText("explorer", 1)] },
  ],
  building_queued: [{ buildings: buildingCountText("living_quarters", 1), planet: "1,1:0" }],
  unit_queued: [{ units: unitCountText("wizard", 3) }],
  research_invested: [{ amount: 1 }, { amount: 25000 }],
  market_bought: [{ amount: res("food", 1200), credits: 3400 }],
  market_sold: [{ amount: res("octarine", 1), credits: 7 }],
  player_registered: [{ empire: "Vega", planet: "3,4:1" }],
  fleet_launched: [{ fleet: "Home Guard" }],
  fleet_launched_toward: [{ fleet: "Strike", planet: "3,4:1" }],
  fleet_recalled: [{ fleet: "Strike" }],
  fleet_retargeted: [{ fleet: "Strike", planet: "3,4:1" }],
  portal_jump: [{ planet: "3,4:1" }],
  fleet_returned: [{ fleet: "Explorer to 3,4:1" }],
  planet_colonized: [{ planet: "3,4:1" }],
  colonization_failed: [{ planet: "3,4:1" }],
  reinforcements_joined: [{ fleet: "Strike" }],
  fleet_stationed: [{ fleet: "Strike", planet: "3,4:1" }],
  fleet_awaits_attack: [{ fleet: "Strike", planet: "3,4:1" }],
  fleet_turns_home: [{ fleet: "Strike", planet: "3,4:1" }],
  battle_attacked: [{ attacker: "Vega", planet: "3,4:1" }],
  battle_fought: [
    { ...battle, winner: "attacker", outcome: "captured" },
    { ...battle, winner: "attacker", outcome: "razed" },
    { ...battle, winner: "attacker", outcome: "destroyed" },
    { ...battle, winner: "defender", outcome: "defended" },
  ],
  battle_suffered: [
    { ...battle, winner: "attacker", outcome: "captured" },
    { ...battle, winner: "defender", outcome: "defended" },
  ],
  planet_taken: [battle],
  fleet_destroyed: [{ planet: "3,4:1" }],
  family_leader_elected: [
    { leader: "Vega", votes: 1 },
    { leader: "Vega", votes: 4 },
  ],
  family_leader_replaced: [{ leader: "Vega", votes: 2, previous: "Orion" }],
  family_role_changed: FAMILY_ROLES.map((role) => ({ actor: "Vega", target: "Orion", role })),
  aid_sent: [{ sender: "Vega", receiver: "Orion", resources: [res("credits", 5000), res("iron", 1)] }],
  aid_received: [{ sender: "Vega", receiver: "Orion", resources: [res("endurium", 12)] }],
  aid_shipped: [{ receiver: "Orion", resources: [res("credits", 1000), res("iron", 10)] }],
  round_ended: [{ round: 2 }],
  round_won: [{ round: 1, winner: "Vega", networth: 123456 }],
  next_round_opened: [{ galaxy: "Andromeda (round 2)", hours: 24 }],
  npc_buildings_queued: [{ count: 1 }, { count: 7 }],
  npc_training: [{ units: unitCountText("soldier", 40) }],
  npc_training_explorer: [{}],
  npc_training_strike_force: [{ units: [unitCountText("fighter", 28), unitCountText("bomber", 9)] }],
  npc_explorer_sent: [{ planet: "3,4:1" }],
  npc_strike_sent: [{ planet: "3,4:1", defender: "Orion" }],
  npc_strike_took: [
    { planet: "3,4:1", outcome: "captured" },
    { planet: "3,4:1", outcome: "destroyed" },
  ],
  npc_strike_repelled: [{ planet: "3,4:1" }],
  npc_attack_called_off: [{ planet: "3,4:1", code: "protected", reason: "Orion is protected" }],
  operation_cast: [
    { operation: op("vision"), outcome: "success" },
    { operation: op("vision"), outcome: "failure" },
  ],
  operation_cast_on: [{ operation: op("spy_on_target"), target: "Orion", outcome: "defended" }],
  operation_suffered: [{ operation: op("electric_storms"), caster: "Vega", outcome: "success" }],
  operation_suffered_unknown: [{ operation: op("place_nukes"), outcome: "failure" }],
  operation_result: [
    { operation: op("no_fear"), outcome: "success" },
    { operation: op("no_fear"), outcome: "failure" },
    { operation: op("no_fear"), outcome: "defended" },
  ],
  operation_result_on: [
    { operation: op("vision"), target: "Ops Carol", outcome: "success" },
    { operation: op("spy_on_target"), target: "Orion", outcome: "failure" },
    { operation: op("vision"), target: "Ops Carol", outcome: "defended" },
  ],
  nuke_detonated: [
    { planet: "3:4:1", buildings: buildingCountText("farm", 1) },
    { planet: "3:4:1", buildings: buildingCountText("research_center", 1200) },
  ],
  hypnosis_triggered: [
    { planet: "3:4:1", population: 1 },
    { planet: "3:4:1", population: 15000 },
  ],
  planted_target_lost: [{ planet: "3:4:1" }],
  news_planet_captured: [battle],
  news_planet_ruined: [
    { ...battle, outcome: "razed" },
    { ...battle, outcome: "destroyed" },
  ],
  news_empire_beaten: [{ empire: "Orion" }],
  news_leader_elected: [{ leader: "Vega", family: "The Pleiades" }],
  news_rankings_leader: [{ empire: "Vega", networth: 98765 }],
  news_round_milestone: [{ turn: 100 }, { turn: 1000 }],
};

const samples = (): GameText[] =>
  GAME_TEXT_CODES.flatMap((code) => SAMPLES[code].map((params) => ({ code, params }) as GameText));

describe("server texts: the server's English renderer and the web's English catalogue", () => {
  it("the catalogue has exactly the contract's codes", () => {
    expect(Object.keys(en).sort()).toEqual([...GAME_TEXT_CODES].sort());
  });

  it("say the same for every code and every sample", () => {
    for (const text of samples()) {
      expect(GameTextSchema.parse(text)).toEqual(text);
      expect(serverText(text, "?", "en"), text.code).toBe(renderEnglish(text));
    }
  });

  it("refuses parameters that are not the code's", () => {
    expect(GameTextSchema.safeParse({ code: "turn_begun", params: {} }).success).toBe(false);
    expect(GameTextSchema.safeParse({ code: "turn_begun", params: { turn: "one" } }).success).toBe(false);
    expect(GameTextSchema.safeParse({ code: "comet_sighted", params: {} }).success).toBe(false);
  });

  it("the spec's sentences come out unchanged", () => {
    expect(renderEnglish(gameText("turn_begun", { turn: 1 }))).toBe("Turn 1 has begun");
    expect(
      renderEnglish(gameText("units_disbanded", { units: [unitCountText("soldier", 200), unitCountText("droid", 2)] })),
    ).toBe("Out of credits: 200 soldiers, 2 droids disbanded");
    expect(renderEnglish(gameText("battle_fought", { ...battle, winner: "attacker", outcome: "captured" }))).toBe(
      "Battle at 3,4:1 against Orion: Vega won (captured)",
    );
  });
});

describe("server texts in German", () => {
  const de = (text: GameText) => serverText(text, "?", "de");

  it("every sample renders, without an English word of the catalogue's own", () => {
    for (const text of samples()) {
      const german = de(text);
      expect(german, text.code).not.toBe("?");
      // Fragments may coincide ("Laser", "Vision"); the legacy text and a refusal's reason are English as stored.
      const same = ["legacy_text", "npc_attack_called_off", ...GAME_TEXT_FRAGMENTS];
      if (!same.includes(text.code)) expect(german, text.code).not.toBe(renderEnglish(text));
    }
  });

  it("plurals and numbers follow the language", () => {
    expect(de(gameText("unit_completed", { units: unitCountText("soldier", 1) }))).toBe("1 Soldat fertig ausgebildet");
    expect(de(gameText("unit_completed", { units: unitCountText("soldier", 1500) }))).toBe(
      "1.500 Soldaten fertig ausgebildet",
    );
    expect(de(gameText("family_leader_elected", { leader: "Vega", votes: 1 }))).toBe(
      "Vega wurde mit 1 Stimme zum Anführer der Familie gewählt",
    );
    expect(de(gameText("building_queued", { buildings: buildingCountText("farm", 2), planet: "1,1:0" }))).toBe(
      "2 Farmen auf 1,1:0 in Auftrag gegeben",
    );
    expect(de(gameText("news_round_milestone", { turn: 1000 }))).toBe("Die Galaxie erreicht Zug 1.000");
  });

  it("operation results: the cast's outcome and a planted operation set off", () => {
    const vision = op("vision");
    expect(
      renderEnglish(gameText("operation_result_on", { operation: vision, target: "Orion", outcome: "defended" })),
    ).toBe("Vision was defended on Orion: their defences are far too strong.");
    expect(
      de(gameText("operation_result_on", { operation: op("spy_on_target"), target: "Orion", outcome: "success" })),
    ).toBe("„Ziel ausspionieren“ gegen Orion war erfolgreich.");
    expect(de(gameText("operation_result", { operation: op("no_fear"), outcome: "failure" }))).toBe(
      "„Furchtlos“ ist gescheitert.",
    );
    expect(de(gameText("nuke_detonated", { planet: "3:4:1", buildings: buildingCountText("farm", 3) }))).toBe(
      "Atomsprengsatz auf 3:4:1 gezündet: 3 Farmen zerstört.",
    );
    expect(de(gameText("hypnosis_triggered", { planet: "3:4:1", population: 15000 }))).toBe(
      "Hypnose auf 3:4:1 ausgelöst: Bevölkerung um 15.000 verringert.",
    );
    expect(renderEnglish(gameText("hypnosis_triggered", { planet: "3:4:1", population: 15000 }))).toBe(
      "Hypnosis triggered on 3:4:1: 15,000 population lost.",
    );
    expect(de(gameText("planted_target_lost", { planet: "3:4:1" }))).toBe(
      "Der Zielplanet 3:4:1 hat den Besitzer gewechselt: Nichts ist geschehen.",
    );
  });

  it("name operations as the operations screen does, in every language", () => {
    for (const language of ["en", "de"])
      for (const operation of OPERATION_TYPES)
        expect(serverText(op(operation), "?", language), `${language} ${operation}`).toBe(
          i18n.getFixedT(language)(`operations:names.${operation}` as never),
        );
  });

  it("battle reports: unit lists, plurals and the networth ratio follow the language", () => {
    const fired = gameText("phase_lasers_fired", {
      lasers: unitCount("lasers", 4),
      losses: unitList({ transports: 40, bombers: 1 }, ["transports", "bombers"]),
      troops: 3960,
    });
    expect(de(fired)).toBe("4 Laser: 40 Transporter und 1 Bomber abgeschossen (3.960 Truppen verloren)");
    expect(renderEnglish(fired)).toBe("4 lasers shot down 40 transports and 1 bomber (3,960 troops lost)");
    expect(de(gameText("phase_captured", { ratio: 1.5 }))).toBe("Planet erobert (Nettowert-Verhältnis 1,50)");
    const home = { units: unitList({ fighters: 1 }, ["fighters"]), total: 1 };
    expect(de(gameText("phase_return_home", home))).toBe("1 Jäger kehrt heim");
    const air = {
      code: "explain_air",
      params: { side: "other", attacker: "Vega", fighters: 400, won: "no", defenders: 900, lasers: 3 },
    } as const;
    const ground = {
      code: "explain_shot_down",
      params: { side: "other", attacker: "Vega", lead: "no", transports: 2 },
    } as const;
    expect(de(gameText("battle_explained_air", { air, ground }))).toBe(
      "Die 400 Jäger von Vega verloren die Luftphase gegen 900 verteidigende Jäger und 3 Laser, und alle 2 Transporter wurden abgeschossen, daher sind keine Truppen gelandet.",
    );
    expect(renderEnglish(gameText("battle_explained_air", { air, ground }))).toBe(
      "Vega's 400 fighters lost the air phase against 900 fighters defending and 3 lasers, and all 2 transports were shot down, so no troops landed.",
    );
  });

  it("follows the client's language when none is given", async () => {
    const text = gameText("fleet_returned", { fleet: "Strike" });
    await i18n.changeLanguage("de");
    try {
      expect(serverText(text, "Strike returned home")).toBe("Strike ist heimgekehrt");
    } finally {
      await i18n.changeLanguage("en");
    }
    expect(serverText(text, "Strike returned home")).toBe("Strike returned home");
  });
});

describe("server texts from a newer server", () => {
  it("fall back to the English sent with them", () => {
    const unknown = { code: "comet_sighted", params: { planet: "3,4:1" } };
    expect(serverText(unknown, "A comet was sighted at 3,4:1", "de")).toBe("A comet was sighted at 3,4:1");
    const nested = { code: "unit_completed", params: { units: { code: "hover_tank_count", params: {} } } };
    expect(serverText(nested, "1 hover tank completed", "de")).toBe("1 hover tank completed");
    expect(serverText(null, "No text", "de")).toBe("No text");
  });
});
