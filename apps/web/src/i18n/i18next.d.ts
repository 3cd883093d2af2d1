import type account from "./locales/en/account.json";
import type auth from "./locales/en/auth.json";
import type build from "./locales/en/build.json";
import type combat from "./locales/en/combat.json";
import type common from "./locales/en/common.json";
import type dashboard from "./locales/en/dashboard.json";
import type empire from "./locales/en/empire.json";
import type errors from "./locales/en/errors.json";
import type events from "./locales/en/events.json";
import type family from "./locales/en/family.json";
import type fleets from "./locales/en/fleets.json";
import type galaxies from "./locales/en/galaxies.json";
import type guidance from "./locales/en/guidance.json";
import type layout from "./locales/en/layout.json";
import type map from "./locales/en/map.json";
import type market from "./locales/en/market.json";
import type messages from "./locales/en/messages.json";
import type news from "./locales/en/news.json";
import type notifications from "./locales/en/notifications.json";
import type operations from "./locales/en/operations.json";
import type planets from "./locales/en/planets.json";
import type rankings from "./locales/en/rankings.json";
import type research from "./locales/en/research.json";
import type rounds from "./locales/en/rounds.json";
import type server from "./locales/en/server.json";

// Keys are checked at compile time against the English catalogue (the source language): a typo or a key
// missing in English fails `tsc -b`. The German catalogue is checked against English by catalogues.test.ts.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      account: typeof account;
      auth: typeof auth;
      build: typeof build;
      combat: typeof combat;
      common: typeof common;
      dashboard: typeof dashboard;
      empire: typeof empire;
      errors: typeof errors;
      events: typeof events;
      family: typeof family;
      fleets: typeof fleets;
      galaxies: typeof galaxies;
      guidance: typeof guidance;
      layout: typeof layout;
      map: typeof map;
      market: typeof market;
      messages: typeof messages;
      news: typeof news;
      notifications: typeof notifications;
      operations: typeof operations;
      planets: typeof planets;
      rankings: typeof rankings;
      research: typeof research;
      rounds: typeof rounds;
      server: typeof server;
    };
  }
}
