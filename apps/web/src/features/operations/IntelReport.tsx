import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { Fact } from "../../components/Fact.tsx";
import { capitalize } from "../../format/capitalize.ts";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../format/format-number.ts";
import { i18n } from "../../i18n/i18n.ts";

/** "planetCount" → "Planet count", "cash_factory" → "Cash factory". */
export const humanKey = (key: string): string =>
  capitalize(
    key
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .replaceAll("_", " ")
      .toLowerCase(),
  );

/**
 * A report's field or a type id (building, unit, resource) in the current language: the known ones from the
 * catalogue (game vocabulary by id), anything else as `humanKey` reads it.
 */
export const intelKey = (key: string): string => {
  const id = `operations:intel.fields.${key}`;
  return i18n.exists(id) ? i18n.t(id as "operations:intel.fields.race") : humanKey(key);
};

const show = (value: unknown): string => {
  if (typeof value === "number") return formatNumber(value);
  if (typeof value === "boolean") return value ? i18n.t("operations:intel.yes") : i18n.t("operations:intel.no");
  if (value === null || value === undefined) return "-";
  // A small record inside a row or group (e.g. a planet's stationed units): "Soldiers 300 · Fighters 20".
  if (isRecord(value))
    return (
      Object.entries(value)
        .filter(([, n]) => n !== 0)
        .map(([k, n]) => `${intelKey(k)} ${show(n)}`)
        .join(" · ") || i18n.t("operations:intel.none")
    );
  return String(value);
};

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Rows of objects as a table, the columns from the first row (ids left out). */
function RowsTable({ rows }: { readonly rows: readonly Record<string, unknown>[] }) {
  const { t } = useTranslation("operations");
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="textSecondary">
        {t("intel.noneFound")}
      </Typography>
    );
  const columns = Object.keys(rows[0]!).filter((k) => !k.endsWith("Id"));
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c}>{intelKey(c)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={i}>
            {columns.map((c) => (
              <TableCell key={c}>{show(row[c])}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * A report readably: plain values as captioned facts, nested records (resources, buildings, units) as
 * their own fact grids, lists (planets, members, portals, news) as tables.
 */
export function IntelReport({ data }: { readonly data: Record<string, unknown> }) {
  // Loads the namespace (and follows the language) for the helpers above.
  useTranslation("operations");
  const entries = Object.entries(data).filter(([k]) => !k.endsWith("Id"));
  const plain = entries.filter(([, v]) => !isRecord(v) && !Array.isArray(v));
  const groups = entries.filter(([, v]) => isRecord(v)) as [string, Record<string, unknown>][];
  const lists = entries.filter(([, v]) => Array.isArray(v)) as [string, unknown[]][];
  return (
    <Box data-testid="intel-report" sx={{ display: "grid", gap: 2 }}>
      {plain.length > 0 && (
        <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))" }}>
          {plain.map(([k, v]) => (
            <Fact key={k} label={intelKey(k)} value={k === "race" ? capitalize(String(v)) : show(v)} />
          ))}
        </Box>
      )}
      {groups.map(([k, v]) => (
        <Box key={k}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {intelKey(k)}
          </Typography>
          <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(120px, 1fr))" }}>
            {Object.entries(v)
              .filter(([, gv]) => !Array.isArray(gv))
              .map(([gk, gv]) => (
                <Fact key={gk} label={intelKey(gk)} value={show(gv)} />
              ))}
          </Box>
          {Object.entries(v)
            .filter((e): e is [string, unknown[]] => Array.isArray(e[1]))
            .map(([gk, gv]) => (
              <Box key={gk} sx={{ mt: 1 }}>
                <RowsTable rows={gv.map((x) => (isRecord(x) ? x : { value: x }))} />
              </Box>
            ))}
        </Box>
      ))}
      {lists.map(([k, v]) => (
        <Box key={k}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {intelKey(k)}
          </Typography>
          <RowsTable rows={v.map((x) => (isRecord(x) ? x : { value: x }))} />
        </Box>
      ))}
    </Box>
  );
}
