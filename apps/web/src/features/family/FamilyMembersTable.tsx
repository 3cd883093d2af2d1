import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import ManageAccountsIcon from "@mui/icons-material/ManageAccounts";
import type { FamilyMember } from "@nova/contract";
import { RaceChip } from "../../components/RaceChip.tsx";
import { RaceDot } from "../../components/RaceDot.tsx";
import { formatNumber } from "../../format/format-number.ts";
import { raceRowSx } from "../rankings/race-row.ts";
import { FamilyRoleChip } from "./FamilyRoleChip.tsx";
import { ManageRoleDialog } from "./ManageRoleDialog.tsx";
import { AidDialog } from "./AidDialog.tsx";
import { MessageButton } from "../messages/MessageButton.tsx";
import VolunteerActivismIcon from "@mui/icons-material/VolunteerActivism";
import { useTranslation } from "react-i18next";

interface Props {
  readonly galaxyId: string;
  readonly familyId: string;
  readonly playerId: string;
  readonly members: readonly FamilyMember[];
  /** The viewer leads the family: a Manage Role button on every other member's row. */
  readonly isLeader: boolean;
}

/** The family's roster (social-and-advanced section 2): player, role, race, planets, networth, population, credits. */
export function FamilyMembersTable({ galaxyId, familyId, playerId, members, isLeader }: Props) {
  const [managing, setManaging] = useState<FamilyMember | null>(null);
  const [aiding, setAiding] = useState<FamilyMember | null>(null);
  const { t } = useTranslation("family");
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t("members.table")} data-testid="family-members-table" sx={{ minWidth: 860 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t("columns.player")}</TableCell>
              <TableCell>{t("columns.role")}</TableCell>
              <TableCell>{t("columns.race")}</TableCell>
              <TableCell align="right">{t("columns.planets")}</TableCell>
              <TableCell align="right">{t("columns.networth")}</TableCell>
              <TableCell align="right">{t("columns.population")}</TableCell>
              <TableCell align="right">{t("columns.credits")}</TableCell>
              <TableCell align="right">{t("columns.actions")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {members.map((member) => {
              const own = member.playerId === playerId;
              return (
                <TableRow
                  key={member.playerId}
                  data-testid="family-member"
                  data-player-id={member.playerId}
                  data-role={member.familyRole}
                  aria-current={own ? "true" : undefined}
                  sx={raceRowSx(member.race, own)}
                >
                  <TableCell>
                    <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
                      <RaceDot race={member.race} size={10} />
                      <Box component="span" sx={{ fontWeight: own ? 800 : 600 }} data-testid="family-member-name">
                        {member.username}
                      </Box>
                      {own && <Chip size="small" color="primary" label={t("you")} />}
                      {member.isNpc && <Chip size="small" variant="outlined" label={t("npc")} sx={{ height: 20 }} />}
                    </Box>
                  </TableCell>
                  <TableCell>
                    <FamilyRoleChip role={member.familyRole} />
                  </TableCell>
                  <TableCell>
                    <RaceChip race={member.race} />
                  </TableCell>
                  <TableCell align="right">{formatNumber(member.planetCount)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {formatNumber(member.networth)}
                  </TableCell>
                  <TableCell align="right">{formatNumber(member.population)}</TableCell>
                  <TableCell align="right" data-testid="family-member-credits">
                    {formatNumber(member.resources.credits)}
                  </TableCell>
                  <TableCell align="right">
                    <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end", flexWrap: "wrap" }}>
                      <MessageButton
                        galaxyId={galaxyId}
                        playerId={member.playerId}
                        playerName={member.username}
                        isNpc={member.isNpc}
                        compact
                      />
                      {!own && !member.isNpc && (
                        <Button
                          size="small"
                          variant="outlined"
                          startIcon={<VolunteerActivismIcon />}
                          onClick={() => setAiding(member)}
                          data-testid="aid-button"
                          aria-label={t("aid.title", { name: member.username })}
                        >
                          {t("members.aid")}
                        </Button>
                      )}
                      {isLeader && !own && (
                        <Button
                          size="small"
                          variant="outlined"
                          startIcon={<ManageAccountsIcon />}
                          onClick={() => setManaging(member)}
                          data-testid="manage-role-button"
                          aria-label={t("members.manageRoleOf", { name: member.username })}
                        >
                          {t("role.title")}
                        </Button>
                      )}
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {aiding && <AidDialog galaxyId={galaxyId} member={aiding} onClose={() => setAiding(null)} />}
      {managing && (
        <ManageRoleDialog
          galaxyId={galaxyId}
          playerId={playerId}
          familyId={familyId}
          member={managing}
          onClose={() => setManaging(null)}
        />
      )}
    </>
  );
}
