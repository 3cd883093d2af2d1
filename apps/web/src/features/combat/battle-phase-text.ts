import { i18n } from "../../i18n/i18n.ts";

/** The spec's phase names (`phaseName` on the wire, English) and their catalogue keys. */
const PHASE_KEYS: Readonly<Record<string, "groundVsAir" | "airBattle" | "groundBattle" | "outcome">> = {
  "Ground vs Air": "groundVsAir",
  "Air Battle": "airBattle",
  "Ground Battle": "groundBattle",
  Outcome: "outcome",
};

/** A phase's name in the client's language; a phase this client does not know keeps the server's name. */
export const phaseTitle = (phaseName: string): string => {
  const key = PHASE_KEYS[phaseName];
  return key ? i18n.t(`combat:report.phaseNames.${key}`) : phaseName;
};
