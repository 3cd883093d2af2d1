import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
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
  optionLabel,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: T;
  readonly options: readonly T[];
  readonly optionLabel: (option: T) => string;
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
          <MenuItem key={option} value={option}>
            {optionLabel(option)}
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
  const { t } = useTranslation("events");
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
  if (log.isPending) body = <LoadingState text={t("log.loading")} />;
  else if (log.isError && !log.data)
    body = <ErrorState message={t("log.loadFailed")} onRetry={() => void log.refetch()} />;
  else if (activities.length === 0) body = <EmptyState message={t("log.empty")} />;
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
        title={t("log.title")}
        subtitle={t("log.subtitle")}
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            onClick={() => void log.refetch()}
            disabled={log.isFetching}
          >
            {t("log.refresh")}
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
          label={t("log.source")}
          value={filters.source}
          options={SOURCE_OPTIONS}
          optionLabel={(option) => t(`log.sources.${option}`)}
          onChange={(source) => setFilters({ ...filters, source })}
        />
        <FilterSelect
          id="activity-type"
          label={t("log.activityType")}
          value={filters.type}
          options={TYPE_OPTIONS}
          optionLabel={(option) => t(`log.typeFilters.${option}`)}
          onChange={(type) => setFilters({ ...filters, type })}
        />
        <FilterSelect
          id="op-status"
          label={t("log.opStatus")}
          value={filters.opStatus}
          options={OP_STATUS_OPTIONS}
          optionLabel={(option) => t(`log.opStatuses.${option}`)}
          onChange={(opStatus) => setFilters({ ...filters, opStatus })}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Typography color="textSecondary" data-testid="activity-count">
          {t("log.count", { count: activities.length })}
        </Typography>
      </Stack>
      {log.isError && log.data && <ErrorState message={t("log.loadFailed")} onRetry={() => void log.refetch()} />}
      {reportId && log.isSuccess && !linkedVisible && (
        <Card sx={{ mb: 2 }} data-testid="linked-report">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t("log.battleReport")}
            </Typography>
            <BattleReportView galaxyId={galaxyId} reportId={reportId} />
          </CardContent>
        </Card>
      )}
      {body}
    </>
  );
}
