import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { MAX_END_TURN, NPC_DIFFICULTIES, type NpcDifficulty } from "@nova/rules";
import { capitalize } from "../../format/capitalize.ts";
import { formatNumber } from "../../format/format-number.ts";
import { NumberField, SliderField, type FieldProps } from "./WizardFields.tsx";
import { DENSITY_SLIDER, NPC_SLIDER, toRequest, TURN_LENGTH_SLIDER } from "./wizard-model.ts";

const grid2 = { display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;
const percent = (v: number) => `${Math.round(v * 100)}%`;

/** "About 10 days at 15-minute turns": what the round length means in time. */
const roundLengthHint = (v: { endTurn: string; turnLengthMinutes: number }): string => {
  const turns = Number(v.endTurn);
  if (!Number.isInteger(turns) || turns < 1) return "The turn after which the round ends and winners are crowned";
  const days = (turns * v.turnLengthMinutes) / 1440;
  const span =
    days >= 1 ? `${formatNumber(Math.round(days * 10) / 10)} days` : `${formatNumber(Math.round(days * 24))} hours`;
  return `About ${span} at ${v.turnLengthMinutes}-minute turns`;
};

export function BasicStep({ values, errors, onChange }: FieldProps) {
  return (
    <Box sx={grid2}>
      <TextField
        label="Galaxy ID"
        value={values.galaxyId}
        onChange={(e) => onChange("galaxyId", e.target.value)}
        error={errors.galaxyId !== undefined}
        helperText={errors.galaxyId ?? "Letters, numbers, dashes and underscores; used in links and planet ids"}
        slotProps={{ htmlInput: { "data-testid": "wizard-galaxyId" } }}
        autoFocus
      />
      <TextField
        label="Galaxy Name"
        value={values.galaxyName}
        onChange={(e) => onChange("galaxyName", e.target.value)}
        error={errors.galaxyName !== undefined}
        helperText={errors.galaxyName ?? "What players see on the galaxy list"}
        slotProps={{ htmlInput: { "data-testid": "wizard-galaxyName" } }}
      />
      <TextField
        label="Shard"
        value={values.shardId}
        onChange={(e) => onChange("shardId", e.target.value)}
        error={errors.shardId !== undefined}
        helperText={errors.shardId ?? "The group of servers that runs this galaxy"}
      />
      <SliderField
        label="Turn length"
        value={values.turnLengthMinutes}
        {...TURN_LENGTH_SLIDER}
        format={(v) => `${v} min`}
        onChange={(v) => onChange("turnLengthMinutes", v)}
        error={errors.turnLengthMinutes}
        testId="wizard-turnLengthMinutes"
      />
      <FormControlLabel
        control={<Switch checked={values.isPrivate} onChange={(e) => onChange("isPrivate", e.target.checked)} />}
        label="Private galaxy (only invited users may join)"
      />
      <NumberField
        values={values}
        errors={errors}
        onChange={onChange}
        field="endTurn"
        label="Round length (last turn)"
        helper={roundLengthHint(values)}
        min={1}
        max={MAX_END_TURN}
      />
      <FormControlLabel
        control={
          <Switch
            checked={values.recurring}
            onChange={(e) => onChange("recurring", e.target.checked)}
            slotProps={{ input: { "data-testid": "wizard-recurring" } as object }}
          />
        }
        label="Start the next round automatically"
      />
    </Box>
  );
}

export function GridStep({ values, errors, onChange }: FieldProps) {
  const fieldProps = { values, errors, onChange };
  return (
    <Box sx={grid2}>
      <NumberField {...fieldProps} field="gridWidth" label="Grid width" helper="20 to 50 cells" min={20} max={50} />
      <NumberField {...fieldProps} field="gridHeight" label="Grid height" helper="20 to 50 cells" min={20} max={50} />
      <SliderField
        label="System density"
        value={values.systemDensity}
        {...DENSITY_SLIDER}
        format={percent}
        onChange={(v) => onChange("systemDensity", Math.round(v * 100) / 100)}
        error={errors.systemDensity}
        helper="Share of grid cells holding a star system"
        testId="wizard-systemDensity"
      />
    </Box>
  );
}

export function FamiliesStep({ values, errors, onChange }: FieldProps) {
  const fieldProps = { values, errors, onChange };
  return (
    <Box sx={grid2}>
      <NumberField {...fieldProps} field="familyCount" label="Families" helper="2 to 10 alliances" min={2} max={10} />
      <NumberField
        {...fieldProps}
        field="maxPlayersPerFamily"
        label="Max players per family"
        helper="1 to 50"
        min={1}
        max={50}
      />
      <TextField
        label="Planets per home system"
        value={values.maxPlayersPerFamily}
        disabled
        helperText="Always equals max players per family: one home world per member"
        slotProps={{ htmlInput: { "data-testid": "wizard-planetsPerHomeSystem", readOnly: true } }}
      />
      <NumberField
        {...fieldProps}
        field="planetsPerNeutralSystem"
        label="Planets per neutral system"
        helper="1 to 20"
        min={1}
        max={20}
      />
      <SliderField
        label="NPC empires"
        value={values.npcCount}
        {...NPC_SLIDER}
        format={(v) => String(v)}
        onChange={(v) => onChange("npcCount", v)}
        error={errors.npcCount}
        testId="wizard-npcCount"
      />
      <TextField
        select
        label="NPC difficulty"
        value={values.npcDifficulty}
        onChange={(e) => onChange("npcDifficulty", e.target.value as NpcDifficulty)}
        error={errors.npcDifficulty !== undefined}
        helperText={errors.npcDifficulty ?? "Starting resources: easy 1.0×, medium 1.5×, hard 2.0×"}
      >
        {NPC_DIFFICULTIES.map((d) => (
          <MenuItem key={d} value={d}>
            {capitalize(d)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

export function ReviewStep({ values }: Pick<FieldProps, "values">) {
  const r = toRequest(values);
  const rows: [string, string][] = [
    ["Galaxy ID", r.galaxyId],
    ["Galaxy Name", r.galaxyName],
    ["Shard", r.shardId],
    ["Access", r.isPrivate ? "Private" : "Public"],
    ["Grid", `${r.gridWidth} × ${r.gridHeight}`],
    ["System density", percent(r.systemDensity)],
    ["Families", formatNumber(r.familyCount)],
    ["Max players per family", formatNumber(r.maxPlayersPerFamily)],
    ["Planets per home system", formatNumber(r.planetsPerHomeSystem ?? r.maxPlayersPerFamily)],
    ["Planets per neutral system", formatNumber(r.planetsPerNeutralSystem)],
    ["Turn length", `${r.turnLengthMinutes} minutes`],
    ["Round", `${formatNumber(r.endTurn)} turns${r.recurring ? ", the next one starts automatically" : ""}`],
    ["NPC empires", `${r.npcCount} (${capitalize(r.npcDifficulty)})`],
  ];
  return (
    <Box
      component="dl"
      data-testid="wizard-review"
      sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 3, rowGap: 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" color="textSecondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
