import { sql, type Kysely } from "kysely";

// Frozen once released. At most one queued or running creation job per galaxy id, kept by the database itself:
// concurrent requests for one id used to pass the service's check-then-insert together (docs/decisions.md).

export async function up(db: Kysely<unknown>): Promise<void> {
  // Duplicates already stored (the race this closes) keep their oldest job; the others are marked failed.
  await sql`update galaxy_creation_jobs set status = 'failed', error_message = 'Duplicate request for this galaxy id'
    where status in ('queued', 'in_progress') and exists (
      select 1 from galaxy_creation_jobs older
      where older.galaxy_id = galaxy_creation_jobs.galaxy_id and older.status in ('queued', 'in_progress')
        and (older.created_at < galaxy_creation_jobs.created_at
          or (older.created_at = galaxy_creation_jobs.created_at and older.id < galaxy_creation_jobs.id)))`.execute(db);
  await db.schema
    .createIndex("galaxy_jobs_one_active_idx")
    .on("galaxy_creation_jobs")
    .column("galaxy_id")
    .unique()
    .where(sql<boolean>`status in ('queued', 'in_progress')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("galaxy_jobs_one_active_idx").execute();
}
