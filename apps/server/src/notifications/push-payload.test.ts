import { describe, expect, it } from "vitest";
import type { DueDelivery } from "../db/repositories/push-deliveries-repository.ts";
import { pushPayload } from "./push-sender.ts";

const delivery = (language: string | null, text: DueDelivery["text"]): DueDelivery => ({
  outboxId: "n1",
  endpoint: "https://push.example.test/1",
  status: "pending",
  attempts: 0,
  p256dh: "key",
  auth: "auth",
  kind: "attackIncoming",
  text,
  language,
  title: "Attack incoming",
  body: "Vega sent a fleet against your planet 3,4:1. It arrives at turn 12.",
  url: "/fleets?galaxyId=g",
  createdAt: 0,
});
const attack = { code: "attack_incoming", params: { attacker: "Vega", planet: "3,4:1", turn: 12 } } as const;

describe("web push payloads (issue 15)", () => {
  it("are written in the recipient account's language", () => {
    expect(JSON.parse(pushPayload(delivery("de", attack)))).toEqual({
      id: "n1",
      kind: "attackIncoming",
      title: "Angriff im Anflug",
      body: "Vega hat eine Flotte gegen deinen Planeten 3,4:1 geschickt. Sie kommt in Zug 12 an.",
      url: "/fleets?galaxyId=g",
    });
  });

  it("in English for an English account or one that chose none", () => {
    for (const language of ["en", null]) {
      expect(JSON.parse(pushPayload(delivery(language, attack)))).toMatchObject({
        title: "Attack incoming",
        body: "Vega sent a fleet against your planet 3,4:1. It arrives at turn 12.",
      });
    }
  });

  it("an older notice without a text goes out as stored", () => {
    expect(JSON.parse(pushPayload(delivery("de", null)))).toMatchObject({ title: "Attack incoming" });
  });
});
