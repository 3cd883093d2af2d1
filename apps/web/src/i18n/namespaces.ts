/**
 * One catalogue per domain of the client (locales/<language>/<namespace>.json), loaded when a screen that needs
 * it is first shown, so the first download carries only `common`. Adding a namespace: list it here, create the
 * JSON in every language and add it to i18next.d.ts.
 */
export const NAMESPACES = [
  "common",
  "errors",
  "layout",
  "auth",
  "account",
  "galaxies",
  "empire",
  "dashboard",
  "build",
  "planets",
  "fleets",
  "map",
  "market",
  "research",
  "operations",
  "combat",
  "events",
  "family",
  "messages",
  "news",
  "rankings",
  "rounds",
  "guidance",
  "notifications",
  "server",
] as const;

export type Namespace = (typeof NAMESPACES)[number];
