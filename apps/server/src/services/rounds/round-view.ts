import type { RoundInfo, RoundStatus } from "@nova/contract";
import { roundEndsAt } from "@nova/rules";
import type { GalaxyRow } from "../../db/repositories/galaxies-repository.ts";
import { iso } from "../../platform/clock.ts";

/** A galaxy's round as every answer shows it (the round route, the galaxy list and turn-info). */
export const roundView = (g: GalaxyRow): RoundInfo => ({
  galaxyId: g.id,
  round: g.round_number,
  status: g.round_status as RoundStatus,
  startedAt: iso(g.round_started_at),
  currentTurn: g.current_turn,
  endTurn: g.end_turn,
  endsAt: iso(
    g.round_status === "ended" && g.round_ended_at !== null
      ? g.round_ended_at
      : roundEndsAt(g.current_turn, g.end_turn, g.next_turn_at, g.turn_length_minutes),
  ),
  signupEndsAt: g.round_status === "signup" && g.signup_ends_at !== null ? iso(g.signup_ends_at) : null,
  recurring: g.recurring === 1,
  nextGalaxyId: g.next_galaxy_id,
  previousGalaxyId: g.previous_galaxy_id,
});
