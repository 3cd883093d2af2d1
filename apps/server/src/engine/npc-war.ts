import { gameText, type GameText } from "@nova/contract";
import {
  travelTurns,
  completionTime,
  departurePortal,
  FLEET_UNIT_KEYS,
  gridDistance,
  launchFee,
  NPC_RETALIATION_TURNS,
  NPC_SETTINGS,
  NPC_WAR_SETTINGS,
  npcStrikeForce,
  parsePlanetId,
  planetLabel,
  raceSpec,
  checkSendOrder,
  type Cost,
  type EmpireState,
  type EmpireTurnResult,
  type NpcLevel,
} from "@nova/rules";
import { blockedPortals } from "../db/repositories/active-effects-repository.ts";
import { insertFleet, missionFleetRow, setFleetUnits, unitsOf } from "../db/repositories/fleets-repository.ts";
import { insertNotices } from "../db/repositories/notification-outbox-repository.ts";
import { attackIncomingNotice } from "../notifications/notices.ts";
import { findGalaxy } from "../db/repositories/galaxies-repository.ts";
import { findPlayer } from "../db/repositories/players-repository.ts";
import { fightForPlanet } from "../services/combat/combat-service.ts";
import { loadTargetPlanet } from "../services/fleets/fleet-targets.ts";
import { sendFleetHome } from "./fleet-arrivals.ts";
import { pickTarget, type Launcher } from "./npc-targets.ts";
import type { NpcTurnContext } from "./npc-context.ts";
import { listAttacksOut, listHomeFleets } from "../db/repositories/fleets-repository.ts";
import { listArrivedNpcAttacks, listBattlesAgainst } from "../db/repositories/npc-war-repository.ts";
import { endProtection, listPlayersByIds } from "../db/repositories/players-repository.ts";

type Event = (playerId: string, eventType: string, text: GameText, details: Record<string, unknown>) => void;

/** Who attacked each NPC lately: attacker ids per NPC, with the time of the latest battle. */
export type Grievances = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** Battles fought against these NPCs within `NPC_RETALIATION_TURNS` (rules.md 16). */
export const loadGrievances = async (ctx: NpcTurnContext, npcIds: readonly string[]): Promise<Grievances> => {
  const grievances = new Map<string, Map<string, number>>();
  if (npcIds.length === 0) return grievances;
  const rows = await listBattlesAgainst(ctx.trx, ctx.galaxyId, npcIds, ctx.turn - NPC_RETALIATION_TURNS);
  for (const row of rows) {
    const byAttacker = grievances.get(row.defender_id) ?? new Map<string, number>();
    byAttacker.set(row.attacker_id, Math.max(byAttacker.get(row.attacker_id) ?? 0, row.created_at));
    grievances.set(row.defender_id, byAttacker);
  }
  return grievances;
};

/**
 * rules.md 16 step 5, "initiate on arrival": every NPC attack fleet waiting at its target fights now, through the
 * players' own battle (`fightForPlanet`), which checks the attack rules again. With morale at 0 or below the fleet
 * waits, as a player's would; a target that is no longer allowed (it joined the NPC's family, or fell out of
 * range) is given up and the fleet flies home. Returns the rows written.
 */
export const initiateNpcAttacks = async (ctx: NpcTurnContext, event: Event): Promise<number> => {
  const fleets = await listArrivedNpcAttacks(ctx.trx, ctx.galaxyId);
  if (fleets.length === 0) return 0;
  const galaxy = await findGalaxy(ctx.trx, ctx.galaxyId);
  if (!galaxy) return 0;
  let written = 0;
  for (const fleet of fleets) {
    const attacker = await findPlayer(ctx.trx, ctx.galaxyId, fleet.player_id);
    if (!attacker || !fleet.target_planet_id || !(Number(attacker.morale) > 0)) continue;
    const planet = await loadTargetPlanet(ctx.trx, ctx.galaxyId, fleet.target_planet_id);
    const battle = await fightForPlanet(ctx.trx, ctx, galaxy, attacker, planet, fleet, ctx.flipTime);
    const label = planetLabel(planet.id);
    if ("refused" in battle) {
      await sendFleetHome(ctx, fleet, planet.id);
      event(
        attacker.id,
        "npc_action_attack",
        gameText("npc_attack_called_off", {
          planet: label,
          code: battle.refused.code,
          reason: battle.refused.detail,
        }),
        {
          fleetId: fleet.id,
          targetPlanetId: planet.id,
        },
      );
      written += 2;
    } else {
      const verdict =
        battle.attackerVictory && battle.planetOutcome !== "defended"
          ? gameText("npc_strike_took", { planet: label, outcome: battle.planetOutcome })
          : gameText("npc_strike_repelled", { planet: label });
      event(attacker.id, "npc_action_attack", verdict, {
        battleReportId: battle.battleReportId,
        targetPlanetId: planet.id,
        outcome: battle.planetOutcome,
      });
      // Fleets, planet, both empires, the report and its events.
      written += 8;
    }
  }
  return written;
};

/** Where an NPC sent its strike this turn. */
export interface NpcStrike {
  readonly planetId: string;
  readonly playerId: string;
}

/**
 * rules.md 16 step 5, the launch: an acting NPC that may attack (hard: anyone eligible outside its family, in the
 * nearest of `NPC_ATTACK_RADII` boxes around its home world that holds any; medium: only empires that attacked it
 * within 48 turns), with no strike already
 * out and a strike force at home, estimates A / D at the nearest eligible planets (±20%), and sends its strike
 * force to the best one at or above its threshold. Human targets only, for hard NPCs' own choice: NPCs are the
 * players' opposition, not each other's (docs/npcs.md). Returns the rows written and where each strike went.
 */
