import type { ReactElement } from "react";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import ConstructionIcon from "@mui/icons-material/Construction";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import FlagIcon from "@mui/icons-material/Flag";
import GavelIcon from "@mui/icons-material/Gavel";
import HistoryIcon from "@mui/icons-material/History";
import RocketLaunchIcon from "@mui/icons-material/RocketLaunch";
import ShieldIcon from "@mui/icons-material/Shield";
import VisibilityIcon from "@mui/icons-material/Visibility";
import type { Activity } from "@nova/contract";
import { formatNumber } from "../../format/format-number.ts";
import { BattleReportView } from "../combat/BattleReportView.tsx";
import { PlanetLink, PlanetLinkedText } from "../planets/PlanetLink.tsx";
import { activityTypeLabel, battleReportIdOf, successRateText } from "./empire-log-filters.ts";
import { Fact } from "../../components/Fact.tsx";
import { IntelReport } from "../operations/IntelReport.tsx";
import { LocalTime } from "../local-time/LocalTime.tsx";
import { useServerText } from "../../i18n/server-text.ts";

const CATEGORY: Readonly<Record<Activity["category"], { icon: ReactElement; colour: string; label: string }>> = {
  combat: { icon: <GavelIcon fontSize="small" />, colour: "#ef5350", label: "Combat" },
  operations: { icon: <VisibilityIcon fontSize="small" />, colour: "#ce93d8", label: "Operations" },
  buildings: { icon: <ConstructionIcon fontSize="small" />, colour: "#ffb74d", label: "Buildings" },
  units: { icon: <ShieldIcon fontSize="small" />, colour: "#4fc3f7", label: "Units" },
  other: { icon: <HistoryIcon fontSize="small" />, colour: "#b0bec5", label: "Other" },
};

/** Fleet movements and colonies get their own icon inside the combat category. */
const iconOf = (activity: Activity): ReactElement => {
  const type = activity.activityType;
  if (type.startsWith("fleet_")) return <RocketLaunchIcon fontSize="small" />;
  if (type === "planet_colonized" || type === "colonization_failed") return <FlagIcon fontSize="small" />;
  return CATEGORY[activity.category].icon;
};

/** Detail keys worth a chip, with how they read. */
const DETAIL_CHIPS: readonly [string, string][] = [
  ["outcome", "Outcome"],
  ["winner", "Winner"],
  ["attackerCasualties", "Attacker casualties"],
  ["defenderCasualties", "Defender casualties"],
  ["quantity", "Quantity"],
  ["buildingType", "Building"],
  ["unitType", "Unit"],
  ["fee", "Fee"],
  ["travelTurns", "Travel turns"],
];

const detailChips = (details: Readonly<Record<string, unknown>>): string[] =>
  DETAIL_CHIPS.flatMap(([key, label]) => {
    const value = details[key];
    if (typeof value === "number") return [`${label}: ${formatNumber(value)}`];
    if (typeof value === "string" && value !== "") return [`${label}: ${activityTypeLabel(value)}`];
    return [];
  });

interface Props {
  readonly galaxyId: string;
  readonly activity: Activity;
  readonly expanded: boolean;
  readonly onToggle: (expanded: boolean) => void;
}

/**
 * One Empire Log entry (social-and-advanced section 2), expandable: type, actor, target, success rate and
 * operation; combat entries with a battle report open into the battle report view.
 */
export function ActivityEntry({ galaxyId, activity, expanded, onToggle }: Props) {
  const look = CATEGORY[activity.category];
  const summary = useServerText()(activity.text, activity.summary);
  const reportId = battleReportIdOf(activity);
  const targetPlanet = activity.target?.planetId ?? null;
  const chips = detailChips(activity.details);
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, open) => onToggle(open)}
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
      data-testid="activity-entry"
      data-activity-id={activity.id}
      data-report-id={reportId ?? undefined}
      sx={{
        "&::before": { display: "none" },
        border: "1px solid",
        borderColor: "divider",
        borderRadius: 1,
        // A deep-linked entry scrolls to the top: keep it clear of the fixed app bar (two rows on phones).
        scrollMarginTop: { xs: 136, md: 88 },
      }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`activity-${activity.id}`}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", minWidth: 0, width: "100%" }}>
          <Box
            aria-hidden
            sx={{
              color: look.colour,
              display: "grid",
              placeItems: "center",
              width: 32,
              height: 32,
              borderRadius: "50%",
              bgcolor: `${look.colour}22`,
              flexShrink: 0,
            }}
          >
            {iconOf(activity)}
          </Box>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="activity-summary">
              {summary}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              Turn {activity.turnNumber} · <LocalTime value={activity.timestamp} />
            </Typography>
          </Box>
          <Chip
            size="small"
            variant="outlined"
            label={activityTypeLabel(activity.activityType)}
            sx={{ display: { xs: "none", sm: "inline-flex" } }}
          />
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`activity-${activity.id}`}>
        <Stack spacing={2}>
          <Typography variant="body2" color="textSecondary">
            <PlanetLinkedText galaxyId={galaxyId} text={summary} />
          </Typography>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "repeat(2, 1fr)", md: "repeat(5, 1fr)" } }}>
            <Fact label="Type">{activityTypeLabel(activity.activityType)}</Fact>
            <Fact label="Actor">{activity.actor.playerName ?? "—"}</Fact>
            <Fact label="Target">
              {activity.target?.playerName ?? (targetPlanet ? "" : "—")}
              {targetPlanet && (
                <>
                  {activity.target?.playerName ? " · " : ""}
                  <PlanetLink galaxyId={galaxyId} planetId={targetPlanet} />
                </>
              )}
            </Fact>
            {/* Only operations have a success rate and an operation: fleet and battle entries leave them out. */}
            {activity.operationType && (
              <>
                <Fact label="Success Rate">{successRateText(activity.successRate)}</Fact>
                <Fact label="Operation">
                  {activityTypeLabel(activity.operationType)}
                  {activity.operationStatus ? ` (${activityTypeLabel(activity.operationStatus)})` : ""}
                </Fact>
              </>
            )}
          </Box>
          {chips.length > 0 && (
            <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: "wrap" }}>
              {chips.map((chip) => (
                <Chip key={chip} size="small" variant="outlined" label={chip} />
              ))}
            </Stack>
          )}
          {(["intelData", "resultData"] as const).map((key) => {
            const data = activity.details[key];
            if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
            return (
              <Box key={key} data-testid={`activity-${key}`}>
                <Divider sx={{ mb: 2 }} />
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                  {key === "intelData" ? "Intelligence Report" : "Result"}
                </Typography>
                <IntelReport data={data as Record<string, unknown>} />
              </Box>
            );
          })}
          {reportId && (
            <>
              <Divider />
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                Battle Report
              </Typography>
              <BattleReportView galaxyId={galaxyId} reportId={reportId} />
            </>
          )}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
