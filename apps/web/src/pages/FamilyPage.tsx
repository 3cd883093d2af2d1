import { useSearchParams } from "react-router";
import GroupsIcon from "@mui/icons-material/Groups";
import { EmptyState } from "../components/EmptyState.tsx";
import { ErrorState } from "../components/ErrorState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { usePlayerStats } from "../features/empire/use-player-stats.ts";
import { Family } from "../features/family/Family.tsx";
import { FAMILY_TEXT, familyToShow } from "../features/family/family-view.ts";
import { useGameContext } from "../features/game/use-game-context.ts";

/** /family?galaxyId=[&familyId=] (social-and-advanced section 2): the player's family, or the one named. */
export function FamilyPage() {
  const { galaxyId, player } = useGameContext();
  const [search] = useSearchParams();
  if (!galaxyId || !player) {
    return (
      <>
        <PageHeader title="Family" />
        <ErrorState message={FAMILY_TEXT.noPlayer} />
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
  if (stats.isPending || stats.isError) {
    return (
      <>
        <PageHeader title="Family" />
        {stats.isPending ? (
          <LoadingState text="Loading family..." />
        ) : (
          <ErrorState message={FAMILY_TEXT.loadFailed} onRetry={() => void stats.refetch()} />
        )}
      </>
    );
  }
  const familyId = familyToShow(queryFamilyId, stats.data.familyId);
  if (!familyId) {
    return (
      <>
        <PageHeader title="Family" />
        <EmptyState icon={<GroupsIcon fontSize="inherit" />} message={FAMILY_TEXT.notInFamily} />
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
