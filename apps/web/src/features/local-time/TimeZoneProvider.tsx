import type { ReactNode } from "react";
import { useNotificationSettings } from "../notifications-settings/use-notification-settings.ts";
import { browserTimeZone } from "./time-zone.ts";
import { TimeZoneContext } from "./time-zone-context.ts";

/** Provides the signed-in player's saved zone (GET /account/notifications), else the browser's. */
export function TimeZoneProvider({ children }: { readonly children: ReactNode }) {
  const settings = useNotificationSettings();
  const zone = settings.data?.saved ? settings.data.timeZone : browserTimeZone();
  return <TimeZoneContext.Provider value={zone}>{children}</TimeZoneContext.Provider>;
}
