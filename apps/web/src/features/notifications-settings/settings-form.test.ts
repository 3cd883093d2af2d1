import { describe, expect, it } from "vitest";
import type { NotificationSettings } from "@nova/contract";
import { browserTimeZone } from "../local-time/time-zone.ts";
import { formOf, requestOf } from "./settings-form.ts";

const saved = (extra: Partial<NotificationSettings> = {}): NotificationSettings => ({
  webPush: false,
  email: false,
  events: {
    attackIncoming: true,
    battleResult: true,
    operationAgainstYou: true,
    familyMessage: true,
    directMessage: true,
    roundEnding: true,
    turnDigest: true,
  },
  timeZone: "UTC",
  saved: false,
  emailConfirmed: false,
  emailAvailable: true,
  ...extra,
});

describe("the account page's notification form", () => {
  it("offers the browser's zone until the player saved one", () => {
    expect(formOf(saved()).timeZone).toBe(browserTimeZone());
    expect(formOf(saved({ saved: true, timeZone: "Asia/Tokyo" })).timeZone).toBe("Asia/Tokyo");
  });

  it("sends quiet hours only when they are on, and no empty address", () => {
    const form = formOf(saved({ saved: true, quietHours: { from: "23:00", to: "06:30" } }));
    expect(requestOf(form)).toMatchObject({ quietHours: { from: "23:00", to: "06:30" } });
    expect(requestOf({ ...form, quietEnabled: false }).quietHours).toBeUndefined();
    expect(requestOf({ ...form, emailAddress: "  " })).not.toHaveProperty("emailAddress");
    expect(requestOf({ ...form, emailAddress: " bob@example.test " }).emailAddress).toBe("bob@example.test");
  });
});
