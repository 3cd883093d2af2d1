import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import type { BattleReportView as BattleReport } from "@nova/contract";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../format/format-number.ts";
import { PlanetLink } from "../planets/PlanetLink.tsx";
import {
  forceRows,
  lossEntries,
  lossText,
  networthRatioText,
  outcomeText,
  totalLosses,
  winnerName,
  type PlanetOutcome,
} from "./battle-report-format.ts";
import { useBattleReport } from "./use-battle-report.ts";
import { phaseTitle } from "./battle-phase-text.ts";
import { useServerText } from "../../i18n/server-text.ts";
import { BattleInsight } from "../guidance/BattleInsight.tsx";
import { Fact } from "../../components/Fact.tsx";
import { LocalTime } from "../local-time/LocalTime.tsx";

const OUTCOME_COLOUR: Readonly<Record<PlanetOutcome, "success" | "warning" | "error" | "info">> = {
  defended: "info",
  captured: "warning",
  razed: "error",
  destroyed: "error",
};

export interface BattleReportViewProps {
  readonly galaxyId: string;
  /** The report id (a full id with colons is sent by its last segment). */
  readonly reportId: string;
}

/**
 * The battle report view (core-play section 2), loaded by id: attacker versus defender, winner, planet
 * outcome, networth ratio, initial forces with the planet's lasers, each phase with its description and
 * losses, and the total casualties. Load failure: 'Failed to load battle report'.
 */
export function BattleReportView({ galaxyId, reportId }: BattleReportViewProps) {
  const { t } = useTranslation(["combat", "fleets"]);
  const report = useBattleReport(galaxyId, reportId);
  if (report.isPending) {
    return (
      <Box sx={{ display: "grid", placeItems: "center", py: 3 }} role="status">
        <CircularProgress size={28} />
      </Box>
    );
  }
  if (report.isError) {
    return (
      <Alert
        severity="error"
        data-testid="battle-report-error"
        action={
          <Button color="inherit" size="small" onClick={() => void report.refetch()}>
            {t("report.retry")}
          </Button>
        }
      >
        {t("report.failed")}
      </Alert>
    );
  }
  return <BattleReportContent galaxyId={galaxyId} report={report.data} />;
}

function Side({
  role,
  name,
  networth,
  won,
}: {
  role: "attacker" | "defender";
  name: string;
  networth: number;
  won: boolean;
}) {
  const { t } = useTranslation("combat");
  return (
    <Box sx={{ flex: 1, minWidth: 0, textAlign: role === "attacker" ? "left" : "right" }}>
      <Typography variant="overline" color="textSecondary">
        {role === "attacker" ? t("report.attacker") : t("report.defender")}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        title={name}
        sx={{
          // Long names wrap on phones rather than being cut off beside the "VS".
          fontSize: { xs: "1rem", sm: "1.25rem" },
          overflowWrap: "anywhere",
          lineHeight: 1.3,
          color: won ? "success.main" : "text.primary",
          display: "flex",
          gap: 0.5,
          alignItems: "center",
          justifyContent: role === "attacker" ? "flex-start" : "flex-end",
        }}
      >
        {won && <EmojiEventsIcon fontSize="small" aria-label={t("report.winner")} />}
        {name}
      </Typography>
      <Typography variant="caption" color="textSecondary">
        {t("report.networth", { value: formatNumber(networth) })}
      </Typography>
    </Box>
  );
}

function LossChips({ losses }: { readonly losses: Readonly<Record<string, number>> }) {
  const { t } = useTranslation(["combat", "fleets"]);
  const entries = lossEntries(losses);
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary">
        {t("report.noLosses")}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
      {entries.map((e) => (
        <Chip
          key={e.key}
          size="small"
          variant="outlined"
          label={t("fleets:unitLine", { label: e.label, count: formatNumber(e.count) })}
        />
      ))}
    </Stack>
  );
}

