import { readFileSync } from "node:fs";
import { OPERATION_TYPES } from "@nova/rules";
import { describe, expect, it } from "vitest";
import { noticeCatalogue, noticeWords, renderNotice } from "./notice-catalogue.ts";
import { OPERATION_NAMES_DE } from "./notice-german.ts";
import { NOTICE_CODES, type NoticeText } from "./notice-texts.ts";

const battle = { attacker: "Vega", defender: "Orion", planet: "3,4:1" };
const SAMPLES: readonly NoticeText[] = [
  { code: "attack_incoming", params: { attacker: "Vega", planet: "3,4:1", turn: 1200 } },
  { code: "battle_result", params: { ...battle, role: "attacker", winner: "attacker", outcome: "captured" } },
  { code: "battle_result", params: { ...battle, role: "defender", winner: "defender", outcome: "defended" } },
  { code: "operation_against_you", params: { operation: "electric_storms", status: "success" } },
  { code: "operation_against_you", params: { operation: "vision", status: "defended" } },
  { code: "direct_message", params: { sender: "Vega", preview: "Hello there" } },
  { code: "family_message", params: { sender: "Vega", preview: "Attack at dawn" } },
  { code: "round_ending", params: { galaxy: "Andromeda", turns: 24, round: 2, endTurn: 1000 } },
];

describe("notice texts in English (unchanged)", () => {
  it("say what the notices always said", () => {
    const en = SAMPLES.map((t) => renderNotice(t, "en"));
    expect(en[0]).toEqual({
      title: "Attack incoming",
      body: "Vega sent a fleet against your planet 3,4:1. It arrives at turn 1,200.",
    });
    expect(en[1]).toEqual({ title: "Battle at 3,4:1", body: "Your fleet fought Orion at 3,4:1: Vega won (captured)." });
    expect(en[2]?.body).toBe("Vega attacked your planet 3,4:1: Orion held the planet.");
    expect(en[3]).toEqual({
      title: "Operation against your empire",
      body: "Electric Storms was used against your empire: it succeeded.",
    });
    expect(en[5]).toEqual({ title: "Message from Vega", body: "Hello there" });
    expect(en[6]?.title).toBe("Family message from Vega");
    expect(en[7]).toEqual({
      title: "Andromeda: the round ends in 24 turns",
      body: "Round 2 ends at turn 1,000. Make your last moves count.",
    });
  });

  it("an account with no language (or an unknown one) gets English", () => {
    expect(renderNotice(SAMPLES[0]!, null)).toEqual(renderNotice(SAMPLES[0]!, "en"));
    expect(renderNotice(SAMPLES[0]!, "fr")).toEqual(renderNotice(SAMPLES[0]!, "en"));
  });
});

describe("notice texts in German", () => {
  it("every code renders, none in English", () => {
    expect(new Set(SAMPLES.map((t) => t.code))).toEqual(new Set(NOTICE_CODES));
    for (const text of SAMPLES) {
      const de = renderNotice(text, "de");
      expect(de.title, text.code).not.toBe(renderNotice(text, "en").title);
      if (!["direct_message", "family_message"].includes(text.code)) {
        expect(de.body, text.code).not.toBe(renderNotice(text, "en").body);
      }
    }
  });

  it("numbers, outcomes and operation names follow the language; names and messages stay as they are", () => {
    expect(renderNotice(SAMPLES[0]!, "de")).toEqual({
      title: "Angriff im Anflug",
      body: "Vega hat eine Flotte gegen deinen Planeten 3,4:1 geschickt. Sie kommt in Zug 1.200 an.",
    });
    expect(renderNotice(SAMPLES[1]!, "de").body).toBe(
      "Deine Flotte hat bei 3,4:1 gegen Orion gekämpft: Vega hat gesiegt (erobert).",
    );
    expect(renderNotice(SAMPLES[3]!, "de").body).toBe(
      "Elektrische Stürme wurde gegen dein Imperium eingesetzt: sie war erfolgreich.",
    );
    expect(renderNotice(SAMPLES[5]!, "de")).toEqual({ title: "Nachricht von Vega", body: "Hello there" });
    expect(noticeCatalogue("de").mail.digestIntro(1200)).toBe(
      "Während du weg warst, sind 1.200 Dinge in deinen Imperien passiert:",
    );
  });

  it("operation names are the web catalogue's", () => {
    const web = JSON.parse(
      readFileSync(new URL("../../../../web/src/i18n/locales/de/operations.json", import.meta.url), "utf8"),
    ) as { names: Record<string, string> };
    for (const op of OPERATION_TYPES) expect(OPERATION_NAMES_DE[op], op).toBe(web.names[op]);
  });
});

describe("a notice stored before notices had texts", () => {
  it("is sent with the English it was stored with, whatever the language", () => {
    const old = { text: null, title: "Attack incoming", body: "Someone is coming." };
    expect(noticeWords(old, "de")).toEqual({ title: "Attack incoming", body: "Someone is coming." });
  });
});
