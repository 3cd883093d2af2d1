import { Fragment } from "react";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Collapse from "@mui/material/Collapse";
import IconButton from "@mui/material/IconButton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { alpha } from "@mui/material/styles";
import KeyboardArrowDownIcon from "@mui/icons-material/KeyboardArrowDown";
import KeyboardArrowRightIcon from "@mui/icons-material/KeyboardArrowRight";
import type { FamilyRanking } from "@nova/contract";
import { SPACE } from "../../theme/theme.ts";
import { formatNumber } from "../../format/format-number.ts";
import { FamilyMembers } from "./FamilyMembers.tsx";
import { RankCell } from "./RankCell.tsx";
import { useTranslation } from "react-i18next";

const COLUMNS = 7;

interface Props {
  readonly galaxyId: string;
  readonly rows: readonly FamilyRanking[];
  readonly ownFamilyId: string | null;
  readonly ownPlayerId: string | null;
  readonly openFamilyId: string | null;
  readonly onToggle: (familyId: string) => void;
}

/** Families in ranking order; a click on a family opens its members beneath it. */
export function FamilyRankingTable({ galaxyId, rows, ownFamilyId, ownPlayerId, openFamilyId, onToggle }: Props) {
  const { t } = useTranslation("rankings");
  return (
    <TableContainer>
      <Table size="small" aria-label={t("familyTable")} data-testid="family-rankings" sx={{ minWidth: 680 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 48 }} />
            <TableCell sx={{ width: 72 }}>{t("columns.rank")}</TableCell>
            <TableCell>{t("columns.family")}</TableCell>
            <TableCell align="right">{t("columns.members")}</TableCell>
            <TableCell align="right">{t("columns.totalNetworth")}</TableCell>
            <TableCell align="right">{t("columns.averageNetworth")}</TableCell>
            <TableCell align="right">{t("columns.planets")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((family, index) => {
            const open = family.familyId === openFamilyId;
            const own = family.familyId === ownFamilyId;
            return (
              <Fragment key={family.familyId}>
                <TableRow
                  hover
                  data-testid="family-ranking-row"
                  data-family-id={family.familyId}
                  data-rank={index + 1}
                  aria-expanded={open}
                  onClick={() => onToggle(family.familyId)}
                  sx={{
                    cursor: "pointer",
                    "& > td": { borderBottom: open ? "none" : undefined },
                    ...(own ? { background: alpha(SPACE.cyan, 0.1) } : {}),
                  }}
                >
                  <TableCell>
                    <IconButton
                      size="small"
                      aria-label={
                        open
                          ? t("hideMembers", { family: family.familyName })
                          : t("showMembers", { family: family.familyName })
                      }
                      onClick={(event) => {
                        event.stopPropagation();
                        onToggle(family.familyId);
                      }}
                    >
                      {open ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
                    </IconButton>
                  </TableCell>
                  <TableCell>
                    <RankCell index={index} />
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
                      <Box component="span" sx={{ fontWeight: 700 }}>
                        {family.familyName}
                      </Box>
                      {own && (
                        <Chip size="small" color="primary" label={t("ownFamily")} data-testid="own-family-chip" />
                      )}
                    </Box>
                  </TableCell>
                  <TableCell align="right">{formatNumber(family.memberCount)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {formatNumber(family.totalNetworth)}
                  </TableCell>
                  <TableCell align="right">{formatNumber(family.avgNetworth)}</TableCell>
                  <TableCell align="right">{formatNumber(family.totalPlanets)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={COLUMNS} sx={{ py: 0, ...(open ? {} : { borderBottom: "none" }) }}>
                    <Collapse in={open} timeout="auto" unmountOnExit>
                      <Box sx={{ py: 2, pl: { md: 6 } }}>
                        <FamilyMembers galaxyId={galaxyId} family={family} ownPlayerId={ownPlayerId} />
                      </Box>
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
