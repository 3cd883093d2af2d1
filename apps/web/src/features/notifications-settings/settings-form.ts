import type { NotificationEvents, NotificationSettings, NotificationSettingsRequest } from "@nova/contract";
import { browserTimeZone } from "../local-time/time-zone.ts";

/** What the account page edits: the saved settings, with the browser's zone until the player saved one. */
export interface SettingsForm {
  readonly webPush: boolean;
  readonly email: boolean;
  readonly emailAddress: string;
  readonly events: NotificationEvents;
  readonly quietEnabled: boolean;
  readonly quietFrom: string;
  readonly quietTo: string;
  readonly timeZone: string;
}

export const formOf = (s: NotificationSettings): SettingsForm => ({
  webPush: s.webPush,
  email: s.email,
  emailAddress: s.emailAddress ?? "",
  events: s.events,
  quietEnabled: s.quietHours !== undefined,
  quietFrom: s.quietHours?.from ?? "22:00",
  quietTo: s.quietHours?.to ?? "07:00",
  timeZone: s.saved ? s.timeZone : browserTimeZone(),
});

export const requestOf = (f: SettingsForm): NotificationSettingsRequest => ({
  webPush: f.webPush,
  email: f.email,
  ...(f.emailAddress.trim() ? { emailAddress: f.emailAddress.trim() } : {}),
  events: f.events,
  ...(f.quietEnabled ? { quietHours: { from: f.quietFrom, to: f.quietTo } } : {}),
  timeZone: f.timeZone,
});

export const EVENT_LABELS: Readonly<Record<keyof NotificationEvents, string>> = {
  attackIncoming: "Incoming attacks (also by mail at once)",
  battleResult: "Battle results",
  operationAgainstYou: "Operations against your empire",
  familyMessage: "Family messages",
  directMessage: "Direct messages",
  roundEnding: "Round ending",
  turnDigest: "Mail digest of what happened while you were away",
};
