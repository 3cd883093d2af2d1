import { Link as RouterLink } from "react-router";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import type { CastResponse } from "@nova/contract";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../format/format-number.ts";
import { useServerText } from "../../i18n/server-text.ts";
import { combatLogPath } from "../combat/combat-result.ts";
import { IntelReport } from "./IntelReport.tsx";

/**
 * The outcome of a cast: the server's message in the player's language (success, failure or defended), the chance, units sent and
 * lost, octarine spent, the report or what it did, and a link to its Empire Log entry (every cast that ran
 * has one: the entry's id is the operation's).
 */
export function CastResult({ galaxyId, result }: { readonly galaxyId: string; readonly result: CastResponse }) {
  const { t } = useTranslation("operations");
  const text = useServerText();
  return (
    <>
      <Alert
        severity={result.success ? "success" : result.operationStatus === "defended" ? "error" : "warning"}
        sx={{ mb: 2 }}
      >
        {text(result.messageText, result.message)}
      </Alert>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 2, alignItems: "center" }}>
        <Chip size="small" label={t("result.chance", { percent: Math.round(result.successRate * 100) })} />
        <Chip size="small" label={t("result.sent", { count: formatNumber(result.unitCount) })} />
        {result.agentsLost > 0 && (
          <Chip size="small" color="error" label={t("result.agentsLost", { count: result.agentsLost })} />
        )}
        {result.wizardsLost > 0 && (
          <Chip size="small" color="error" label={t("result.wizardsLost", { count: result.wizardsLost })} />
        )}
        {result.octarineSpent > 0 && (
          <Chip size="small" label={t("result.octarineSpent", { count: result.octarineSpent })} />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          size="small"
          component={RouterLink}
          to={combatLogPath(galaxyId, result.operationId)}
          data-testid="operation-log-link"
        >
          {t("result.viewInLog")}
        </Button>
      </Box>
      {result.intelData && <IntelReport data={result.intelData} />}
      {result.resultData && !result.intelData && <IntelReport data={result.resultData} />}
    </>
  );
}
