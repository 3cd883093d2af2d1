import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { RoundFamilyResult } from "@nova/contract";
import { EmptyState } from "../../components/EmptyState.tsx";
import { formatNumber } from "../../format/format-number.ts";

/** The families' frozen final standings. */
export function FamilyStandings({ families }: { readonly families: readonly RoundFamilyResult[] }) {
  if (families.length === 0) return <EmptyState message="No family had members at the end of the round." />;
  return (
    <TableContainer>
      <Table size="small" aria-label="Final family standings" data-testid="round-family-standings">
        <TableHead>
          <TableRow>
            <TableCell>Rank</TableCell>
            <TableCell>Family</TableCell>
            <TableCell align="right">Members</TableCell>
            <TableCell align="right">Networth</TableCell>
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
