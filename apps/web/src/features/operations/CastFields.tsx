import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { PlayerSummary } from "@nova/contract";
import { useTranslation } from "react-i18next";
import { TARGET_UNIT_TYPES } from "@nova/rules";
import { formatNumber } from "../../format/format-number.ts";
import { intelKey } from "./IntelReport.tsx";
import { knownPlanetText, type KnownPlanet } from "./known-planets.ts";

interface PlayerFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (playerId: string) => void;
  /** The other empires of the galaxy (never the caster). */
  readonly players: readonly PlayerSummary[];
  readonly ownFamilyId: string | null;
  /** Family members cannot be targeted (rules.md 17), but they can be framed. */
  readonly familyDisabled: boolean;
  readonly testId: string;
}

/** A select of the galaxy's other empires, family members marked. */
export function PlayerSelectField({
  label,
  value,
  onChange,
  players,
  ownFamilyId,
  familyDisabled,
  testId,
}: PlayerFieldProps) {
  const { t } = useTranslation("operations");
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 240 }}
      slotProps={{ htmlInput: { "data-testid": testId } }}
    >
      {players.map((p) => {
        const family = p.familyId !== null && p.familyId === ownFamilyId;
        return (
          <MenuItem key={p.playerId} value={p.playerId} disabled={familyDisabled && family}>
            {p.username}
            {family ? ` ${t("form.family")}` : ""} · {t("form.networth", { value: formatNumber(p.networth) })}
          </MenuItem>
        );
      })}
    </TextField>
  );
}

/** Destroy Units' unit type. */
export function UnitTypeField({ value, onChange }: { readonly value: string; readonly onChange: (t: string) => void }) {
  const { t } = useTranslation("operations");
  return (
    <TextField
      select
      size="small"
      label={t("form.targetUnitType")}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { "data-testid": "operation-unit-type" } }}
    >
      {TARGET_UNIT_TYPES.map((u) => (
        <MenuItem key={u} value={u}>
          {intelKey(u)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * A planet operation's target, picked from the planets the caster knows (intel reports and the planet chosen on
 * the map), shown by coordinates and owner: nobody types an internal planet id.
 */
export function PlanetTargetField({
  value,
  onChange,
  planets,
  loading,
}: {
  readonly value: string;
  readonly onChange: (planetId: string) => void;
  readonly planets: readonly KnownPlanet[];
  readonly loading: boolean;
}) {
  const { t } = useTranslation("operations");
  const none = planets.length === 0;
  return (
    <TextField
      select
      size="small"
      label={t("form.targetPlanet")}
      value={planets.some((p) => p.planetId === value) ? value : ""}
      onChange={(e) => onChange(e.target.value)}
      disabled={none}
      helperText={none ? (loading ? t("form.planetsLoading") : t("form.noKnownPlanets")) : t("form.knownPlanetsHelp")}
      slotProps={{ htmlInput: { "data-testid": "operation-target-planet" } }}
    >
      {planets.map((p) => (
        <MenuItem key={p.planetId} value={p.planetId}>
          {knownPlanetText(p)}
        </MenuItem>
      ))}
    </TextField>
  );
}
