import type { ReactNode } from "react";
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
  return (
    <DashboardSection title="Economy Overview" icon={<AccountBalanceIcon />} testId="economy-overview">
      {breakdown === null ? (
        <Typography color="textSecondary">The economy figures appear once the server has computed them.</Typography>
      ) : (
        <EconomyFigures breakdown={breakdown} />
      )}
    </DashboardSection>
  );
}

function EconomyFigures({ breakdown: b }: { readonly breakdown: Breakdown }) {
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      {b.foodShortage && (
        <Alert severity="warning" data-testid="food-shortage">
          Food shortage detected! Income is halved.
        </Alert>
      )}
      <Group title="Income sources">
        <Row label="Base income" value={signed(b.baseIncome)} />
        <Row label="Population" value={signed(b.populationIncome)} />
        <Row label="Cash factories" value={signed(b.cashFactoryIncome)} />
        <Row label="Gross income" value={signed(b.grossIncome)} strong />
      </Group>
      <Group title="Bonuses">
        <Row label="Race bonus" value={bonusAmount(b.raceBonus)} />
        <Row label="Tax offices" value={bonusAmount(b.taxOfficeBonus)} testId="economy-tax-offices" />
        <Row label="Economy science" value={bonusAmount(b.economyScienceBonus)} />
        <Row label="Total income" value={signed(b.totalIncome)} strong testId="economy-total-income" />
      </Group>
      <Group title="Upkeep">
        <Row label="Buildings" value={signed(-b.buildingUpkeep)} />
        <Row label="Units" value={signed(-b.unitUpkeep)} />
        <Row label="Bureaucracy" value={signed(-b.bureaucracyCost)} />
        <Row label="Total upkeep" value={signed(-b.totalUpkeep)} strong />
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
        <Typography sx={{ fontWeight: 700 }}>Net income per turn</Typography>
        <Typography
          variant="h6"
          component="p"
          sx={{ fontWeight: 800, color: b.netIncome >= 0 ? "success.main" : "error.main" }}
          data-testid="economy-net-income"
        >
          {signed(b.netIncome)} credits
        </Typography>
      </Box>
    </Box>
  );
}
