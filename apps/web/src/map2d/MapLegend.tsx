import { useState } from "react";
import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Typography from "@mui/material/Typography";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { MAP_COLOURS, type FillKey } from "../map/palette.ts";
import { RelationIcon } from "./RelationIcon.tsx";

/** Relations: their shape and colour, as drawn (issue 15: never told apart by colour alone). */
const RELATIONS: readonly FillKey[] = ["own", "family", "enemy", "npc", "neutral"];

type RingKey = "ownHome" | "otherHome" | "portal" | "intel" | "forceField";
const RINGS: readonly RingKey[] = ["ownHome", "otherHome", "portal"];
const INTEL_RINGS: readonly RingKey[] = ["intel", "forceField"];

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
  const { t } = useTranslation("map");
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
      role="group"
      aria-label={t("legend.label")}
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
        aria-label={open ? t("legend.hide") : t("legend.show")}
        data-testid="map-legend-toggle"
        sx={{ borderRadius: 1, px: 0.5, gap: 0.25, color: "text.secondary" }}
      >
        <Typography variant="caption" sx={{ fontWeight: 700 }}>
          {t("legend.title")}
        </Typography>
        {open ? <ExpandMoreIcon fontSize="small" /> : <ExpandLessIcon fontSize="small" />}
      </ButtonBase>
      {open &&
        RELATIONS.map((relation) => (
          <Box key={relation} sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
            <RelationIcon relation={relation} />
            <Typography variant="caption">{t(`legend.${relation}`)}</Typography>
          </Box>
        ))}
      {open &&
        [...RINGS, ...(intelOps ? INTEL_RINGS : [])].map((ring) => (
          <Box key={ring} sx={{ display: "flex", alignItems: "center", gap: 0.75 }}>
            <Box sx={{ width: 10, height: 10, borderRadius: "50%", border: `2px solid ${MAP_COLOURS[ring]}` }} />
            <Typography variant="caption">{t(`legend.${ring}`)}</Typography>
          </Box>
        ))}
    </Box>
  );
}
