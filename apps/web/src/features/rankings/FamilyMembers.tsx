import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import type { FamilyRanking } from "@nova/contract";
import { ErrorState } from "../../components/ErrorState.tsx";
import { PlayerRankingTable } from "./PlayerRankingTable.tsx";
import { useFamilyRankingMembers } from "./use-rankings.ts";
import { useTranslation } from "react-i18next";

interface Props {
  readonly galaxyId: string;
  readonly family: FamilyRanking;
  readonly ownPlayerId: string | null;
}

/** One family's members in ranking order, loaded when the family is opened. */
export function FamilyMembers({ galaxyId, family, ownPlayerId }: Props) {
  const members = useFamilyRankingMembers(galaxyId, family.familyId);
  const { t } = useTranslation("rankings");
  return (
    <Box data-testid="family-members" data-family-id={family.familyId}>
      <Typography variant="overline" color="textSecondary" component="h3">
        {t("members.title", { family: family.familyName })}
      </Typography>
      {members.isPending ? (
        <Box role="status" sx={{ py: 2 }}>
          <LinearProgress sx={{ maxWidth: 320, mb: 1 }} />
          <Typography variant="body2" color="textSecondary">
            {t("members.loading")}
          </Typography>
        </Box>
      ) : members.isError ? (
        <ErrorState message={t("members.failed")} onRetry={() => void members.refetch()} />
      ) : members.data.members.length === 0 ? (
        <Typography color="textSecondary" sx={{ py: 1 }} data-testid="empty-state">
          {t("members.empty")}
        </Typography>
      ) : (
        <PlayerRankingTable
          galaxyId={galaxyId}
          rows={members.data.members}
          ownPlayerId={ownPlayerId}
          variant="members"
          label={t("members.title", { family: family.familyName })}
          testId="family-member-rankings"
        />
      )}
    </Box>
  );
}