/** A loaded report, for screens that already hold one. */
export function BattleReportContent({
  galaxyId,
  report,
}: {
  readonly galaxyId: string;
  readonly report: BattleReport;
}) {
  const { t } = useTranslation(["combat", "fleets"]);
  const serverText = useServerText();
  const outcome = outcomeText(report.planetOutcome);
  return (
    <Stack spacing={2.5} data-testid="battle-report" sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <Side
          role="attacker"
          name={report.attackerName}
          networth={report.attackerNetworth}
          won={report.winner === "attacker"}
        />
        <Typography
          variant="h5"
          component="p"
          color="textSecondary"
          sx={{ fontWeight: 800 }}
          aria-label={t("report.versus")}
        >
          {t("report.vs")}
        </Typography>
        <Side
          role="defender"
          name={report.defenderName}
          networth={report.defenderNetworth}
          won={report.winner === "defender"}
        />
      </Stack>
      <BattleInsight report={report} />

      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "repeat(2, 1fr)", md: "repeat(4, 1fr)" } }}>
        <Fact label={t("report.winner")} value={winnerName(report)} testId="battle-winner" />
        <Fact
          label={t("report.planetOutcome")}
          value={
            <Chip
              size="small"
              color={OUTCOME_COLOUR[report.planetOutcome]}
              label={outcome.label}
              title={outcome.detail}
              data-testid="battle-outcome"
            />
          }
        />
        <Fact label={t("report.planet")} value={<PlanetLink galaxyId={galaxyId} planetId={report.planetId} />} />
        <Fact label={t("report.networthRatio")} value={networthRatioText(report.networthRatio)} testId="battle-ratio" />
      </Box>
      <Typography variant="body2" color="textSecondary">
        {t("report.when", { detail: outcome.detail, turn: report.turnNumber })} <LocalTime value={report.createdAt} />.
      </Typography>

      <Divider />
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t("report.initialForces")}
        </Typography>
        <Table size="small" aria-label={t("report.initialForcesLabel")} data-testid="battle-forces">
          <TableHead>
            <TableRow>
              <TableCell>{t("report.unit")}</TableCell>
              <TableCell align="right">{report.attackerName}</TableCell>
              <TableCell align="right">{report.defenderName}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {forceRows(report).map((row) => (
              <TableRow key={row.key}>
                <TableCell>{row.label}</TableCell>
                <TableCell align="right">{row.attacker === null ? "—" : formatNumber(row.attacker)}</TableCell>
                <TableCell align="right">{formatNumber(row.defender)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>

      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t("report.phases")}
        </Typography>
        <Stack spacing={1.5} data-testid="battle-phases">
          {report.phases.map((phase, index) => (
            <Box
              key={`${phase.phaseName}-${index}`}
              sx={{ p: 1.5, border: "1px solid", borderColor: "divider", borderRadius: 1 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {index + 1}. {phaseTitle(phase.phaseName)}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 1 }}>
                {phase.texts.map((text) => serverText(text, phase.description)).join("; ")}
              </Typography>
              <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
                <Box>
                  <Typography variant="caption" color="textSecondary">
                    {t("report.attackerLosses")}
                  </Typography>
                  <LossChips losses={phase.attackerLosses} />
                </Box>
                <Box>
                  <Typography variant="caption" color="textSecondary">
                    {t("report.defenderLosses")}
                  </Typography>
                  <LossChips losses={phase.defenderLosses} />
                </Box>
              </Box>
            </Box>
          ))}
        </Stack>
      </Box>

      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t("report.casualties")}
        </Typography>
        <Box
          sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}
          data-testid="battle-casualties"
        >
          <Fact
            label={t("report.attackerCasualties", {
              name: report.attackerName,
              count: formatNumber(totalLosses(report.attackerTotalLosses)),
            })}
            value={lossText(report.attackerTotalLosses)}
          />
          <Fact
            label={t("report.defenderCasualties", {
              name: report.defenderName,
              count: formatNumber(totalLosses(report.defenderTotalLosses)),
            })}
            value={lossText(report.defenderTotalLosses)}
          />
        </Box>
      </Box>
    </Stack>
  );
}
