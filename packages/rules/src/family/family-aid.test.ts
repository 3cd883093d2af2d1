import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AID_COOLDOWN_TURNS,
  AID_NO_RELAY_TURNS,
  aidSendCap,
  aidWorth,
  checkAid,
  type AidCheckInput,
  type AidParty,
} from "./family-aid.ts";

const party = (over: Partial<AidParty> = {}): AidParty => ({
  playerId: "a",
  username: "Alice",
  familyId: "g:family-1",
  isNpc: false,
  networth: 5000,
  protectedUntilTurn: 0,
  resources: { credits: 50_000, food: 50_000, iron: 5_000, endurium: 1_000, octarine: 1_000 },
  ...over,
});

const input = (over: Partial<AidCheckInput> = {}): AidCheckInput => ({
  sender: party(),
  receiver: party({ playerId: "b", username: "Bob" }),
  resources: { credits: 1000 },
  currentTurn: 100,
  history: { senderLastSentTurn: null, senderLastReceivedTurn: null, receiverRecentWorth: 0 },
  ...over,
});

describe("family aid", () => {
  it("lets a modest shipment to a family member through", () => {
    expect(checkAid(input())).toBeNull();
  });

  it("weighs resources at base market prices, rounding up", () => {
    expect(aidWorth({ credits: 10, food: 1, iron: 2, endurium: 2, octarine: 1 })).toBe(10 + 1 + 30 + 33 + 15);
    expect(aidWorth({ food: 5 })).toBe(1);
    expect(Object.is(aidWorth({}), 0)).toBe(true);
  });

  it("refuses oneself, other families, NPCs and protected empires", () => {
    expect(checkAid(input({ receiver: party() }))?.detail).toBe("You cannot send aid to yourself");
    expect(checkAid(input({ receiver: party({ playerId: "b", familyId: "g:family-2" }) }))?.code).toBe("forbidden");
    expect(checkAid(input({ receiver: party({ playerId: "b", isNpc: true }) }))?.detail).toBe(
      "NPC empires do not take aid",
    );
    expect(checkAid(input({ sender: party({ protectedUntilTurn: 101 }) }))?.detail).toBe(
      "No aid while you are under new-player protection",
    );
    expect(
      checkAid(input({ receiver: party({ playerId: "b", username: "Bob", protectedUntilTurn: 101 }) }))?.detail,
    ).toBe("Bob is under new-player protection and cannot take aid");
  });

  it("holds a cooldown after sending and forbids passing received aid on", () => {
    const sent = { senderLastSentTurn: 99, senderLastReceivedTurn: null, receiverRecentWorth: 0 };
    expect(checkAid(input({ history: sent }))?.detail).toBe(
      `You sent aid recently; you can send again on turn ${99 + AID_COOLDOWN_TURNS}`,
    );
    const got = { senderLastSentTurn: null, senderLastReceivedTurn: 97, receiverRecentWorth: 0 };
    expect(checkAid(input({ history: got }))?.detail).toMatch(`turn ${97 + AID_NO_RELAY_TURNS}`);
  });

  it("refuses more than the stock with the resource named", () => {
    expect(
      checkAid(
        input({
          resources: { iron: 6000 },
          sender: party({ networth: 1_000_000 }),
          receiver: party({ playerId: "b", networth: 1_000_000 }),
        }),
      )?.detail,
    ).toBe("Insufficient iron: need 6,000, have 5,000");
  });

  it("never lets a shipment exceed either cap (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (credits, senderNw, receiverNw, received) => {
          const refusal = checkAid(
            input({
              sender: party({ networth: senderNw, resources: { ...party().resources, credits: 1e9 } }),
              receiver: party({ playerId: "b", networth: receiverNw }),
              resources: { credits },
              history: { senderLastSentTurn: null, senderLastReceivedTurn: null, receiverRecentWorth: received },
            }),
          );
          const fits = credits <= aidSendCap(party({ networth: senderNw })) && credits + received <= receiverNw * 2;
          expect(refusal === null).toBe(fits);
        },
      ),
    );
  });

  it("breaks every circle: whoever received within the window cannot send (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: AID_NO_RELAY_TURNS - 1 }), (ago) => {
        const history = { senderLastSentTurn: null, senderLastReceivedTurn: 100 - ago, receiverRecentWorth: 0 };
        expect(checkAid(input({ history }))).not.toBeNull();
      }),
    );
  });
});
