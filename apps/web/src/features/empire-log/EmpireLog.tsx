import { useEffect, useRef, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import RefreshIcon from "@mui/icons-material/Refresh";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ErrorState } from "../../components/ErrorState.tsx";
import { LoadingState } from "../../components/LoadingState.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { BattleReportView } from "../combat/BattleReportView.tsx";
import { ActivityEntry } from "./ActivityEntry.tsx";
import {
  DEFAULT_FILTERS,
  EMPIRE_LOG_EMPTY,
  EMPIRE_LOG_FAILED,
  findReportEntry,
  OP_STATUS_OPTIONS,
  SOURCE_OPTIONS,
  TYPE_OPTIONS,
  visibleActivities,
  type LogFilters,
} from "./empire-log-filters.ts";
import { useEmpireLog } from "./use-empire-log.ts";

function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: T;
  readonly options: readonly { value: T; label: string }[];
  readonly onChange: (value: T) => void;
}) {
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        data-testid={`${id}-filter`}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/**
 * The Empire Log (/combat-log, social-and-advanced section 2): the player's activities with Source,
 * Activity Type and Op Status filters, Refresh and a count; entries expand, combat entries into their
 * battle report; `reportId` scrolls to and opens that entry.
 */
export function EmpireLog({ galaxyId, reportId }: { readonly galaxyId: string; readonly reportId: string | null }) {
  const [filters, setFilters] = useState<LogFilters>(DEFAULT_FILTERS);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const log = useEmpireLog(galaxyId, filters);
  const handled = useRef<string | null>(null);

  const activities = visibleActivities(log.data?.activities ?? [], filters);
  const linked = reportId ? findReportEntry(log.data?.activities ?? [], reportId) : null;
  const linkedVisible = linked !== null && activities.some((a) => a.id === linked.id);

  // Open the deep-linked report's entry once, then scroll it into view.
  useEffect(() => {
    if (!reportId || !linked || handled.current === reportId) return;
    handled.current = reportId;
    setExpanded((current) => new Set(current).add(linked.id));
    const frame = window.requestAnimationFrame(() =>
      document
        .querySelector(`[data-activity-id="${CSS.escape(linked.id)}"]`)
        ?.scrollIntoView({ behavior: "smooth", block: "start" }),
    );
    return () => window.cancelAnimationFrame(frame);
  }, [reportId, linked]);

  const toggle = (id: string, open: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  let body;
  if (log.isPending) body = <LoadingState text="Loading activity log..." />;
  else if (log.isError && !log.data)
    body = <ErrorState message={EMPIRE_LOG_FAILED} onRetry={() => void log.refetch()} />;
  else if (activities.length === 0) body = <EmptyState message={EMPIRE_LOG_EMPTY} />;
  else
    body = (
      <Stack spacing={1} data-testid="activity-list">
        {activities.map((activity) => (
          <ActivityEntry
            key={activity.id}
            galaxyId={galaxyId}
            activity={activity}
            expanded={expanded.has(activity.id)}
            onToggle={(open) => toggle(activity.id, open)}
          />
        ))}
      </Stack>
    );

  return (
    <>
      <PageHeader
        title="Empire Log"
        subtitle="Battles, operations, buildings and units of your empire."
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => void log.refetch()}
            disabled={log.isFetching}
          >
            Refresh
          </Button>
        }
      />
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        useFlexGap
        sx={{ mb: 2, alignItems: { sm: "center" }, flexWrap: "wrap" }}
      >
        <FilterSelect
          id="source"
          label="Source"
          value={filters.source}
          options={SOURCE_OPTIONS}
          onChange={(source) => setFilters({ ...filters, source })}
        />
        <FilterSelect
          id="activity-type"
          label="Activity Type"
          value={filters.type}
          options={TYPE_OPTIONS}
          onChange={(type) => setFilters({ ...filters, type })}
        />
        <FilterSelect
          id="op-status"
          label="Op Status"
          value={filters.opStatus}
          options={OP_STATUS_OPTIONS}
          onChange={(opStatus) => setFilters({ ...filters, opStatus })}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Typography color="textSecondary" data-testid="activity-count">
          {activities.length} {activities.length === 1 ? "activity" : "activities"}
        </Typography>
      </Stack>
      {log.isError && log.data && <ErrorState message={EMPIRE_LOG_FAILED} onRetry={() => void log.refetch()} />}
      {reportId && log.isSuccess && !linkedVisible && (
        <Card sx={{ mb: 2 }} data-testid="linked-report">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              Battle Report
            </Typography>
            <BattleReportView galaxyId={galaxyId} reportId={reportId} />
          </CardContent>
        </Card>
      )}
      {body}
    </>
  );
}
