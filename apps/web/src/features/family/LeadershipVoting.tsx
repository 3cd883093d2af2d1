import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import HowToVoteIcon from "@mui/icons-material/HowToVote";
import StarIcon from "@mui/icons-material/Star";
import type { VotingResults } from "@nova/contract";
import { detailOr } from "../../api/api-error.ts";
import { formatNumber } from "../../format/format-number.ts";
import { useNotify } from "../../notifications/notification-context.ts";
import { FamilyRoleChip } from "./FamilyRoleChip.tsx";
import { ownVoteName } from "./family-view.ts";
import { useCastVote } from "./use-family.ts";
import { LockableButton } from "../rounds/LockableButton.tsx";
import { useTranslation } from "react-i18next";

interface Props {
  readonly galaxyId: string;
  readonly familyId: string;
  readonly playerId: string;
  /** The candidate the player voted for (player stats), if any. */
  readonly votedFor: string | null;
  readonly results: VotingResults;
}

function Statistic({
  label,
  value,
  testId,
}: {
  readonly label: string;
  readonly value: string;
  readonly testId: string;
}) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5, flex: "1 1 160px", minWidth: 0 }}>
      <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.5 }}>
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} noWrap data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

/** Leadership Voting (social-and-advanced section 2): statistics, candidates with a radio-button vote, the note. */
export function LeadershipVoting({ galaxyId, familyId, playerId, votedFor, results }: Props) {
  const [choice, setChoice] = useState<string | null>(null);
  const selected = choice ?? votedFor;
  const castVote = useCastVote(galaxyId, playerId, familyId);
  const { notify } = useNotify();
  const { t } = useTranslation("family");
  const leaderId = results.currentLeader?.playerId ?? null;

  const submit = () => {
    if (!selected) return;
    castVote.mutate(selected, {
      onSuccess: () => {
        setChoice(null);
        notify({ severity: "success", message: t("text.voteCast") });
      },
      onError: (error) => notify({ severity: "error", message: detailOr(error, t("text.voteFailed")) }),
    });
  };

  return (
    <Box data-testid="leadership-voting">
      <Box sx={{ display: "flex", gap: 1.5, flexWrap: "wrap", mb: 2 }}>
        <Statistic
          label={t("voting.totalMembers")}
          value={formatNumber(results.totalMembers)}
          testId="voting-total-members"
        />
        <Statistic
          label={t("voting.totalVotes")}
          value={formatNumber(results.totalVotes)}
          testId="voting-total-votes"
        />
        <Statistic
          label={t("voting.yourVote")}
          value={ownVoteName(results, votedFor) ?? t("voting.notVoted")}
          testId="voting-own-vote"
        />
        <Statistic
          label={t("voting.currentLeader")}
          value={results.currentLeader?.username ?? t("voting.noLeader")}
          testId="voting-current-leader"
        />
      </Box>
      <TableContainer>
        <Table size="small" aria-label={t("voting.table")} data-testid="voting-candidates" sx={{ minWidth: 600 }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">{t("voting.vote")}</TableCell>
              <TableCell>{t("voting.candidate")}</TableCell>
              <TableCell>{t("columns.role")}</TableCell>
              <TableCell align="right">{t("columns.planets")}</TableCell>
              <TableCell sx={{ width: "32%" }}>{t("voting.votes")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {results.candidates.map((candidate) => {
              const isLeader = candidate.playerId === leaderId;
              const share = results.totalVotes > 0 ? (candidate.votes / results.totalVotes) * 100 : 0;
              return (
                <TableRow
                  key={candidate.playerId}
                  hover
                  selected={candidate.playerId === selected}
                  onClick={() => setChoice(candidate.playerId)}
                  sx={{ cursor: "pointer" }}
                  data-testid="voting-candidate"
                  data-player-id={candidate.playerId}
                  data-leader={isLeader ? "true" : undefined}
                >
                  <TableCell padding="checkbox">
                    <Radio
                      checked={candidate.playerId === selected}
                      onChange={() => setChoice(candidate.playerId)}
                      value={candidate.playerId}
                      name="family-vote"
                      slotProps={{ input: { "aria-label": t("voting.voteFor", { name: candidate.username }) } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
                      <Box component="span" sx={{ fontWeight: 600 }}>
                        {candidate.username}
                      </Box>
                      {candidate.playerId === playerId && <Chip size="small" color="primary" label={t("you")} />}
                      {isLeader && (
                        <Chip
                          size="small"
                          color="warning"
                          icon={<StarIcon />}
                          label={t("voting.currentLeader")}
                          data-testid="current-leader-marker"
                        />
                      )}
                    </Box>
                  </TableCell>
                  <TableCell>
                    <FamilyRoleChip role={candidate.currentRole} />
                  </TableCell>
                  <TableCell align="right">{formatNumber(candidate.planetCount)}</TableCell>
                  <TableCell>
                    <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
                      <LinearProgress
                        variant="determinate"
                        value={share}
                        color={isLeader ? "warning" : "primary"}
                        sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
                        aria-hidden
                      />
                      <Box
                        component="span"
                        sx={{ minWidth: 24, textAlign: "right", fontWeight: 700, fontVariantNumeric: "tabular-nums" }}
                        data-testid="candidate-votes"
                      >
                        {candidate.votes}
                      </Box>
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap", mt: 2 }}>
        <LockableButton
          variant="contained"
          startIcon={castVote.isPending ? <CircularProgress size={16} color="inherit" /> : <HowToVoteIcon />}
          disabled={!selected || selected === votedFor || castVote.isPending}
          onClick={submit}
          data-testid="cast-vote-button"
        >
          {t("voting.cast")}
        </LockableButton>
        <Alert severity="info" sx={{ flex: "1 1 320px" }} data-testid="voting-note">
          {t("text.votingNote")}
        </Alert>
      </Box>
    </Box>
  );
}
