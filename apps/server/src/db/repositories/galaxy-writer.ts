import { BUILDING_TYPES, familyId, planetId, type GeneratedGalaxy } from "@nova/rules";
import type { Insertable } from "kysely";
import type { Queryable } from "../database.ts";
import type { FamiliesTable, PlanetsTable, SystemsTable } from "../schema.ts";

// SQLite allows 32,766 bound variables per statement; 500 rows of ~15 columns stays far below.
const CHUNK = 500;

const insertChunked = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
};

/** Writes a generated galaxy's families, systems and planets (inside the caller's transaction). */
export const writeGeneratedGalaxy = async (db: Queryable, galaxyId: string, galaxy: GeneratedGalaxy): Promise<void> => {
  const families: Insertable<FamiliesTable>[] = [];
  const systems: Insertable<SystemsTable>[] = [];
  const planets: Insertable<PlanetsTable>[] = [];
  for (const s of galaxy.systems) {
    const family = s.familyIndex === null ? null : familyId(galaxyId, s.familyIndex);
    if (family !== null) {
      families.push({
        galaxy_id: galaxyId,
        id: family,
        name: `Family ${s.familyIndex}`,
        home_x: s.x,
        home_y: s.y,
        leader_id: null,
      });
    }
    systems.push({
      galaxy_id: galaxyId,
      x: s.x,
      y: s.y,
      system_type: s.systemType,
      planet_count: s.planets.length,
      family_id: family,
    });
    for (const p of s.planets) {
      planets.push({
        galaxy_id: galaxyId,
        id: planetId(galaxyId, s.x, s.y, p.index),
        x: s.x,
        y: s.y,
        idx: p.index,
        planet_type: p.planetType,
        size: p.size,
        is_home_slot: p.isHomeSlot ? 1 : 0,
        is_home_world: 0,
        family_id: family,
        owner_id: null,
        population: 0,
        bonus_type: p.bonus?.bonusType ?? null,
        bonus_multiplier: p.bonus?.multiplier ?? null,
        claimed_at: null,
        ...Object.fromEntries(BUILDING_TYPES.map((t) => [t, 0])),
      } as Insertable<PlanetsTable>);
    }
  }
  await insertChunked(families, (c) => db.insertInto("families").values(c).execute());
  await insertChunked(systems, (c) => db.insertInto("systems").values(c).execute());
  await insertChunked(planets, (c) => db.insertInto("planets").values(c).execute());
};
