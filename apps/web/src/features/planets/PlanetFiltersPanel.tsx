import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import FilterAltOffIcon from "@mui/icons-material/FilterAltOff";
import {
  BONUS_FILTERS,
  DEFAULT_PLANET_FILTERS,
  PLANET_SORT_KEYS,
  PORTAL_FILTERS,
  filtersActive,
  type BonusFilter,
  type PlanetFilters,
  type PlanetSortKey,
  type PortalFilter,
  type SortDirection,
} from "./planet-filters.ts";

interface Props {
  readonly filters: PlanetFilters;
  readonly onChange: (filters: PlanetFilters) => void;
}

const PORTAL_KEYS = { all: "filters.all", with: "filters.withPortal", without: "filters.withoutPortal" } as const;

function Choice<T extends string>({
  id,
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: T;
  readonly options: readonly T[];
  readonly optionLabel: (option: T) => string;
  readonly onChange: (value: T) => void;
}) {
  return (
    // Two across on a phone (half width each) instead of four narrow selects stacked down the screen.
    <FormControl
      size="small"
      sx={{ minWidth: { xs: 0, sm: 170 }, flex: { xs: "1 1 calc(50% - 8px)", sm: "0 0 auto" } }}
    >
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        data-testid={id}
      >
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            {optionLabel(option)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** Sort and filter controls for the Planets page; Clear Filters resets all of them. */
export function PlanetFiltersPanel({ filters, onChange }: Props) {
  const { t } = useTranslation("planets");
  // The spec's names for bonus types: all, none, and the prefixed resource bonuses (English keeps the ids).
  const bonusLabel = (bonus: BonusFilter): string =>
    bonus === "all" ? t("filters.all") : bonus === "none" ? t("filters.none") : t(`filters.bonusTypes.${bonus}`);
  return (
    <Card sx={{ mb: 2 }} data-testid="planet-filters">
      <CardContent sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", "&:last-child": { pb: 2 } }}>
        <Choice<PlanetSortKey>
          id="planet-sort"
          label={t("filters.sortBy")}
          value={filters.sortBy}
          options={PLANET_SORT_KEYS}
          optionLabel={(key) => t(`filters.sort.${key}`)}
          onChange={(sortBy) => onChange({ ...filters, sortBy })}
        />
        <Choice<SortDirection>
          id="planet-direction"
          label={t("filters.order")}
          value={filters.direction}
          options={["asc", "desc"]}
          optionLabel={(direction) => (direction === "asc" ? t("filters.ascending") : t("filters.descending"))}
          onChange={(direction) => onChange({ ...filters, direction })}
        />
        <Choice<BonusFilter>
          id="planet-bonus"
          label={t("filters.bonusType")}
          value={filters.bonus}
          options={BONUS_FILTERS}
          optionLabel={bonusLabel}
          onChange={(bonus) => onChange({ ...filters, bonus })}
        />
        <Choice<PortalFilter>
          id="planet-portal"
          label={t("filters.portal")}
          value={filters.portal}
          options={PORTAL_FILTERS}
          optionLabel={(portal) => t(PORTAL_KEYS[portal])}
          onChange={(portal) => onChange({ ...filters, portal })}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          startIcon={<FilterAltOffIcon />}
          onClick={() => onChange(DEFAULT_PLANET_FILTERS)}
          disabled={!filtersActive(filters)}
        >
          {t("filters.clear")}
        </Button>
      </CardContent>
    </Card>
  );
}
