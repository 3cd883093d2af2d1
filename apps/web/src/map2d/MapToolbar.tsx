import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FocusResult } from "../map/focus.ts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import CenterFocusStrongIcon from "@mui/icons-material/CenterFocusStrong";
import FitScreenIcon from "@mui/icons-material/FitScreen";
import HomeIcon from "@mui/icons-material/Home";
import ZoomInIcon from "@mui/icons-material/ZoomIn";
import ZoomOutIcon from "@mui/icons-material/ZoomOut";

export interface MapToggles {
  readonly portals: boolean;
  readonly fleets: boolean;
  readonly otherHomes: boolean;
  readonly intelOps: boolean;
}

interface Props {
  readonly toggles: MapToggles;
  readonly onToggle: (key: keyof MapToggles, value: boolean) => void;
  readonly onZoomIn: () => void;
  readonly onZoomOut: () => void;
  readonly onFit: () => void;
  readonly onHome: () => void;
  /** Moves the map when the text names a system (or 'home'); otherwise says why not. */
  readonly onFocus: (text: string) => FocusResult;
  readonly compact: boolean;
}

/** Focus box, zoom and fit buttons, Home, and the overlay toggles of the grid map. */
export function MapToolbar({ toggles, onToggle, onZoomIn, onZoomOut, onFit, onHome, onFocus, compact }: Props) {
  const { t } = useTranslation("map");
  const [focus, setFocus] = useState("");
  const [error, setError] = useState<string | null>(null);
  const go = () => {
    const result = onFocus(focus);
    setError(
      result.ok
        ? null
        : t(`toolbar.focusErrors.${result.code}`, { x: String(result.x ?? ""), y: String(result.y ?? "") }),
    );
  };

  const button = (label: string, icon: React.ReactNode, onClick: () => void) =>
    compact ? (
      <Tooltip title={label} key={label}>
        <IconButton aria-label={label} onClick={onClick}>
          {icon}
        </IconButton>
      </Tooltip>
    ) : (
      <Button key={label} variant="outlined" size="small" startIcon={icon} onClick={onClick}>
        {label}
      </Button>
    );

  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "flex-start", mb: 1.5 }}>
      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          go();
        }}
        sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}
      >
        <TextField
          size="small"
          label={t("toolbar.focus")}
          value={focus}
          onChange={(e) => {
            setFocus(e.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? " "}
          sx={{ width: compact ? 170 : 220 }}
          slotProps={{ htmlInput: { "data-testid": "map-focus-input" } }}
        />
        <Button type="submit" variant="contained" size="small" startIcon={<CenterFocusStrongIcon />} sx={{ mt: 0.5 }}>
          {t("toolbar.go")}
        </Button>
      </Box>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 0.5 }}>
        {button(t("toolbar.zoomIn"), <ZoomInIcon />, onZoomIn)}
        {button(t("toolbar.zoomOut"), <ZoomOutIcon />, onZoomOut)}
        {button(t("toolbar.fit"), <FitScreenIcon />, onFit)}
        {button(t("toolbar.home"), <HomeIcon />, onHome)}
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 0.5, ml: { md: "auto" } }}>
        <FormControlLabel
          control={
            <Switch size="small" checked={toggles.portals} onChange={(e) => onToggle("portals", e.target.checked)} />
          }
          label={t("toolbar.portals")}
        />
        <FormControlLabel
          control={
            <Switch size="small" checked={toggles.fleets} onChange={(e) => onToggle("fleets", e.target.checked)} />
          }
          label={t("toolbar.fleets")}
        />
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={toggles.otherHomes}
              onChange={(e) => onToggle("otherHomes", e.target.checked)}
            />
          }
          label={t("toolbar.otherHomes")}
        />
        <Tooltip title={t("toolbar.intelHint")}>
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={toggles.intelOps}
                onChange={(e) => onToggle("intelOps", e.target.checked)}
                slotProps={{ input: { "aria-label": t("toolbar.intelOps") } }}
              />
            }
            label={t("toolbar.intelOps")}
          />
        </Tooltip>
      </Box>
    </Box>
  );
}
