import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { MAX_END_TURN, NPC_DIFFICULTIES, type NpcDifficulty } from "@nova/rules";
import { formatNumber } from "../../format/format-number.ts";
import { NumberField, SliderField, type FieldProps } from "./WizardFields.tsx";
import { DENSITY_SLIDER, NPC_SLIDER, toRequest, TURN_LENGTH_SLIDER } from "./wizard-model.ts";
import { useTranslation } from "react-i18next";
import { currentIntlLocale, i18n } from "../../i18n/i18n.ts";

const grid2 = { display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;
const percent = (v: number) => `${formatNumber(Math.round(v * 100))}%`;

/** "About 10 days at 15-minute turns": what the round length means in time. */
const roundLengthHint = (v: { endTurn: string; turnLengthMinutes: number }): string => {
  const turns = Number(v.endTurn);
  if (!Number.isInteger(turns) || turns < 1) return i18n.t("galaxies:wizard.endTurnHelp");
  const days = (turns * v.turnLengthMinutes) / 1440;
  const span =
    days >= 1
      ? i18n.t("galaxies:wizard.days", { days: (Math.round(days * 10) / 10).toLocaleString(currentIntlLocale()) })
      : i18n.t("galaxies:wizard.hours", { hours: formatNumber(Math.round(days * 24)) });
  return i18n.t("galaxies:wizard.roundLength", { span, minutes: v.turnLengthMinutes });
};

export function BasicStep({ values, errors, onChange }: FieldProps) {
  const { t } = useTranslation("galaxies");
  return (
    <Box sx={grid2}>
      <TextField
        label={t("wizard.galaxyId")}
        value={values.galaxyId}
        onChange={(e) => onChange("galaxyId", e.target.value)}
        error={errors.galaxyId !== undefined}
        helperText={errors.galaxyId ?? t("wizard.galaxyIdHelp")}
        slotProps={{ htmlInput: { "data-testid": "wizard-galaxyId" } }}
        autoFocus
      />
      <TextField
        label={t("wizard.galaxyName")}
        value={values.galaxyName}
        onChange={(e) => onChange("galaxyName", e.target.value)}
        error={errors.galaxyName !== undefined}
        helperText={errors.galaxyName ?? t("wizard.galaxyNameHelp")}
        slotProps={{ htmlInput: { "data-testid": "wizard-galaxyName" } }}
      />
      <TextField
        label={t("wizard.shard")}
        value={values.shardId}
        onChange={(e) => onChange("shardId", e.target.value)}
        error={errors.shardId !== undefined}
        helperText={errors.shardId ?? t("wizard.shardHelp")}
      />
      <SliderField
        label={t("wizard.turnLength")}
        value={values.turnLengthMinutes}
        {...TURN_LENGTH_SLIDER}
        format={(v) => t("wizard.minutesShort", { minutes: v })}
        onChange={(v) => onChange("turnLengthMinutes", v)}
        error={errors.turnLengthMinutes}
        testId="wizard-turnLengthMinutes"
      />
      <FormControlLabel
        control={<Switch checked={values.isPrivate} onChange={(e) => onChange("isPrivate", e.target.checked)} />}
        label={t("wizard.private")}
      />
      <NumberField
        values={values}
        errors={errors}
        onChange={onChange}
        field="endTurn"
        label={t("wizard.endTurn")}
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
        label={t("wizard.recurring")}
      />
    </Box>
  );
}

export function GridStep({ values, errors, onChange }: FieldProps) {
  const { t } = useTranslation("galaxies");
  const fieldProps = { values, errors, onChange };
  return (
    <Box sx={grid2}>
      <NumberField
        {...fieldProps}
        field="gridWidth"
        label={t("wizard.gridWidth")}
        helper={t("wizard.gridHelp")}
        min={20}
        max={50}
      />
      <NumberField
        {...fieldProps}
        field="gridHeight"
        label={t("wizard.gridHeight")}
        helper={t("wizard.gridHelp")}
        min={20}
        max={50}
      />
      <SliderField
        label={t("wizard.density")}
        value={values.systemDensity}
        {...DENSITY_SLIDER}
        format={percent}
        onChange={(v) => onChange("systemDensity", Math.round(v * 100) / 100)}
        error={errors.systemDensity}
        helper={t("wizard.densityHelp")}
        testId="wizard-systemDensity"
      />
    </Box>
  );
}

export function FamiliesStep({ values, errors, onChange }: FieldProps) {
  const { t } = useTranslation("galaxies");
  const fieldProps = { values, errors, onChange };
  return (
    <Box sx={grid2}>
      <NumberField
        {...fieldProps}
        field="familyCount"
        label={t("wizard.families")}
        helper={t("wizard.familiesHelp")}
        min={2}
        max={10}
      />
      <NumberField
        {...fieldProps}
        field="maxPlayersPerFamily"
        label={t("wizard.maxPlayers")}
        helper={t("wizard.maxPlayersHelp")}
        min={1}
        max={50}
      />
      <TextField
        label={t("wizard.homePlanets")}
        value={values.maxPlayersPerFamily}
        disabled
        helperText={t("wizard.homePlanetsHelp")}
        slotProps={{ htmlInput: { "data-testid": "wizard-planetsPerHomeSystem", readOnly: true } }}
      />
      <NumberField
        {...fieldProps}
        field="planetsPerNeutralSystem"
        label={t("wizard.neutralPlanets")}
        helper={t("wizard.neutralPlanetsHelp")}
        min={1}
        max={20}
      />
      <SliderField
        label={t("wizard.npcs")}
        value={values.npcCount}
        {...NPC_SLIDER}
        format={(v) => String(v)}
        onChange={(v) => onChange("npcCount", v)}
        error={errors.npcCount}
        testId="wizard-npcCount"
      />
      <TextField
        select
        label={t("wizard.npcDifficulty")}
        value={values.npcDifficulty}
        onChange={(e) => onChange("npcDifficulty", e.target.value as NpcDifficulty)}
        error={errors.npcDifficulty !== undefined}
        helperText={errors.npcDifficulty ?? t("wizard.npcDifficultyHelp")}
      >
        {NPC_DIFFICULTIES.map((d) => (
          <MenuItem key={d} value={d}>
            {t(`wizard.difficulty.${d}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

export function ReviewStep({ values }: Pick<FieldProps, "values">) {
  const { t } = useTranslation("galaxies");
  const r = toRequest(values);
  const rows: [string, string][] = [
    [t("wizard.galaxyId"), r.galaxyId],
    [t("wizard.galaxyName"), r.galaxyName],
    [t("wizard.shard"), r.shardId],
    [t("wizard.access"), r.isPrivate ? t("card.private") : t("card.public")],
    [t("wizard.grid"), `${r.gridWidth} × ${r.gridHeight}`],
    [t("wizard.density"), percent(r.systemDensity)],
    [t("wizard.families"), formatNumber(r.familyCount)],
    [t("wizard.maxPlayers"), formatNumber(r.maxPlayersPerFamily)],
    [t("wizard.homePlanets"), formatNumber(r.planetsPerHomeSystem ?? r.maxPlayersPerFamily)],
    [t("wizard.neutralPlanets"), formatNumber(r.planetsPerNeutralSystem)],
    [t("wizard.turnLength"), t("card.minutes", { minutes: r.turnLengthMinutes })],
    [
      t("wizard.round"),
      r.recurring
        ? t("wizard.roundTurnsRecurring", { turns: formatNumber(r.endTurn) })
        : t("wizard.roundTurns", { turns: formatNumber(r.endTurn) }),
    ],
    [
      t("wizard.npcs"),
      t("wizard.npcsValue", { count: r.npcCount, difficulty: t(`wizard.difficulty.${r.npcDifficulty}`) }),
    ],
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
