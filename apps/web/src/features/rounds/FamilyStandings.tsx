import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { RoundFamilyResult } from "@nova/contract";
import { EmptyState } from "../../components/EmptyState.tsx";
import { formatNumber } from "../../format/format-number.ts";
import { useTranslation } from "react-i18next";

/** The families' frozen final standings. */
export function FamilyStandings({ families }: { readonly families: readonly RoundFamilyResult[] }) {
  const { t } = useTranslation("rounds");
  if (families.length === 0) return <EmptyState message={t("families.empty")} />;
  return (
    <TableContainer>
      <Table size="small" aria-label={t("families.table")} data-testid="round-family-standings">
        <TableHead>
          <TableRow>
            <TableCell>{t("columns.rank")}</TableCell>
            <TableCell>{t("columns.family")}</TableCell>
            <TableCell align="right">{t("columns.members")}</TableCell>
            <TableCell align="right">{t("columns.networth")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {families.map((f) => (
            <TableRow key={f.familyId}>
              <TableCell sx={{ fontWeight: 700 }}>{formatNumber(f.rank)}</TableCell>
              <TableCell>{f.name}</TableCell>
              <TableCell align="right">{formatNumber(f.members)}</TableCell>
              <TableCell align="right">{formatNumber(f.networth)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
