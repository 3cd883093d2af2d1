import { formatInZone, relativeText, type TimeStyle } from "./format-time.ts";
import { useTimeZone } from "./time-zone-context.ts";

interface Props {
  readonly value: string | number | null | undefined;
  readonly style?: TimeStyle;
  /** Adds "(in 2 h 14 min)" measured from `now`. */
  readonly relative?: boolean;
  readonly now?: number;
}

/** An absolute time on the player's own clock, as a <time> element (its zone named on hover). */
export function LocalTime({ value, style = "datetime", relative = false, now }: Props) {
  const zone = useTimeZone();
  const text = formatInZone(value, zone, style);
  if (value === null || value === undefined || text === "—") return <>{text}</>;
  const iso = new Date(typeof value === "number" ? value : Date.parse(value)).toISOString();
  const rel = relative ? relativeText(value, now ?? Date.now()) : "";
  return (
    <time dateTime={iso} title={`${formatInZone(value, zone, "datetime")} (${zone})`} data-testid="local-time">
      {text}
      {rel && ` (${rel})`}
    </time>
  );
}
