import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Collapse from "@mui/material/Collapse";
import Typography from "@mui/material/Typography";
import type { BattleReportView } from "@nova/contract";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../format/format-number.ts";
import { IntelReport } from "../operations/IntelReport.tsx";
import { useServerText } from "../../i18n/server-text.ts";

/**
 * Issue 18's additions to a battle report: the one-sentence reason, and for the attacker the intel they held
 * when they attacked (expandable), or a note that they went in blind.
 */
export function BattleInsight({ report }: { readonly report: BattleReportView }) {
  const { t } = useTranslation("guidance");
  const [showIntel, setShowIntel] = useState(false);
  const serverText = useServerText();
  const intel = report.attackerIntel;
  if (!report.explanation && intel === undefined) return null;
  return (
    <Box data-testid="battle-insight">
      {report.explanation && (
        <Alert severity={report.winner === "attacker" ? "success" : "info"} data-testid="battle-explanation">
          {serverText(report.explanationText, report.explanation)}
        </Alert>
      )}
      {intel === null && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }} data-testid="battle-no-intel">
          {t("insight.blind")}
        </Typography>
      )}
      {intel && (
        <Box sx={{ mt: 1 }}>
          <Button size="small" onClick={() => setShowIntel((v) => !v)} data-testid="battle-intel-toggle">
            {t("insight.toggle", {
              shown: showIntel ? "yes" : "no",
              source: intel.source,
              turn: formatNumber(intel.turn),
            })}
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
