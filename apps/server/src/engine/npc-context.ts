import type { Db, Queryable } from "../db/database.ts";
import type { Ids } from "../platform/ids.ts";

/** What every NPC step of one flip works with: the flip's transaction, its turn and clock, and the galaxy's seed. */
export interface NpcTurnContext {
  readonly trx: Queryable;
  readonly db: Db;
  readonly galaxyId: string;
  /** The galaxy's seed: NPC estimates draw their noise from it. */
  readonly seed: string;
  readonly npcDifficulty: string;
  readonly turn: number;
  readonly flipTime: number;
  /** When the flip after this one is due: queued jobs align to it. */
  readonly nextFlipAt: number;
  readonly turnLengthMinutes: number;
  readonly now: number;
  readonly ids: Ids;
}
