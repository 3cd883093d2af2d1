import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import AutoAwesomeIcon from "@mui/icons-material/AutoAwesome";
import LocalFireDepartmentIcon from "@mui/icons-material/LocalFireDepartment";
import MoodIcon from "@mui/icons-material/Mood";
import PersonSearchIcon from "@mui/icons-material/PersonSearch";
import ScienceIcon from "@mui/icons-material/Science";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ErrorState } from "../components/ErrorState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { RaceChip } from "../components/RaceChip.tsx";
import { StatCard } from "../components/StatCard.tsx";
import { formatNumber } from "../format/format-number.ts";
import { usePlayerStats } from "../features/empire/use-player-stats.ts";
import { useGameContext } from "../features/game/use-game-context.ts";
import { ActiveEffectsPanel } from "../features/operations/ActiveEffectsPanel.tsx";
import { InfiltrationsPanel } from "../features/operations/InfiltrationsPanel.tsx";
import { CastPanel } from "../features/operations/CastPanel.tsx";
import { PlantedPanel } from "../features/operations/PlantedPanel.tsx";
import { OPERATIONS_TEXT } from "../features/operations/operations-text.ts";
import { useActiveEffects, usePlantedOperations } from "../features/operations/use-operations.ts";
import { useGalaxyPlayers } from "../features/players/use-galaxy-players.ts";
import { useTabsLayout } from "../components/tabs-layout.ts";

type OperationsTab = "ops" | "spells" | "effects" | "planted";
const TABS: readonly OperationsTab[] = ["ops", "spells", "effects", "planted"];

/** /operations?galaxyId=&tab=ops|spells&targetPlanet=&operation=&targetPlayer= (social-and-advanced section 2; issue 18). */
export function OperationsPage() {
  const { t } = useTranslation("operations");
  const { galaxyId, player } = useGameContext();
  if (!galaxyId || !player) {
    return (
      <>
        <PageHeader title={t("page.title")} />
        <ErrorState message={OPERATIONS_TEXT.noPlayer} />
      </>
    );
  }
  return <Operations galaxyId={galaxyId} />;
}

function Operations({ galaxyId }: { readonly galaxyId: string }) {
  const { t } = useTranslation("operations");
  const [search, setSearch] = useSearchParams();
  const requested = search.get("tab") as OperationsTab | null;
  const tab: OperationsTab = requested && TABS.includes(requested) ? requested : "ops";
  const targetPlanet = search.get("targetPlanet");
  // Issue 18's "spy first" links choose the operation and its target player.
  const operation = search.get("operation");
  const targetPlayer = search.get("targetPlayer");
  const stats = usePlayerStats(galaxyId);
  const players = useGalaxyPlayers(galaxyId);
  const effects = useActiveEffects(galaxyId);
  const planted = usePlantedOperations(galaxyId);
  const tabsLayout = useTabsLayout();

  const setTab = (next: OperationsTab) => {
    const params = new URLSearchParams(search);
    params.set("tab", next);
    setSearch(params, { replace: true });
  };

  const header = (
    <PageHeader
      title={t("page.title")}
      subtitle={t("page.subtitle")}
      actions={stats.data ? <RaceChip race={stats.data.race} /> : undefined}
    />
  );
  if (stats.isPending || players.isPending || effects.isPending || planted.isPending) {
    return (
      <>
        {header}
        <LoadingState text={t("text.loading")} />
      </>
    );
  }
  if (stats.isError || players.isError || effects.isError || planted.isError) {
    return (
      <>
        {header}
        <ErrorState
          message={OPERATIONS_TEXT.loadFailed}
          onRetry={() => void Promise.all([stats.refetch(), players.refetch(), effects.refetch(), planted.refetch()])}
        />
      </>
    );
  }
  const s = stats.data;
  return (
    <>
      {header}
      <Box
        data-testid="operations-stats"
        sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" }, mb: 3 }}
      >
        <StatCard
          label={t("page.agents")}
          value={formatNumber(s.units.agents)}
          icon={<PersonSearchIcon />}
          colour="#4fc3f7"
          testId="operations-agents"
        />
        <StatCard
          label={t("page.wizards")}
          value={formatNumber(s.units.wizards)}
          icon={<AutoAwesomeIcon />}
          colour="#ba68c8"
          testId="operations-wizards"
        />
        <StatCard
          label={t("page.octarine")}
          value={formatNumber(s.resources.octarine)}
          icon={<ScienceIcon />}
          colour="#f06292"
          testId="operations-octarine"
        />
        <StatCard
          label={t("page.morale")}
          value={`${Math.round(s.morale * 100)}%`}
          detail={t("page.moraleDetail")}
          icon={<MoodIcon />}
          colour="#81c784"
          testId="operations-morale"
        />
      </Box>
      <Box sx={{ borderBottom: 1, borderColor: "divider", mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_e, value: OperationsTab) => setTab(value)}
          aria-label={t("page.title")}
          variant={tabsLayout.variant}
        >
          <Tab
            value="ops"
            label={t("tabs.ops")}
            icon={<PersonSearchIcon fontSize="small" />}
            iconPosition={tabsLayout.iconPosition}
            sx={tabsLayout.tabSx}
            data-testid="operations-tab-ops"
          />
          <Tab
            value="spells"
            label={t("tabs.spells")}
            icon={<AutoAwesomeIcon fontSize="small" />}
            iconPosition={tabsLayout.iconPosition}
            sx={tabsLayout.tabSx}
            data-testid="operations-tab-spells"
          />
          <Tab
            value="effects"
            label={t("tabs.effects", { count: effects.data.affectingPlayer.length })}
            icon={<MoodIcon fontSize="small" />}
            iconPosition={tabsLayout.iconPosition}
            sx={tabsLayout.tabSx}
            data-testid="operations-tab-effects"
          />
          <Tab
            value="planted"
            label={t("tabs.planted", { count: planted.data.plantedOperations.length })}
            icon={<LocalFireDepartmentIcon fontSize="small" />}
            iconPosition={tabsLayout.iconPosition}
            sx={tabsLayout.tabSx}
            data-testid="operations-tab-planted"
          />
        </Tabs>
      </Box>
      {(tab === "ops" || tab === "spells") && (
        <CastPanel
          key={tab}
          galaxyId={galaxyId}
          mode={tab}
          stats={s}
          players={players.data.players}
          initialTargetPlanet={targetPlanet}
          initialOperation={operation}
          initialTargetPlayer={targetPlayer}
        />
      )}
      {tab === "effects" && (
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
          <ActiveEffectsPanel effects={effects.data.affectingPlayer} playerId={s.playerId} />
          <InfiltrationsPanel galaxyId={galaxyId} />
        </Box>
      )}
      {tab === "planted" && (
        <PlantedPanel galaxyId={galaxyId} playerId={s.playerId} planted={planted.data.plantedOperations} />
      )}
    </>
  );
}
