import { useTranslation } from "react-i18next";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import ApartmentIcon from "@mui/icons-material/Apartment";
import { buildingName } from "../build/game-names.ts";
import { formatNumber } from "../../format/format-number.ts";
import type { Infrastructure as InfrastructureFigures } from "@nova/contract";
import { DashboardSection } from "./DashboardSection.tsx";
import { useInfrastructure } from "./use-infrastructure.ts";

function Figure({ label, value, testId, colour }: { label: string; value: number; testId: string; colour?: string }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 2, border: "1px solid", borderColor: "divider" }}>
      <Typography variant="caption" color="textSecondary" sx={{ textTransform: "uppercase", letterSpacing: "0.08em" }}>
        {label}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 700, fontVariantNumeric: "tabular-nums", color: colour }}
        data-testid={testId}
      >
        {formatNumber(value)}
      </Typography>
    </Box>
  );
}

/** Total buildings, space, free space and the share of each building type (core-play section 2). */
export function BuildingInfrastructure({ galaxyId }: { readonly galaxyId: string }) {
  const { t } = useTranslation("dashboard");
  const infrastructure = useInfrastructure(galaxyId);
  return (
    <DashboardSection title={t("infrastructure.title")} icon={<ApartmentIcon />} testId="building-infrastructure">
      {infrastructure.isPending ? (
        <Box sx={{ display: "grid", placeItems: "center", py: 3 }} role="status">
          <CircularProgress size={28} />
        </Box>
      ) : infrastructure.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void infrastructure.refetch()}>
              {t("infrastructure.retry")}
            </Button>
          }
        >
          {t("infrastructure.loadFailed")}
        </Alert>
      ) : (
        <Infrastructure summary={infrastructure.data} />
      )}
    </DashboardSection>
  );
}

function Infrastructure({ summary }: { readonly summary: InfrastructureFigures }) {
  // The `build` catalogue names the building types.
  const { t } = useTranslation(["dashboard", "build"]);
  return (
    <>
      <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(3, 1fr)", mb: 2 }}>
        <Figure
          label={t("infrastructure.totalBuildings")}
          value={summary.totalBuildings}
          testId="infrastructure-total"
        />
        <Figure label={t("infrastructure.totalSpace")} value={summary.totalSpace} testId="infrastructure-space" />
        <Figure
          label={t("infrastructure.freeSpace")}
          value={summary.freeSpace}
          testId="infrastructure-free"
          colour={summary.freeSpace > 0 ? "success.main" : "error.main"}
        />
      </Box>
      {summary.inProgress > 0 && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }} data-testid="infrastructure-in-progress">
          {t("infrastructure.inProgress", { count: formatNumber(summary.inProgress) })}
        </Typography>
      )}
      <Box sx={{ display: "grid", gap: 1 }}>
        {summary.perType.map((entry) => (
          <Box key={entry.type} data-testid={`infrastructure-${entry.type}`}>
            <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
              <Typography variant="body2">{buildingName(entry.type)}</Typography>
              <Typography variant="body2" color="textSecondary" sx={{ fontVariantNumeric: "tabular-nums" }}>
                <Box component="span" sx={{ color: "text.primary", fontWeight: 600 }} data-testid="count">
                  {formatNumber(entry.count)}
                </Box>{" "}
                · {entry.percent.toFixed(1)}%
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={entry.percent}
              sx={{ height: 6, borderRadius: 3 }}
              aria-label={t("infrastructure.share", { building: buildingName(entry.type) })}
            />
          </Box>
        ))}
      </Box>
    </>
  );
}
