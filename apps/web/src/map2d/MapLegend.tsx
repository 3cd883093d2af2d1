import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
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

/** What the colours and rings mean; the Intel Ops rings only while that overlay is on. */
export function MapLegend({ intelOps = false }: { readonly intelOps?: boolean }) {
  return (
    <Box
      aria-label="Map legend"
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
        pointerEvents: "none",
        maxWidth: "calc(100% - 24px)",
      }}
    >
      {[...ITEMS, ...(intelOps ? INTEL_ITEMS : [])].map(([label, colour, shape]) => (
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