export const launchNpcStrikes = async (
  ctx: NpcTurnContext,
  level: NpcLevel,
  acting: readonly EmpireTurnResult[],
  beforeById: ReadonlyMap<string, EmpireState>,
  grievances: Grievances,
  spending: Map<string, Cost>,
  event: Event,
): Promise<{ rows: number; strikes: Map<string, NpcStrike> }> => {
  const strikes = new Map<string, NpcStrike>();
  const war = NPC_WAR_SETTINGS[level];
  if (war.aggression === "never") return { rows: 0, strikes };
  const willing = acting.filter((e) => war.aggression === "eligible" || (grievances.get(e.id)?.size ?? 0) > 0);
  if (willing.length === 0) return { rows: 0, strikes };
  const ids = willing.map((e) => e.id);
  const [rows, homes, busy] = await Promise.all([
    listPlayersByIds(ctx.trx, ctx.galaxyId, ids),
    listHomeFleets(ctx.trx, ctx.galaxyId, ids),
    // One strike at a time: an NPC with an attack fleet out waits for it.
    listAttacksOut(ctx.trx, ctx.galaxyId, ids),
  ]);
  const busyIds = new Set(busy.map((f) => f.player_id));
  const launchers: Launcher[] = willing.flatMap((empire) => {
    const start = beforeById.get(empire.id);
    const row = rows.find((r) => r.id === empire.id);
    const home = homes.find((f) => f.player_id === empire.id);
    if (!start || !row || !home || busyIds.has(empire.id) || !(empire.morale > 0)) return [];
    const population = empire.planets.reduce((sum, p) => sum + p.population, 0);
    const keepSoldiers = Math.floor((NPC_SETTINGS[level].soldiersPerThousand * population) / 1000);
    const force = npcStrikeForce(unitsOf(home), keepSoldiers);
    return force ? [{ empire, start, row, home, force }] : [];
  });
  if (launchers.length === 0) return { rows: 0, strikes };
  const blocked = await blockedPortals(ctx.trx, ctx.galaxyId, ctx.turn);

  let written = 0;
  for (const launcher of launchers) {
    const target = await pickTarget(ctx, level, launcher, grievances.get(launcher.empire.id));
    if (!target) continue;
    const { empire, row, home, force } = launcher;
    const portals = empire.planets.flatMap((p) => {
      const at = parsePlanetId(p.id);
      return at && (p.buildings.portal ?? 0) > 0
        ? [{ planetId: p.id, x: at.x, y: at.y, blocked: blocked.has(p.id) }]
        : [];
    });
    const homeAt = home.home_planet_id ? parsePlanetId(home.home_planet_id) : null;
    const origin =
      departurePortal(portals, target.planet) ??
      (homeAt && home.home_planet_id ? { planetId: home.home_planet_id, x: homeAt.x, y: homeAt.y } : null);
    if (!origin) continue;
    const split = checkSendOrder({ mission: "attack", available: unitsOf(home), requested: force });
    if (!split.ok) continue;
    const distance = gridDistance(origin, target.planet);
    const fee = launchFee(
      FLEET_UNIT_KEYS.reduce((sum, k) => sum + split.leaving[k], 0),
      distance,
    );
    const resources = spending.get(empire.id) ?? empire.resources;
    if (resources.credits < fee) continue;
    spending.set(empire.id, { ...resources, credits: resources.credits - fee });
    const turns = travelTurns(distance, raceSpec(row.race).bonuses.speed);
    const arrivesAt = completionTime(ctx.nextFlipAt, turns, ctx.turnLengthMinutes);
    const label = planetLabel(target.planet.id);
    await setFleetUnits(ctx.trx, ctx.galaxyId, home.id, split.staying);
    await insertFleet(
      ctx.trx,
      missionFleetRow({
        galaxyId: ctx.galaxyId,
        id: ctx.ids.uuid(),
        playerId: empire.id,
        name: `Strike on ${label}`,
        action: "attack",
        units: split.leaving,
        homePlanetId: home.home_planet_id,
        sourcePlanetId: origin.planetId,
        targetPlanetId: target.planet.id,
        portalPlanetId: portals.some((p) => p.planetId === origin.planetId) ? origin.planetId : null,
        startedAt: ctx.flipTime,
        arrivesAt,
      }),
    );
    // Launching an attack ends the sender's own new-player protection (rules.md 4), NPCs included.
    await endProtection(ctx.trx, ctx.galaxyId, empire.id);
    event(
      empire.id,
      "npc_action_attack",
      gameText("npc_strike_sent", { planet: label, defender: target.defender.username }),
      {
        targetPlanetId: target.planet.id,
        defenderName: target.defender.username,
        estimatedRatio: Number.isFinite(target.ratio) ? Math.round(target.ratio * 100) / 100 : null,
        units: Object.fromEntries(
          FLEET_UNIT_KEYS.filter((k) => split.leaving[k] > 0).map((k) => [k, split.leaving[k]]),
        ),
        fee,
        travelTurns: turns,
      },
    );
    // A player under an NPC's attack hears of it like one under a player's (NPCs themselves get no notices).
    await insertNotices(ctx.trx, [
      attackIncomingNotice(ctx.ids, {
        galaxyId: ctx.galaxyId,
        defenderId: target.defender.id,
        attackerName: row.username,
        planetId: target.planet.id,
        arrivalTurn: ctx.turn + turns,
        now: ctx.flipTime,
      }),
    ]);
    strikes.set(empire.id, { planetId: target.planet.id, playerId: target.defender.id });
    written += 4;
  }
  return { rows: written, strikes };
};
