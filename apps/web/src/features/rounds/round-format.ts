import type { RoundAwardView, RoundInfo } from "@nova/contract";
import { formatNumber } from "../../format/format-number.ts";

/** The top bar warns in the round's last this many turns. */
export const ROUND_WARNING_TURNS = 24;

/** "4 d 6 h", "6 h 12 min", "12 min", "less than a minute". */
export const formatTimeLeft = (ms: number): string => {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${formatNumber(days)} d ${hours} h`;
  if (hours > 0) return `${hours} h ${mins} min`;
  if (mins > 0) return `${mins} min`;
  return "less than a minute";
};

/** "Round 3 · turn 412 of 1,000 · ends in 4 d 6 h" (and the sign-up and ended forms). */
export const roundLine = (round: RoundInfo, now: number): string => {
  const head = `Round ${formatNumber(round.round)}`;
  if (round.status === "signup") {
    const starts = round.signupEndsAt ? Date.parse(round.signupEndsAt) - now : 0;
    return `${head} · sign-up · starts in ${formatTimeLeft(starts)}`;
  }
  if (round.status === "ended") return `${head} · ended at turn ${formatNumber(round.endTurn)}`;
  const turn = `turn ${formatNumber(round.currentTurn)} of ${formatNumber(round.endTurn)}`;
  return `${head} · ${turn} · ends in ${formatTimeLeft(Date.parse(round.endsAt) - now)}`;
};

/** Turns left before the last flip (0 once it has happened). */
export const turnsLeft = (round: RoundInfo): number => Math.max(0, round.endTurn - round.currentTurn);

/** A running round in its last 24 turns. */
export const isEndingSoon = (round: RoundInfo): boolean =>
  round.status === "running" && turnsLeft(round) <= ROUND_WARNING_TURNS;

export const AWARD_LABELS: Record<RoundAwardView["award"], string> = {
  largest_empire: "Largest Empire",
  most_planets: "Most Planets",
  most_battles_won: "Most Battles Won",
  most_planets_captured: "Most Planets Captured",
  most_successful_operations: "Most Successful Operations",
  top_family: "Top Family",
};

/** What each award's value counts. */
export const AWARD_UNITS: Record<RoundAwardView["award"], string> = {
  largest_empire: "networth",
  most_planets: "planets",
  most_battles_won: "battles won",
  most_planets_captured: "planets captured",
  most_successful_operations: "successful operations",
  top_family: "family networth",
};

export const roundResultsHref = (galaxyId: string): string =>
  `/round-results?${new URLSearchParams({ galaxyId }).toString()}`;

/** The next round: its dashboard for a player there, empire creation otherwise (GalaxyEntryPage decides). */
export const nextRoundHref = (galaxyId: string): string => `/galaxy/${encodeURIComponent(galaxyId)}`;
