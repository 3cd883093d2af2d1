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

/** Each event kind's label is `notifications:settings.events.<kind>` in the catalogue. */
export type EventKind = keyof NotificationEvents;
