import { gameText, type BattleReportView } from "@nova/contract";

type StoredPhase = Omit<BattleReportView["phases"][number], "texts"> & {
  texts?: BattleReportView["phases"][number]["texts"];
};
type StoredReport = Omit<BattleReportView, "phases"> & { phases: StoredPhase[] };

/**
 * A report as stored (JSON), as the API sends it. Reports fought before phases carried texts (issue 15) keep
 * their English description as one `legacy_text`; nothing else about them changed.
 */
export const storedBattleReport = (json: string): BattleReportView => {
  const report = JSON.parse(json) as StoredReport;
  return {
    ...report,
    phases: report.phases.map((phase) => ({
      ...phase,
      texts: phase.texts ?? [gameText("legacy_text", { text: phase.description })],
    })),
  };
};
