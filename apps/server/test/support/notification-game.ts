import type { TestServer } from "./test-server.ts";
import { giveColony } from "./colonies.ts";
import { createSmallGalaxy } from "./small-galaxy.ts";

/**
 * A small galaxy where `attacker` can strike `defender` at once: the defender holds a colony and nobody is
 * under new-player protection. Returns the ids and a function that launches one attack.
 */
export const warGalaxy = async (server: TestServer, galaxyId: string, attacker: string, defender: string) => {
  const services = server.running.app.services;
  await createSmallGalaxy(services, galaxyId, `War ${galaxyId}`);
  const register = async (token: string, username: string, race: string) =>
    (await server.ok("register", { token, body: { username, race, galaxyId } })).body.playerId as string;
  const attackerId = await register(attacker, "Attacker Alice", "wardancer");
  const defenderId = await register(defender, "Defender Bob", "quantam");
  const db = services.db.kysely;
  const colony = await giveColony(db, galaxyId, defenderId, { farm: 3 });
  await db.updateTable("players").set({ protected_until_turn: 0 }).where("galaxy_id", "=", galaxyId).execute();
  let strikes = 0;
  /** Launches one attack with one fighter; each gets its own fleet name. */
  const attack = async () => {
    strikes += 1;
    const res = await server.send("sendFleet", {
      token: attacker,
      body: {
        galaxyId,
        sourceFleetId: `${galaxyId}:${attackerId}:home`,
        action: "attack",
        targetPlanetId: colony,
        units: { fighters: 1 },
        fleetName: `Strike ${strikes}`,
      },
    });
    if (res.status !== 201) throw new Error(`attack refused: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { fleet: { id: string } };
  };
  return { attackerId, defenderId, colony, attack };
};
