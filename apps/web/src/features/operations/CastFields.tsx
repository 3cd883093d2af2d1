import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { PlayerSummary } from "@nova/contract";
import { TARGET_UNIT_TYPES } from "@nova/rules";
import { formatNumber } from "../../format/format-number.ts";
import { humanKey } from "./IntelReport.tsx";

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
            {family ? " (family)" : ""} · NW {formatNumber(p.networth)}
          </MenuItem>
        );
      })}
    </TextField>
  );
}

/** Destroy Units' unit type. */
export function UnitTypeField({ value, onChange }: { readonly value: string; readonly onChange: (t: string) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Target unit type"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { "data-testid": "operation-unit-type" } }}
    >
      {TARGET_UNIT_TYPES.map((u) => (
        <MenuItem key={u} value={u}>
          {humanKey(u)}
        </MenuItem>
      ))}
    </TextField>
  );
}
