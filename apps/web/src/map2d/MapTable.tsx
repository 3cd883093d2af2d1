import { Fragment, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Fleet, Planet } from "@nova/contract";
import { SystemPlanetList } from "../features/galaxy-map/SystemPlanetList.tsx";
import { useSystemTexts } from "../features/galaxy-map/SystemInfoFacts.tsx";
import { useSystemPlanets } from "../features/galaxy-map/use-map-data.ts";
import { familyLabel } from "../features/empire/family-label.ts";
import type { CellRange } from "../map/coordinates.ts";
import { relationOf, type MapScene, type SceneSystem, type Viewer } from "../map/scene.ts";
import { RelationIcon } from "./RelationIcon.tsx";
import { fleetsInFlight, mapTableRows, type MapTableRow, type SortKey } from "./map-table.ts";

interface Props {
  readonly galaxyId: string;
  readonly scene: MapScene;
  readonly viewer: Viewer;
  /** The cells the map showed when the table was opened: the "in view" filter. */
  readonly inView: CellRange | null;
  readonly fleets: readonly Fleet[] | undefined;
  readonly onOpen: (system: SceneSystem) => void;
  readonly onShowOnMap: (system: SceneSystem) => void;
  readonly onViewPlanet: (planet: Planet) => void;
}

const COLUMNS: readonly SortKey[] = ["coordinates", "type", "planets", "owner", "family", "relation", "fleets"];

/**
 * "Map as table" (issue 15): the grid map's text alternative. Systems with owner, relation and fleets in flight,
 * sortable and filterable; each row opens the system drawer or lists its planets with the drawer's own cards
 * (the same actions).
 */
export function MapTable({ galaxyId, scene, viewer, inView, fleets, onOpen, onShowOnMap, onViewPlanet }: Props) {
  const { t } = useTranslation("map");
  const texts = useSystemTexts();
  const [filter, setFilter] = useState("");
  const [onlyInView, setOnlyInView] = useState(inView !== null);
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: "coordinates", descending: false });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const [expanded, setExpanded] = useState<string | null>(null);

  const flying = useMemo(() => fleetsInFlight(fleets ?? []), [fleets]);
  const rows = useMemo(
    () =>
      mapTableRows(scene.systems, {
        describe: (s) => ({
          type: texts.type(s),
          owner: texts.owner(s),
          family: s.familyId ? familyLabel(s.familyId) : "",
          relation: texts.relation(relationOf(s)),
        }),
        fleets: flying,
        filter,
        range: onlyInView ? inView : null,
        sort: sort.key,
        descending: sort.descending,
      }),
    // texts follow the language through t.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [scene.systems, flying, filter, onlyInView, inView, sort, t],
  );
  const shown = rows.slice(page * perPage, page * perPage + perPage);

  return (
    <Box data-testid="map-table">
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "flex-start", mb: 1.5 }}>
        <TextField
          size="small"
          label={t("table.filter")}
          helperText={t("table.filterHelp")}
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value);
            setPage(0);
          }}
          sx={{ width: 320 }}
        />
        {inView && (
          <FormControlLabel
            sx={{ mt: 0.5 }}
            control={
              <Checkbox
                checked={onlyInView}
                onChange={(e) => {
                  setOnlyInView(e.target.checked);
                  setPage(0);
                }}
              />
            }
            label={t("table.inView")}
          />
        )}
        <Typography role="status" sx={{ mt: 1.25 }} color="textSecondary" data-testid="map-table-count">
          {t("table.count", { count: rows.length })}
        </Typography>
      </Box>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t("table.label")}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((key) => (
                <TableCell
                  key={key}
                  sortDirection={sort.key === key ? (sort.descending ? "desc" : "asc") : false}
                  align={key === "planets" || key === "fleets" ? "right" : "left"}
                >
                  <TableSortLabel
                    active={sort.key === key}
                    direction={sort.key === key && sort.descending ? "desc" : "asc"}
                    onClick={() => {
                      setSort((s) => ({ key, descending: s.key === key ? !s.descending : false }));
                      setPage(0);
                    }}
                  >
                    {t(`table.${key}`)}
                  </TableSortLabel>
                </TableCell>
              ))}
              <TableCell>{t("table.actions")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length + 1}>{t("table.empty")}</TableCell>
              </TableRow>
            )}
            {shown.map((row) => (
              <SystemRow
                key={row.key}
                row={row}
                galaxyId={galaxyId}
                viewer={viewer}
                open={expanded === row.key}
                onToggle={() => setExpanded((e) => (e === row.key ? null : row.key))}
                onOpen={onOpen}
                onShowOnMap={onShowOnMap}
                onViewPlanet={onViewPlanet}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={Math.min(page, Math.max(0, Math.ceil(rows.length / perPage) - 1))}
        rowsPerPage={perPage}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t("table.rowsPerPage")}
        labelDisplayedRows={({ from, to, count }) =>
          t("table.pageRange", { from: String(from), to: String(to), count: String(count) })
        }
      />
    </Box>
  );
}

