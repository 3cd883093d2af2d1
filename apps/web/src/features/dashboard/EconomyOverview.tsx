import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import AccountBalanceIcon from "@mui/icons-material/AccountBalance";
import type { PlayerStats } from "@nova/contract";
import { formatNumber } from "../../format/format-number.ts";
import { DashboardSection } from "./DashboardSection.tsx";

type Breakdown = NonNullable<PlayerStats["incomeBreakdown"]>;

/** "+1,234" / "−56" / "0": a signed amount of credits per turn. */
export const signed = (value: number): string =>
  value > 0 ? `+${formatNumber(value)}` : value < 0 ? `−${formatNumber(Math.abs(value))}` : "0";

/** A bonus to income: "+63", and "+0" when there is none, so every bonus reads alike. */
export const bonusAmount = (value: number): string => (value === 0 ? "+0" : signed(value));

function Row({ label, value, strong, testId }: { label: string; value: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, py: 0.25 }}>
      <Typography
        variant="body2"
        color={strong ? "textPrimary" : "textSecondary"}
        sx={{ fontWeight: strong ? 700 : 400 }}
      >
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontVariantNumeric: "tabular-nums", fontWeight: strong ? 700 : 400 }}
        data-testid={testId}
      >
        {value}
      </Typography>
    </Box>
  );
}

function Group({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <Box>
      <Typography variant="overline" color="textSecondary">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Income sources, bonuses, upkeep and net income per turn (core-play section 2). */
export function EconomyOverview({ breakdown }: { readonly breakdown: Breakdown | null }) {
  const { t } = useTranslation("dashboard");
  return (
    <DashboardSection title={t("economy.title")} icon={<AccountBalanceIcon />} testId="economy-overview">
      {breakdown === null ? (
        <Typography color="textSecondary">{t("economy.pending")}</Typography>
      ) : (
        <EconomyFigures breakdown={breakdown} />
      )}
    </DashboardSection>
  );
}

function EconomyFigures({ breakdown: b }: { readonly breakdown: Breakdown }) {
  const { t } = useTranslation("dashboard");
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      {b.foodShortage && (
        <Alert severity="warning" data-testid="food-shortage">
          {t("economy.foodShortage")}
        </Alert>
      )}
      <Group title={t("economy.incomeSources")}>
        <Row label={t("economy.baseIncome")} value={signed(b.baseIncome)} />
        <Row label={t("economy.population")} value={signed(b.populationIncome)} />
        <Row label={t("economy.cashFactories")} value={signed(b.cashFactoryIncome)} />
        <Row label={t("economy.grossIncome")} value={signed(b.grossIncome)} strong />
      </Group>
      <Group title={t("economy.bonuses")}>
        <Row label={t("economy.raceBonus")} value={bonusAmount(b.raceBonus)} />
        <Row label={t("economy.taxOffices")} value={bonusAmount(b.taxOfficeBonus)} testId="economy-tax-offices" />
        <Row label={t("economy.economyScience")} value={bonusAmount(b.economyScienceBonus)} />
        <Row label={t("economy.totalIncome")} value={signed(b.totalIncome)} strong testId="economy-total-income" />
      </Group>
      <Group title={t("economy.upkeep")}>
        <Row label={t("economy.buildings")} value={signed(-b.buildingUpkeep)} />
        <Row label={t("economy.units")} value={signed(-b.unitUpkeep)} />
        <Row label={t("economy.bureaucracy")} value={signed(-b.bureaucracyCost)} />
        <Row label={t("economy.totalUpkeep")} value={signed(-b.totalUpkeep)} strong />
      </Group>
      <Divider />
      <Box
        sx={{
          display: "flex",
          justifyContent: "space-between",
          alignItems: "baseline",
          p: 1.5,
          borderRadius: 2,
          bgcolor: b.netIncome >= 0 ? "rgba(102,187,106,0.1)" : "rgba(239,83,80,0.12)",
        }}
      >
        <Typography sx={{ fontWeight: 700 }}>{t("economy.netIncome")}</Typography>
        <Typography
          variant="h6"
          component="p"
          sx={{ fontWeight: 800, color: b.netIncome >= 0 ? "success.main" : "error.main" }}
          data-testid="economy-net-income"
        >
          {t("economy.credits", { amount: signed(b.netIncome) })}
        </Typography>
      </Box>
    </Box>
  );
}
