import Box from "@mui/material/Box";
import MilitaryTechIcon from "@mui/icons-material/MilitaryTech";
import { MEDAL_COLOURS, medalFor } from "./ranking-view.ts";
import { useTranslation } from "react-i18next";

/** A row's place: a medal on the podium, "#n" below it. `index` counts from zero. */
export function RankCell({ index }: { readonly index: number }) {
  const medal = medalFor(index);
  const rank = index + 1;
  const { t } = useTranslation("rankings");
  if (!medal) {
    return (
      <Box component="span" sx={{ color: "text.secondary", fontWeight: 600, pl: 0.75 }}>
        #{rank}
      </Box>
    );
  }
  return (
    <Box
      component="span"
      role="img"
      aria-label={t("medal", { medal, rank })}
      data-testid="ranking-medal"
      data-medal={medal}
      sx={{
        display: "inline-flex",
        alignItems: "center",
        gap: 0.25,
        lineHeight: 1,
        color: MEDAL_COLOURS[medal],
        fontWeight: 800,
      }}
    >
      <MilitaryTechIcon sx={{ fontSize: 26, filter: `drop-shadow(0 0 6px ${MEDAL_COLOURS[medal]}66)` }} />
      {rank}
    </Box>
  );
}
