import { request, type Agent, type ClientRequest, type IncomingMessage } from "node:http";
import { bulkUpdateById, type Db } from "@nova/server";
import { BENCH_GALAXY } from "./galaxy-setup.ts";

const G = BENCH_GALAXY.GALAXY;

/** A simulated player of the benchmark galaxy: its development sign-in token and its home planet. */
export interface LoadPlayer {
  readonly token: string;
  readonly home: string;
}

/** Gives the first `count` player empires (NPCs after them) a user, so dev:load-N signs in as empire N. */
export const assignUsers = async (db: Db, count: number): Promise<LoadPlayer[]> => {
  const players = await db.kysely
    .selectFrom("players")
    .select(["id", "is_npc"])
    .where("galaxy_id", "=", G)
    .orderBy("is_npc")
    .orderBy("id")
    .limit(count)
    .execute();
  await db.kysely.transaction().execute((trx) =>
    bulkUpdateById(
      trx,
      db,
      "players",
      G,
      [
        { name: "user_id", type: "text" },
        { name: "is_npc", type: "bigint" },
      ],
      players.map((p, i) => ({ id: p.id, values: [`dev:load-${i}`, 0] })),
    ),
  );
  const homes = await db.kysely
    .selectFrom("planets")
    .select(["id", "owner_id"])
    .where("galaxy_id", "=", G)
    .where("is_home_world", "=", 1)
    .execute();
  const homeOf = new Map(homes.map((h) => [h.owner_id, h.id]));
  return players.map((p, i) => ({ token: `dev:load-${i}`, home: homeOf.get(p.id) ?? "" }));
};

/** Sends one request as a player (bearer token, compressed answers accepted, a JSON body when given). */
export const requestAsPlayer = (
  agent: Agent,
  url: string,
  token: string,
  method: string,
  body: unknown,
  onResponse: (response: IncomingMessage) => void,
): ClientRequest => {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const req = request(
    url,
    {
      method,
      agent,
      headers: {
        authorization: `Bearer ${token}`,
        "accept-encoding": "gzip, br",
        ...(payload ? { "content-type": "application/json" } : {}),
      },
    },
    onResponse,
  );
  req.end(payload);
  return req;
};

/**
 * What a dashboard asks for after a flip's push (docs/decisions.md 211, 214, 231): its six reads in one request.
 * `planets: true`: the planets list instead of the infrastructure figures, as the dashboard asked before 231.
 */
export const dashboardRefetchPath = (galaxyId: string, options: { planets?: boolean } = {}): string =>
  `/player/dashboard/${galaxyId}?parts=stats,${options.planets ? "planets" : "infrastructure"},advice,research,events,news&eventsLimit=50&newsLimit=10`;
