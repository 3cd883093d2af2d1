import { useState, type ReactElement } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Typography from "@mui/material/Typography";
import ConstructionIcon from "@mui/icons-material/Construction";
import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import FlagIcon from "@mui/icons-material/Flag";
import GavelIcon from "@mui/icons-material/Gavel";
import VolunteerActivismIcon from "@mui/icons-material/VolunteerActivism";
import HourglassBottomIcon from "@mui/icons-material/HourglassBottom";
import HowToVoteIcon from "@mui/icons-material/HowToVote";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import RocketLaunchIcon from "@mui/icons-material/RocketLaunch";
import ShieldIcon from "@mui/icons-material/Shield";
import StorefrontIcon from "@mui/icons-material/Storefront";
import type { ActivityEvent } from "@nova/contract";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { BattleReportView } from "../combat/BattleReportView.tsx";
import { battleReportIdOf } from "../empire-log/empire-log-filters.ts";
import { PlanetLink, PlanetLinkedText } from "../planets/PlanetLink.tsx";
import { RoundEventLink } from "../rounds/RoundEventLink.tsx";
import { eventDetailChips, eventTypeLabel, eventTypeOf, visibleEvents } from "./activity-events.ts";
import { LocalTime } from "../local-time/LocalTime.tsx";
import { useServerText } from "../../i18n/server-text.ts";

interface Props {
  readonly galaxyId: string;
  readonly events: readonly ActivityEvent[] | undefined;
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly onRetry: () => void;
  /** Detailed feeds add what was built, battle outcomes and casualties under each line. */
  readonly detailed?: boolean;
  readonly emptyText: string;
  readonly testId?: string;
  /** A shared feed (the family's) names whose event each line is: the name for an event's player id. */
  readonly actorName?: (playerId: string) => string | null;
}

const iconFor = (type: string): { icon: ReactElement; colour: string } => {
  if (type.startsWith("building") || type === "npc_action_building")
    return { icon: <ConstructionIcon fontSize="small" />, colour: "#ffb74d" };
  if (type.startsWith("unit") || type === "npc_action_unit")
    return { icon: <ShieldIcon fontSize="small" />, colour: "#4fc3f7" };
  if (type.startsWith("fleet") || type.startsWith("exploration") || type === "npc_action_exploration")
    return { icon: <RocketLaunchIcon fontSize="small" />, colour: "#81c784" };
  if (type.startsWith("planet") || type.startsWith("colonization"))
    return { icon: <FlagIcon fontSize="small" />, colour: "#ce93d8" };
  if (type.startsWith("combat") || type === "npc_action_attack")
    return { icon: <GavelIcon fontSize="small" />, colour: "#ef5350" };
  if (type === "round_ended" || type === "next_round_opened")
    return { icon: <EmojiEventsIcon fontSize="small" />, colour: "#f5c542" };
  if (type === "player_registered") return { icon: <PersonAddIcon fontSize="small" />, colour: "#90caf9" };
  if (type === "market_trade") return { icon: <StorefrontIcon fontSize="small" />, colour: "#ffca28" };
  if (type === "family_leader_changed" || type === "family_role_changed")
    return { icon: <HowToVoteIcon fontSize="small" />, colour: "#ffb300" };
  if (type === "aid_sent" || type === "aid_received")
    return { icon: <VolunteerActivismIcon fontSize="small" />, colour: "#66bb6a" };
  return { icon: <HourglassBottomIcon fontSize="small" />, colour: "#b0bec5" };
};

/** One line of a feed: icon, summary with planet links, turn and time, and details when asked for. */
function ActivityItem({
  galaxyId,
  event,
  detailed,
  actor,
}: {
  readonly galaxyId: string;
  readonly event: ActivityEvent;
  readonly detailed: boolean;
  readonly actor: string | null;
}) {
  const type = eventTypeOf(event);
  const { icon, colour } = iconFor(type);
  const chips = detailed ? eventDetailChips(event) : [];
  const planetRef = event.planetName ?? event.target?.planetName ?? null;
  const summary = useServerText()(event.text, event.summary);
  const linkExtra = detailed && planetRef !== null && !summary.includes(planetRef);
  // A battle expands into its report right here, as in the Empire Log (social-and-advanced section 2).
  const reportId = detailed ? battleReportIdOf(event) : null;
  const [reportOpen, setReportOpen] = useState(false);
  return (
    <ListItem
      disableGutters
      alignItems="flex-start"
      sx={{ gap: 1.5, py: 1, borderBottom: "1px solid", borderColor: "divider" }}
      data-testid="activity-item"
      data-event-type={type}
    >
      <Box
        sx={{
          mt: 0.25,
          width: 30,
          height: 30,
          borderRadius: "50%",
          display: "grid",
          placeItems: "center",
          flexShrink: 0,
          color: colour,
          bgcolor: `${colour}1f`,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ wordBreak: "break-word" }}>
          {actor && !summary.startsWith(actor) && (
            <Box component="span" sx={{ fontWeight: 700 }} data-testid="activity-actor">
              {actor}:{" "}
            </Box>
          )}
          <PlanetLinkedText galaxyId={galaxyId} text={summary} />
          {linkExtra && (
            <>
              {" · "}
              <PlanetLink galaxyId={galaxyId} planetId={planetRef} />
            </>
          )}
          {(type === "round_ended" || type === "next_round_opened") && (
            <>
              {" · "}
              <RoundEventLink galaxyId={galaxyId} event={event} />
            </>
          )}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          Turn {event.turnNumber} · <LocalTime value={event.timestamp} />
          {detailed && ` · ${eventTypeLabel(type)}`}
        </Typography>
        {chips.length > 0 && (
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mt: 0.5 }}>
            {chips.map((chip) => (
              <Chip key={chip} size="small" variant="outlined" label={chip} />
            ))}
          </Box>
        )}
        {reportId && (
          <>
            <Button
              size="small"
              onClick={() => setReportOpen((open) => !open)}
              aria-expanded={reportOpen}
              endIcon={reportOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              data-testid="activity-report-toggle"
              sx={{ mt: 0.5, px: 0.5 }}
            >
              {reportOpen ? "Hide Battle Report" : "Battle Report"}
            </Button>
            {reportOpen && (
              <Box sx={{ mt: 1 }} data-testid="activity-battle-report">
                <BattleReportView galaxyId={galaxyId} reportId={reportId} />
              </Box>
            )}
          </>
        )}
      </Box>
    </ListItem>
  );
}

/** A feed of activity events (dashboard Recent Activity and the Galaxy Activity drawer). */
export function ActivityFeed({
  galaxyId,
  events,
  isPending,
  isError,
  onRetry,
  detailed = false,
  emptyText,
  testId,
  actorName,
}: Props) {
  if (isPending) {
    return (
      <Box sx={{ display: "grid", placeItems: "center", py: 4 }} role="status">
        <CircularProgress size={28} />
      </Box>
    );
  }
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        Failed to load activity feed.
      </Alert>
    );
  }
  const shown = visibleEvents(events ?? []);
  if (shown.length === 0) {
    return (
      <Typography color="textSecondary" sx={{ py: 2 }} data-testid={testId && `${testId}-empty`}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <List disablePadding data-testid={testId}>
      {shown.map((event) => (
        <ActivityItem
          key={event.id}
          galaxyId={galaxyId}
          event={event}
          detailed={detailed}
          actor={actorName && event.playerId ? actorName(event.playerId) : null}
        />
      ))}
    </List>
  );
}
