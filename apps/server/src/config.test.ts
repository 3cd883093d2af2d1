import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("defaults to the embedded SQLite database, port 8080 and development sign-in", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: "sqlite:./data/nova.db",
      authMode: "dev",
      oidc: null,
      adminUsers: [],
    });
  });

  it("switches to OIDC when an issuer is configured", () => {
    const config = loadConfig({
      OIDC_ISSUER: "https://id.example.com/realms/nova",
      OIDC_CLIENT_ID: "web",
      ADMIN_USERS: "a, b",
    });
    expect(config.authMode).toBe("oidc");
    // The API's own audience, never the client id (an ID token's audience) unless set so explicitly.
    expect(config.oidc).toEqual({
      issuer: "https://id.example.com/realms/nova",
      audience: "nova-imperia",
      clientId: "web",
    });
    expect(config.adminUsers).toEqual(["a", "b"]);
  });

  it("refuses development sign-in in production unless asked for explicitly", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: "production", AUTH_MODE: "dev" }).authMode).toBe("dev");
  });

  it("rejects nonsense", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/sqlite/);
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ OIDC_ISSUER: "not a url" })).toThrow(ConfigError);
    expect(() => loadConfig({ AUTH_MODE: "oidc" })).toThrow(/OIDC_ISSUER/);
  });
});
