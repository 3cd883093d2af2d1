import { formatInZone, relativeText, type TimeStyle } from "./format-time.ts";
import { useTimeZone } from "./time-zone-context.ts";

interface Props {
  readonly value: string | number | null | undefined;
  readonly style?: TimeStyle;
  /** Adds "(in 2 h 14 min)" measured from this time (the caller's ticking clock). */
  readonly relativeTo?: number;
}

/** An absolute time on the player's own clock, as a <time> element (its zone named on hover). */
export function LocalTime({ value, style = "datetime", relativeTo }: Props) {
  const zone = useTimeZone();
  const text = formatInZone(value, zone, style);
  if (value === null || value === undefined || text === "—") return <>{text}</>;
  const iso = new Date(typeof value === "number" ? value : Date.parse(value)).toISOString();
  const full = formatInZone(value, zone, "datetime");
  const rel = relativeTo === undefined ? "" : relativeText(value, relativeTo);
  return (
    <time dateTime={iso} title={`${full} (${zone})`} data-testid="local-time">
      {text}
      {rel && ` (${rel})`}
    </time>
  );
}
