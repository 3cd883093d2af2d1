import { createContext, useContext } from "react";
import { formatInZone, type TimeStyle } from "./format-time.ts";
import { browserTimeZone } from "./time-zone.ts";

/** The zone every absolute time is shown in: the player's choice, else this browser's. */
export const TimeZoneContext = createContext<string>(browserTimeZone());

export const useTimeZone = (): string => useContext(TimeZoneContext);

/** Formats as text on the player's clock, for places that need a string (tooltips, labels). */
export const useFormatTime = () => {
  const zone = useTimeZone();
  return (value: string | number | null | undefined, style: TimeStyle = "datetime") => formatInZone(value, zone, style);
};
