import type { RoundAwardView, RoundInfo } from "@nova/contract";
import { formatNumber } from "../../format/format-number.ts";
import { i18n } from "../../i18n/i18n.ts";

/** The top bar warns in the round's last this many turns. */
export const ROUND_WARNING_TURNS = 24;

/** "4 d 6 h", "6 h 12 min", "12 min", "less than a minute". */
export const formatTimeLeft = (ms: number): string => {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return i18n.t("rounds:timeLeft.days", { days: formatNumber(days), hours });
  if (hours > 0) return i18n.t("rounds:timeLeft.hours", { hours, mins });
  if (mins > 0) return i18n.t("rounds:timeLeft.minutes", { mins });
  return i18n.t("rounds:timeLeft.lessThanMinute");
};

/** "Round 3 · turn 412 of 1,000 · ends in 4 d 6 h" (and the sign-up and ended forms). */
export const roundLine = (round: RoundInfo, now: number): string => {
  const round_ = formatNumber(round.round);
  if (round.status === "signup") {
    const starts = round.signupEndsAt ? Date.parse(round.signupEndsAt) - now : 0;
    return i18n.t("rounds:line.signup", { round: round_, left: formatTimeLeft(starts) });
  }
  if (round.status === "ended")
    return i18n.t("rounds:line.ended", { round: round_, turn: formatNumber(round.endTurn) });
  return i18n.t("rounds:line.running", {
    round: round_,
    turn: formatNumber(round.currentTurn),
    endTurn: formatNumber(round.endTurn),
    left: formatTimeLeft(Date.parse(round.endsAt) - now),
  });
};

/** Turns left before the last flip (0 once it has happened). */
export const turnsLeft = (round: RoundInfo): number => Math.max(0, round.endTurn - round.currentTurn);

/** A running round in its last 24 turns. */
export const isEndingSoon = (round: RoundInfo): boolean =>
  round.status === "running" && turnsLeft(round) <= ROUND_WARNING_TURNS;

/** An award's name ("Largest Empire") in the current language. */
export const awardLabel = (award: RoundAwardView["award"]): string => i18n.t(`rounds:awards.${award}.label`);

/** What an award's value counts ("1,200 planets captured"), in the current language. */
export const awardValue = (award: RoundAwardView["award"], value: number): string =>
  i18n.t(`rounds:awards.${award}.value`, { value: formatNumber(value) });

export const roundResultsHref = (galaxyId: string): string =>
  `/round-results?${new URLSearchParams({ galaxyId }).toString()}`;

/** The next round: its dashboard for a player there, empire creation otherwise (GalaxyEntryPage decides). */
export const nextRoundHref = (galaxyId: string): string => `/galaxy/${encodeURIComponent(galaxyId)}`;
