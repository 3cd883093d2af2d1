import { useSearchParams } from "react-router";
import GroupsIcon from "@mui/icons-material/Groups";
import { EmptyState } from "../components/EmptyState.tsx";
import { ErrorState } from "../components/ErrorState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { usePlayerStats } from "../features/empire/use-player-stats.ts";
import { Family } from "../features/family/Family.tsx";
import { familyToShow } from "../features/family/family-view.ts";
import { useGameContext } from "../features/game/use-game-context.ts";
import { useTranslation } from "react-i18next";

/** /family?galaxyId=[&familyId=] (social-and-advanced section 2): the player's family, or the one named. */
export function FamilyPage() {
  const { galaxyId, player } = useGameContext();
  const [search] = useSearchParams();
  const { t } = useTranslation("family");
  if (!galaxyId || !player) {
    return (
      <>
        <PageHeader title={t("title")} />
        <ErrorState message={t("text.noPlayer")} />
      </>
    );
  }
  return <FamilyOfPlayer galaxyId={galaxyId} playerId={player.playerId} queryFamilyId={search.get("familyId")} />;
}

function FamilyOfPlayer({
  galaxyId,
  playerId,
  queryFamilyId,
}: {
  readonly galaxyId: string;
  readonly playerId: string;
  readonly queryFamilyId: string | null;
}) {
  const stats = usePlayerStats(galaxyId);
  const { t } = useTranslation("family");
  if (stats.isPending || stats.isError) {
    return (
      <>
        <PageHeader title={t("title")} />
        {stats.isPending ? (
          <LoadingState text={t("text.loading")} />
        ) : (
          <ErrorState message={t("text.loadFailed")} onRetry={() => void stats.refetch()} />
        )}
      </>
    );
  }
  const familyId = familyToShow(queryFamilyId, stats.data.familyId);
  if (!familyId) {
    return (
      <>
        <PageHeader title={t("title")} />
        <EmptyState icon={<GroupsIcon fontSize="inherit" />} message={t("text.notInFamily")} />
      </>
    );
  }
  return (
    <Family
      key={`${galaxyId}|${familyId}`}
      galaxyId={galaxyId}
      familyId={familyId}
      playerId={playerId}
      votedFor={stats.data.votedFor}
    />
  );
}
