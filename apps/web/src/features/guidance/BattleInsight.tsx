import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Collapse from "@mui/material/Collapse";
import Typography from "@mui/material/Typography";
import type { BattleReportView } from "@nova/contract";
import { formatNumber } from "../../format/format-number.ts";
import { IntelReport } from "../operations/IntelReport.tsx";

const SOURCE = { spy_report: "spy report", vision: "vision spell" } as const;

/**
 * Issue 18's additions to a battle report: the one-sentence reason, and for the attacker the intel they held
 * when they attacked (expandable), or a note that they went in blind.
 */
export function BattleInsight({ report }: { readonly report: BattleReportView }) {
  const [showIntel, setShowIntel] = useState(false);
  const intel = report.attackerIntel;
  if (!report.explanation && intel === undefined) return null;
  return (
    <Box data-testid="battle-insight">
      {report.explanation && (
        <Alert severity={report.winner === "attacker" ? "success" : "info"} data-testid="battle-explanation">
          {report.explanation}
        </Alert>
      )}
      {intel === null && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }} data-testid="battle-no-intel">
          You attacked without a spy report: the defence was unknown.
        </Typography>
      )}
      {intel && (
        <Box sx={{ mt: 1 }}>
          <Button size="small" onClick={() => setShowIntel((v) => !v)} data-testid="battle-intel-toggle">
            {showIntel ? "Hide" : "Show"} the intel you had: {SOURCE[intel.source]} from turn {formatNumber(intel.turn)}
          </Button>
          <Collapse in={showIntel} unmountOnExit>
            <Box sx={{ mt: 1, p: 1.5, border: 1, borderColor: "divider", borderRadius: 1 }}>
              <IntelReport data={intel.report} />
            </Box>
          </Collapse>
        </Box>
      )}
    </Box>
  );
}
