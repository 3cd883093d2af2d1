import { useNavigate } from "react-router";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import MapIcon from "@mui/icons-material/Map";
import type { PlayerRanking } from "@nova/contract";
import { RaceChip } from "../../components/RaceChip.tsx";
import { RaceDot } from "../../components/RaceDot.tsx";
import { formatNumber } from "../../format/format-number.ts";
import { RankCell } from "./RankCell.tsx";
import { MessageButton } from "../messages/MessageButton.tsx";
import { raceRowSx } from "./race-row.ts";
import { mapFocusPath } from "./ranking-view.ts";
import { useTranslation } from "react-i18next";

interface Props {
  readonly galaxyId: string;
  readonly rows: readonly PlayerRanking[];
  readonly ownPlayerId: string | null;
  /** "players": the galaxy's ranking, with a Family column; "members": one family's, with a Race column. */
  readonly variant: "players" | "members";
  readonly label: string;
  readonly testId: string;
  readonly onOpenFamily?: (familyId: string) => void;
}

/** Empires in ranking order, in race colours, with the podium's medals and a jump to each home system. */
export function PlayerRankingTable({ galaxyId, rows, ownPlayerId, variant, label, testId, onOpenFamily }: Props) {
  const { t } = useTranslation("rankings");
  const navigate = useNavigate();
  return (
    <TableContainer>
      <Table size="small" aria-label={label} data-testid={testId} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 72 }}>{t("columns.rank")}</TableCell>
            <TableCell>{t("columns.empire")}</TableCell>
            <TableCell>{variant === "players" ? t("columns.family") : t("columns.race")}</TableCell>
            <TableCell align="right">{t("columns.networth")}</TableCell>
            <TableCell align="right">{t("columns.planets")}</TableCell>
            <TableCell align="right">{t("columns.population")}</TableCell>
            <TableCell align="right">{t("columns.researchPoints")}</TableCell>
            <TableCell align="center">{t("columns.homeSystem")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => {
            const own = row.playerId === ownPlayerId;
            const home = row.homeSystemCoordinates;
            const mapPath = mapFocusPath(galaxyId, home);
            return (
              <TableRow
                key={row.playerId}
                data-testid={variant === "players" ? "player-ranking-row" : "family-member-row"}
                data-player-id={row.playerId}
                data-rank={index + 1}
                aria-current={own ? "true" : undefined}
                sx={raceRowSx(row.race, own)}
              >
                <TableCell>
                  <RankCell index={index} />
                </TableCell>
                <TableCell>
                  <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
                    {/* The dot and the name never part: on a phone the name wrapped away from its race colour. */}
                    <Box
                      component="span"
                      sx={{ display: "inline-flex", alignItems: "center", gap: 1, whiteSpace: "nowrap" }}
                    >
                      <RaceDot race={row.race} size={10} />
                      <Box component="span" sx={{ fontWeight: own ? 800 : 600 }} data-testid="ranking-player-name">
                        {row.playerName}
                      </Box>
                    </Box>
                    {own && <Chip size="small" color="primary" label={t("you")} data-testid="own-ranking-chip" />}
                    {row.isNpc && <Chip size="small" variant="outlined" label={t("npc")} sx={{ height: 20 }} />}
                    <MessageButton
                      galaxyId={galaxyId}
                      playerId={row.playerId}
                      playerName={row.playerName}
                      isNpc={row.isNpc}
                      compact
                    />
                  </Box>
                </TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>
                  {variant === "members" ? (
                    <RaceChip race={row.race} />
                  ) : row.familyId && onOpenFamily ? (
                    <Link
                      component="button"
                      type="button"
                      underline="hover"
                      color="inherit"
                      onClick={() => onOpenFamily(row.familyId ?? "")}
                    >
                      {row.familyName ?? row.familyId}
                    </Link>
                  ) : (
                    (row.familyName ?? "—")
                  )}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="ranking-networth">
                  {formatNumber(row.networth)}
                </TableCell>
                <TableCell align="right">{formatNumber(row.planetCount)}</TableCell>
                <TableCell align="right">{formatNumber(row.totalPopulation)}</TableCell>
                <TableCell align="right">{formatNumber(row.researchPoints)}</TableCell>
                <TableCell align="center" sx={{ whiteSpace: "nowrap" }}>
                  <Box
                    component="span"
                    sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, fontVariantNumeric: "tabular-nums" }}
                  >
                    <Box component="span" sx={{ color: "text.secondary", minWidth: 40, textAlign: "right" }}>
                      {home ? `${home.x},${home.y}` : "—"}
                    </Box>
                    <Tooltip title={home ? t("showOnMap", { x: home.x, y: home.y }) : t("noHomeSystem")}>
                      <span>
                        <IconButton
                          size="small"
                          color="primary"
                          disabled={!mapPath}
                          aria-label={t("showHomeOnMap", { name: row.playerName })}
                          data-testid="ranking-map-button"
                          onClick={() => mapPath && void navigate(mapPath)}
                        >
                          <MapIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
