import { useState } from "react";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Typography from "@mui/material/Typography";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { MAP_COLOURS } from "../map/palette.ts";

const ITEMS: [string, string, "dot" | "ring"][] = [
  ["Yours", MAP_COLOURS.own, "dot"],
  ["Family", MAP_COLOURS.family, "dot"],
  ["Enemy", MAP_COLOURS.enemy, "dot"],
  ["Neutral", MAP_COLOURS.neutral, "dot"],
  ["Your home", MAP_COLOURS.ownHome, "ring"],
  ["Other homes", MAP_COLOURS.otherHome, "ring"],
  ["Portal", MAP_COLOURS.portal, "ring"],
];

const INTEL_ITEMS: [string, string, "dot" | "ring"][] = [
  ["Intel", MAP_COLOURS.intel, "ring"],
  ["Force field", MAP_COLOURS.forceField, "ring"],
];

const OPEN_KEY = "nova-imperia.map-legend-open";

const readOpen = (): boolean => {
  try {
    return localStorage.getItem(OPEN_KEY) !== "false";
  } catch {
    return true;
  }
};

/**
 * What the colours and rings mean; the Intel Ops rings only while that overlay is on. It lies over the map's
 * corner, so it collapses to a small "Legend" button (remembered) whenever it would hide systems the player
 * wants to see, e.g. at Fit Galaxy.
 */
export function MapLegend({ intelOps = false }: { readonly intelOps?: boolean }) {
  const [open, setOpen] = useState(readOpen);
  const toggle = () =>
    setOpen((current) => {
      try {
        localStorage.setItem(OPEN_KEY, String(!current));
      } catch {
        // Without storage the choice lasts for this page only.
      }
      return !current;
    });
  return (
    <Box
      aria-label="Map legend"
      data-testid="map-legend"
      data-open={open}
      sx={{
        position: "absolute",
        left: 12,
        bottom: 12,
        display: "flex",
        flexWrap: "wrap",
        gap: 1.5,
        px: 1.5,
        py: 0.75,
        borderRadius: 1,
        bgcolor: "rgba(5, 8, 18, 0.8)",
        maxWidth: "calc(100% - 24px)",
        alignItems: "center",
      }}
    >
      <ButtonBase
        onClick={toggle}
        aria-expanded={open}
        aria-label={open ? "Hide legend" : "Show legend"}
        data-testid="map-legend-toggle"
        sx={{ borderRadius: 1, px: 0.5, gap: 0.25, color: "text.secondary" }}
      >
        <Typography variant="caption" sx={{ fontWeight: 700 }}>
          Legend
        </Typography>
        {open ? <ExpandMoreIcon fontSize="small" /> : <ExpandLessIcon fontSize="small" />}
      </ButtonBase>
      {open &&
        [...ITEMS, ...(intelOps ? INTEL_ITEMS : [])].map(([label, colour, shape]) => (
          <Box key={label} sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
            <Box
              sx={{
                width: 10,
                height: 10,
                borderRadius: "50%",
                ...(shape === "dot" ? { bgcolor: colour } : { border: `2px solid ${colour}` }),
              }}
            />
            <Typography variant="caption">{label}</Typography>
          </Box>
        ))}
    </Box>
  );
}
