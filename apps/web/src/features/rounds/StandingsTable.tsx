import { useState } from "react";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import type { RoundPlayerResult } from "@nova/contract";
import { RaceChip } from "../../components/RaceChip.tsx";
import { formatNumber } from "../../format/format-number.ts";
import { firstDirection, sortStandings, type SortDirection, type StandingsColumn } from "./standings-sort.ts";
import { useTranslation } from "react-i18next";

const COLUMNS: readonly {
  key: StandingsColumn;
  label: "rank" | "empire" | "race" | "family" | "networth" | "planets";
  numeric: boolean;
}[] = [
  { key: "rank", label: "rank", numeric: false },
  { key: "empireName", label: "empire", numeric: false },
  { key: "race", label: "race", numeric: false },
  { key: "familyName", label: "family", numeric: false },
  { key: "networth", label: "networth", numeric: true },
  { key: "planets", label: "planets", numeric: true },
];

/** Every empire's frozen final standing, sortable by any column; the viewer's own row is marked. */
export function StandingsTable({
  players,
  ownPlayerId,
}: {
  readonly players: readonly RoundPlayerResult[];
  readonly ownPlayerId: string | null;
}) {
  const [column, setColumn] = useState<StandingsColumn>("rank");
  const { t } = useTranslation("rounds");
  const [direction, setDirection] = useState<SortDirection>("asc");
  const sorted = sortStandings(players, column, direction);
  const sortBy = (key: StandingsColumn) => {
    if (key === column) setDirection(direction === "asc" ? "desc" : "asc");
    else {
      setColumn(key);
      setDirection(firstDirection(key));
    }
  };
  return (
    <TableContainer>
      <Table size="small" aria-label={t("standings.table")} data-testid="round-standings" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell
                key={c.key}
                align={c.numeric ? "right" : "left"}
                sortDirection={column === c.key ? direction : false}
              >
                <TableSortLabel
                  active={column === c.key}
                  direction={column === c.key ? direction : firstDirection(c.key)}
                  onClick={() => sortBy(c.key)}
                >
                  {t(`columns.${c.label}`)}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((p) => {
            const own = p.playerId === ownPlayerId;
            return (
              <TableRow
                key={p.playerId}
                data-testid="standings-row"
                aria-current={own ? "true" : undefined}
                selected={own}
              >
                <TableCell sx={{ fontWeight: 700 }}>{formatNumber(p.rank)}</TableCell>
                <TableCell sx={{ fontWeight: own ? 800 : 600 }} data-testid="standings-empire">
                  {p.empireName}
                  {own ? t("standings.you") : ""}
                </TableCell>
                <TableCell>
                  <RaceChip race={p.race} />
                </TableCell>
                <TableCell>{p.familyName ?? "—"}</TableCell>
                <TableCell align="right">{formatNumber(p.networth)}</TableCell>
                <TableCell align="right">{formatNumber(p.planets)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
