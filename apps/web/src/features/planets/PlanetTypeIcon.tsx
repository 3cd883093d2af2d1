import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import type { PlanetType } from "@nova/rules";
import { PLANET_TYPE_VISUALS, planetTypeLabel } from "./planet-type-visuals.ts";

/** A small shaded sphere in the planet type's colours. */
export function PlanetTypeIcon({ type, size = 32 }: { readonly type: PlanetType; readonly size?: number }) {
  const { t } = useTranslation("planets");
  const visual = PLANET_TYPE_VISUALS[type];
  return (
    <Box
      component="span"
      role="img"
      aria-label={t("typeIcon", { type: planetTypeLabel(type) })}
      sx={{
        display: "inline-block",
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: "50%",
        background: `radial-gradient(circle at 32% 30%, #ffffffcc 0, ${visual.colour} 22%, ${visual.shade} 100%)`,
        boxShadow: `0 0 ${Math.round(size / 3)}px ${visual.colour}55`,
      }}
    />
  );
}
