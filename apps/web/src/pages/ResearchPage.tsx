import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import { ErrorState } from "../components/ErrorState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { usePlayerStats } from "../features/empire/use-player-stats.ts";
import { useGameContext } from "../features/game/use-game-context.ts";
import { AllocationPanel } from "../features/research/AllocationPanel.tsx";
import { BonusesPanel } from "../features/research/BonusesPanel.tsx";
import { GenerationPanel } from "../features/research/GenerationPanel.tsx";
import { InvestPanel } from "../features/research/InvestPanel.tsx";
import { useResearchAllocation, useResearchStats } from "../features/research/use-research.ts";

/** /research?galaxyId= (social-and-advanced section 2): invest, generation, allocation and bonuses. */
export function ResearchPage() {
  const { t } = useTranslation("research");
  const { galaxyId, player } = useGameContext();
  if (!galaxyId || !player) return <ErrorState message={t("page.noPlayer")} />;
  return <Research galaxyId={galaxyId} />;
}

function Research({ galaxyId }: { readonly galaxyId: string }) {
  const { t } = useTranslation("research");
  const stats = useResearchStats(galaxyId);
  const allocation = useResearchAllocation(galaxyId);
  const player = usePlayerStats(galaxyId);

  const header = <PageHeader title={t("page.title")} subtitle={t("page.subtitle")} />;
  if (stats.isPending || allocation.isPending) {
    return (
      <>
        {header}
        <LoadingState text={t("page.loading")} />
      </>
    );
  }
  if (stats.isError || allocation.isError) {
    return (
      <>
        {header}
        <ErrorState
          message={t("page.loadFailed")}
          onRetry={() => void Promise.all([stats.refetch(), allocation.refetch()])}
        />
      </>
    );
  }
  return (
    <>
      {header}
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" }, pb: 4 }}>
        <InvestPanel galaxyId={galaxyId} credits={player.data?.resources.credits ?? null} />
        <GenerationPanel stats={stats.data} race={player.data?.race ?? null} />
        <AllocationPanel galaxyId={galaxyId} saved={allocation.data.allocation} />
        <BonusesPanel stats={stats.data} />
      </Box>
    </>
  );
}