interface RowProps {
  readonly row: MapTableRow;
  readonly galaxyId: string;
  readonly viewer: Viewer;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly onOpen: (system: SceneSystem) => void;
  readonly onShowOnMap: (system: SceneSystem) => void;
  readonly onViewPlanet: (planet: Planet) => void;
}

function SystemRow({ row, galaxyId, viewer, open, onToggle, onOpen, onShowOnMap, onViewPlanet }: RowProps) {
  const { t } = useTranslation("map");
  const s = row.system;
  const panelId = `map-table-planets-${s.x}-${s.y}`;
  return (
    <Fragment>
      <TableRow hover data-testid={`map-table-row-${s.x}-${s.y}`}>
        <TableCell component="th" scope="row" sx={{ whiteSpace: "nowrap" }}>
          ({s.x}, {s.y})
        </TableCell>
        <TableCell>{row.texts.type}</TableCell>
        <TableCell align="right">{s.planetCount}</TableCell>
        <TableCell>{row.texts.owner}</TableCell>
        <TableCell>{row.texts.family}</TableCell>
        <TableCell>
          <Box sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
            <RelationIcon relation={relationOf(s)} />
            {row.texts.relation}
          </Box>
        </TableCell>
        <TableCell align="right">{t("table.fleetsCell", { count: row.fleets })}</TableCell>
        <TableCell>
          {/* The actions wrap rather than push the table past its container (German labels are longer). */}
          <Box sx={{ display: "flex", flexWrap: "wrap", "& .MuiButton-root": { whiteSpace: "nowrap" } }}>
            <Button size="small" aria-label={t("table.openSystem", { x: s.x, y: s.y })} onClick={() => onOpen(s)}>
              {t("table.openDrawer")}
            </Button>
            <Button size="small" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={onToggle}>
              {open ? t("table.hidePlanets") : t("table.showPlanets")}
            </Button>
            <Button size="small" onClick={() => onShowOnMap(s)}>
              {t("table.showOnMap")}
            </Button>
          </Box>
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell colSpan={COLUMNS.length + 1} id={panelId} sx={{ bgcolor: "background.default" }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t("table.planetsOf", { x: s.x, y: s.y })}
            </Typography>
            <RowPlanets galaxyId={galaxyId} system={s} viewer={viewer} onViewPlanet={onViewPlanet} />
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}

function RowPlanets({
  galaxyId,
  system,
  viewer,
  onViewPlanet,
}: {
  readonly galaxyId: string;
  readonly system: SceneSystem;
  readonly viewer: Viewer;
  readonly onViewPlanet: (planet: Planet) => void;
}) {
  const planets = useSystemPlanets(galaxyId, system);
  return (
    <Box sx={{ maxWidth: 720 }}>
      <SystemPlanetList
        galaxyId={galaxyId}
        homeSystem={system.systemType === "home"}
        query={planets}
        viewer={viewer}
        onView={onViewPlanet}
      />
    </Box>
  );
}
