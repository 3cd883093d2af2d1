import { existsSync, rmSync } from "node:fs";
import SQLite from "better-sqlite3";
import { AppError } from "../domain/app-error.ts";

/**
 * Restores a SQLite backup (`npm run admin -- backup`) into the database file at `targetPath`. The server must be
 * stopped. The backup is checked first (it opens, passes `integrity_check` and holds Nova Imperia's tables);
 * a target that already holds data is only replaced with `force`. The copy goes through SQLite's backup API, so
 * the result is a complete database file; stale `-wal`/`-shm` files of the old one are removed first, so that
 * they can never be replayed over the restored pages.
 */
export const restoreSqlite = async (backupPath: string, targetPath: string, force: boolean): Promise<string> => {
  if (!existsSync(backupPath)) throw new AppError("not_found", `${backupPath} does not exist`);
  let source: SQLite.Database;
  try {
    source = new SQLite(backupPath, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new AppError("invalid_input", `${backupPath} is not a SQLite database: ${(error as Error).message}`);
  }
  try {
    let check: unknown;
    try {
      check = source.pragma("integrity_check", { simple: true });
    } catch (error) {
      throw new AppError("invalid_input", `${backupPath} is not a SQLite database: ${(error as Error).message}`);
    }
    if (check !== "ok") throw new AppError("invalid_input", `${backupPath} is damaged: ${String(check)}`);
    const tables = new Set(
      (source.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (t) => t.name,
      ),
    );
    if (!tables.has("galaxies") || !tables.has("players")) {
      throw new AppError("invalid_input", `${backupPath} is not a Nova Imperia backup (no galaxies or players table)`);
    }
    if (existsSync(targetPath) && !force && holdsData(targetPath)) {
      throw new AppError(
        "conflict",
        `${targetPath} already holds data; stop the server and pass --force to replace it with the backup`,
      );
    }
    for (const suffix of ["-wal", "-shm"]) rmSync(`${targetPath}${suffix}`, { force: true });
    await source.backup(targetPath);
    const galaxies = source.prepare("select count(*) as n from galaxies").get() as { n: number };
    const players = source.prepare("select count(*) as n from players").get() as { n: number };
    return `Restored ${backupPath} into ${targetPath}: ${galaxies.n} galaxies, ${players.n} empires.`;
  } finally {
    source.close();
  }
};

const holdsData = (path: string): boolean => {
  const target = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    const hasGalaxies = target.prepare("select 1 from sqlite_master where type = 'table' and name = 'galaxies'").get();
    if (!hasGalaxies) return false;
    return (target.prepare("select count(*) as n from galaxies").get() as { n: number }).n > 0;
  } finally {
    target.close();
  }
};
