import { findPlayerByIdOrName, listReports, removeMute, setMute } from "../db/repositories/moderation-repository.ts";
import { AppError } from "../domain/app-error.ts";
import { iso } from "../platform/clock.ts";
import type { ServiceDeps } from "../services/deps.ts";

export const MODERATION_USAGE = `  npm run admin -- list-reports [--galaxy <galaxyId>] [--limit 50]
  npm run admin -- mute <galaxyId> <player id or name> [--hours N] [--reason <text>]   (no --hours: for good)
  npm run admin -- unmute <galaxyId> <player id or name>
`;

export interface ModerationOptions {
  readonly galaxy?: string | undefined;
  readonly limit?: string | undefined;
  readonly hours?: string | undefined;
  readonly reason?: string | undefined;
}

/** One line per report, tab-separated, so operators can grep and cut; bodies on one line. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

const playerArg = async (deps: ServiceDeps, command: string, rest: readonly string[]) => {
  const [galaxyId, who] = rest;
  if (!galaxyId || !who) throw new AppError("invalid_input", `${command} needs a galaxy id and a player`);
  const player = await findPlayerByIdOrName(deps.db.kysely, galaxyId, who);
  if (!player) throw new AppError("not_found", `No player '${who}' in galaxy '${galaxyId}'`);
  return { galaxyId, player };
};

/** The operator's side of messages (docs/messages.md): read reports, mute and unmute. False: not ours. */
export const runModerationCommand = async (
  deps: ServiceDeps,
  command: string,
  rest: readonly string[],
  options: ModerationOptions,
  print: (line: string) => void,
): Promise<boolean> => {
  if (command === "list-reports") {
    const limit = Number(options.limit ?? "50");
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      throw new AppError("invalid_input", "--limit must be a whole number from 1 to 1000");
    const reports = await listReports(deps.db.kysely, options.galaxy ?? null, limit);
    if (reports.length === 0) print("No reports.");
    for (const r of reports)
      print(
        [
          iso(r.createdAt),
          r.galaxyId,
          `reported by ${r.reporterName}`,
          `sender ${r.senderName} (${r.senderId})`,
          r.channel,
          `reason: ${oneLine(r.reason)}`,
          `message: ${oneLine(r.body)}`,
        ].join("\t"),
      );
    return true;
  }
  if (command === "mute") {
    const { galaxyId, player } = await playerArg(deps, command, rest);
    const hours = options.hours === undefined ? null : Number(options.hours);
    if (hours !== null && (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 365))
      throw new AppError("invalid_input", "--hours must be a number of hours above 0");
    const now = deps.clock.now();
    const until = hours === null ? null : now + Math.round(hours * 3_600_000);
    await setMute(deps.db.kysely, galaxyId, player.id, until, options.reason ?? "muted by an operator", now);
    print(`${player.username} is muted in ${galaxyId} ${until === null ? "for good" : `until ${iso(until)}`}`);
    return true;
  }
  if (command === "unmute") {
    const { galaxyId, player } = await playerArg(deps, command, rest);
    const removed = await removeMute(deps.db.kysely, galaxyId, player.id);
    print(removed ? `${player.username} may write again in ${galaxyId}` : `${player.username} was not muted`);
    return true;
  }
  return false;
};
