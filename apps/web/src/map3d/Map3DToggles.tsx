import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Switch from "@mui/material/Switch";
import Tooltip from "@mui/material/Tooltip";
import HomeIcon from "@mui/icons-material/Home";

/** The 3D map's overlay switches (social-and-advanced section 2). */
export interface Toggles {
  portals: boolean;
  fleets: boolean;
  enemyHomes: boolean;
  intel: boolean;
  territory: boolean;
  minimap: boolean;
}

const TOGGLE_KEYS: readonly (keyof Toggles)[] = ["portals", "fleets", "enemyHomes", "intel", "territory", "minimap"];

interface Props {
  readonly toggles: Toggles;
  readonly onToggle: (key: keyof Toggles, on: boolean) => void;
  /** Intel needs an empire in the galaxy: without one its switch is off, with the reason. */
  readonly hasEmpire: boolean;
  readonly homeDisabled: boolean;
  readonly onHome: () => void;
}

/** The overlay switches and the Home button, top right of the 3D map. */
export function Map3DToggles({ toggles, onToggle, hasEmpire, homeDisabled, onHome }: Props) {
  const { t } = useTranslation("map");
  return (
    <Paper
      data-testid="map-3d-toggles"
      sx={{
        px: 1.5,
        py: 1,
        bgcolor: "rgba(13,20,40,0.88)",
        maxWidth: 300,
      }}
    >
      <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 0.5 }}>
        {TOGGLE_KEYS.map((key) => {
          const label = t(`three.toggles.${key}`);
          const noEmpire = key === "intel" && !hasEmpire;
          const toggle = (
            <FormControlLabel
              key={key}
              control={
                <Switch
                  size="small"
                  checked={toggles[key] && !noEmpire}
                  disabled={noEmpire}
                  onChange={(e) => onToggle(key, e.target.checked)}
                  slotProps={{ input: { "aria-label": label } }}
                />
              }
              label={label}
            />
          );
          return key === "intel" ? (
            <Tooltip key={key} title={noEmpire ? t("planet.noEmpire") : t("toolbar.intelHint")}>
              {toggle}
            </Tooltip>
          ) : (
            toggle
          );
        })}
      </Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<HomeIcon />}
        sx={{ mt: 1 }}
        disabled={homeDisabled}
        onClick={onHome}
      >
        {t("three.home")}
      </Button>
    </Paper>
  );
}
