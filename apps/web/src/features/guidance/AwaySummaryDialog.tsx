import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { AwaySummary } from "@nova/contract";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../format/format-number.ts";
import { galaxyQuery } from "../game/use-game-context.ts";
import { countsText, isQuiet, operationStatusText, operationText, resourceLines } from "./summary-text.ts";
import { useServerText } from "../../i18n/server-text.ts";

function Section({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <div>
      <Typography variant="subtitle2" color="primary" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </div>
  );
}

/** "While you were away" (issue 18): what happened over the turns since the last visit, dismissable. */
export function AwaySummaryDialog({
  galaxyId,
  summary,
  onClose,
}: {
  readonly galaxyId: string;
  readonly summary: AwaySummary;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation("guidance");
  const s = summary;
  const serverText = useServerText();
  const resources = resourceLines(s);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="away-summary">
      <DialogTitle>
        {t("summary.title", { count: s.turnsPassed })}
        <Typography variant="body2" color="textSecondary">
          {t("summary.turns", { since: formatNumber(s.sinceTurn), current: formatNumber(s.currentTurn) })}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {resources.length > 0 && (
            <Section title={t("summary.resources")}>
              <Table size="small">
                <TableBody>
                  {resources.map((r) => (
                    <TableRow key={r.resource}>
                      <TableCell>{r.resource}</TableCell>
                      <TableCell align="right" sx={{ color: "success.main" }}>
                        {r.gained}
                      </TableCell>
                      <TableCell align="right" sx={{ color: "error.main" }}>
                        {r.spent}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Section>
          )}
          {Object.keys(s.buildingsCompleted).length > 0 && (
            <Section title={t("summary.buildings")}>
              <Typography variant="body2">{countsText(s.buildingsCompleted)}</Typography>
            </Section>
          )}
          {Object.keys(s.unitsCompleted).length > 0 && (
            <Section title={t("summary.units")}>
              <Typography variant="body2">{countsText(s.unitsCompleted)}</Typography>
            </Section>
          )}
          {(s.planetsGained.length > 0 || s.planetsLost.length > 0) && (
            <Section title={t("summary.planets")}>
              {s.planetsGained.length > 0 && (
                <Typography variant="body2">{t("summary.gained", { planets: s.planetsGained.join(", ") })}</Typography>
              )}
              {s.planetsLost.length > 0 && (
                <Typography variant="body2" color="error">
                  {t("summary.lost", { planets: s.planetsLost.join(", ") })}
                </Typography>
              )}
            </Section>
          )}
          {s.battles.length > 0 && (
            <Section title={t("summary.battles")}>
              {s.battles.map((b) => (
                <Typography key={b.reportId} variant="body2">
                  {t("summary.battle", {
                    turn: formatNumber(b.turnNumber),
                    role: b.role,
                    opponent: b.opponentName,
                    planet: b.planetName,
                    result: b.won ? "won" : "lost",
                  })}{" "}
                  ·{" "}
                  <Link component={RouterLink} to={`/combat-log${galaxyQuery(galaxyId, { reportId: b.reportId })}`}>
                    {t("summary.report")}
                  </Link>
                </Typography>
              ))}
            </Section>
          )}
          {s.fleetsArrived.length > 0 && (
            <Section title={t("summary.fleets")}>
              {s.fleetsArrived.slice(0, 8).map((f, i) => (
                <Typography key={i} variant="body2">
                  {t("summary.turnLine", { turn: formatNumber(f.turnNumber), text: serverText(f.text, f.summary) })}
                </Typography>
              ))}
            </Section>
          )}
          {s.operationsSuffered.length > 0 && (
            <Section title={t("summary.operations")}>
              {s.operationsSuffered.map((o, i) => (
                <Typography key={i} variant="body2">
                  {t("summary.operation", {
                    turn: formatNumber(o.turnNumber),
                    operation: operationText(o.operationType),
                    status: operationStatusText(o.status),
                  })}
                </Typography>
              ))}
            </Section>
          )}
          {s.familyEvents.length > 0 && (
            <Section title={t("summary.family")}>
              {s.familyEvents.map((f, i) => (
                <Typography key={i} variant="body2">
                  {t("summary.turnLine", { turn: formatNumber(f.turnNumber), text: serverText(f.text, f.summary) })}
                </Typography>
              ))}
            </Section>
          )}
          {isQuiet(s) && resources.length === 0 && (
            <Typography variant="body2" color="textSecondary">
              {t("summary.quiet")}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid="away-summary-dismiss">
          {t("summary.dismiss")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
