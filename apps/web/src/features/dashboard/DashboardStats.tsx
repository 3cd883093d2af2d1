import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import GroupsIcon from "@mui/icons-material/Groups";
import PublicIcon from "@mui/icons-material/Public";
import ScienceIcon from "@mui/icons-material/Science";
import type { PlayerStats } from "@nova/contract";
import { StatCard } from "../../components/StatCard.tsx";
import { formatNumber } from "../../format/format-number.ts";

/** Networth, Population (with max), Research Points and Planets. */
export function DashboardStats({ stats }: { readonly stats: PlayerStats }) {
  const { t } = useTranslation("dashboard");
  return (
    <Box
      sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 160px), 1fr))", mb: 3 }}
    >
      <StatCard
        testId="stat-networth"
        label={t("stats.networth")}
        value={formatNumber(stats.networth)}
        icon={<EmojiEventsIcon fontSize="inherit" />}
        colour="#ffca28"
      />
      <StatCard
        testId="stat-population"
        label={t("stats.population")}
        value={formatNumber(stats.population)}
        detail={t("stats.populationMax", { max: formatNumber(stats.maxPopulation) })}
        icon={<GroupsIcon fontSize="inherit" />}
        colour="#81c784"
      />
      <StatCard
        testId="stat-research"
        label={t("stats.researchPoints")}
        value={formatNumber(stats.researchPoints)}
        icon={<ScienceIcon fontSize="inherit" />}
        colour="#4fc3f7"
      />
      <StatCard
        testId="stat-planets"
        label={t("stats.planets")}
        value={formatNumber(stats.planetCount)}
        icon={<PublicIcon fontSize="inherit" />}
        colour="#ce93d8"
      />
    </Box>
  );
}
