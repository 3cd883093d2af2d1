import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";

describe("notification configuration", () => {
  it("sends no mail and generates VAPID keys unless told otherwise", () => {
    expect(loadConfig({}).notifications).toMatchObject({
      publicUrl: "http://localhost:8080",
      smtpUrl: null,
      vapid: null,
      allowLoopbackPush: true,
      digestIntervalMinutes: 240,
    });
  });

  it("points mail links at PUBLIC_URL, else at PUBLIC_ORIGIN", () => {
    expect(loadConfig({ PUBLIC_ORIGIN: "https://play.example.com" }).notifications.publicUrl).toBe(
      "https://play.example.com",
    );
    expect(
      loadConfig({ PUBLIC_ORIGIN: "https://play.example.com", PUBLIC_URL: "https://nova.example.com/" }).notifications
        .publicUrl,
    ).toBe("https://nova.example.com");
  });

  it("refuses half a VAPID pair and a mail server that is not SMTP", () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: "B".repeat(87) })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL/);
    expect(loadConfig({ SMTP_URL: "smtps://u:p@mail.example.com:465" }).notifications.smtpUrl).toBe(
      "smtps://u:p@mail.example.com:465",
    );
  });

  it("accepts loopback push endpoints only outside production", () => {
    expect(loadConfig({ NODE_ENV: "production", AUTH_MODE: "dev" }).notifications.allowLoopbackPush).toBe(false);
  });
});
