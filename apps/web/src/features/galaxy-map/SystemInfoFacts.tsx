import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { familyLabel } from "../empire/family-label.ts";
import type { SceneSystem, SystemRelation } from "../../map/scene.ts";
import { relationOf } from "../../map/scene.ts";
import { starName, starTypeAt } from "../../map/star-catalogue.ts";

/** How a system is named in words, in the player's language: type, owner and relation. */
export const useSystemTexts = () => {
  const { t } = useTranslation("map");
  return {
    type: (s: Pick<SceneSystem, "home">): string =>
      s.home === "own"
        ? t("system.types.ownHome")
        : s.home === "other"
          ? t("system.types.otherHome")
          : t("system.types.normal"),
    /** Owner as players read it: the name, else 'Player' and the last 8 characters of the id. */
    owner: (s: Pick<SceneSystem, "owner" | "ownerName">): string =>
      s.owner === null ? t("system.noOwner") : (s.ownerName ?? t("system.player", { id: s.owner.slice(-8) })),
    relation: (relation: SystemRelation): string => t(`system.relation.${relation}`),
  };
};

/** The facts of a system shown in the hover tooltip and the drawer. */
export function SystemInfoFacts({ system, dense = false }: { readonly system: SceneSystem; readonly dense?: boolean }) {
  const { t } = useTranslation("map");
  const texts = useSystemTexts();
  const facts: [string, string][] = [
    [t("system.facts.type"), texts.type(system)],
    [t("system.facts.coordinates"), `${system.x}, ${system.y}`],
    [t("system.facts.star"), starName(starTypeAt(system.x, system.y))],
    [t("system.facts.planets"), String(system.planetCount)],
    [t("system.facts.owner"), texts.owner(system)],
    [t("system.facts.family"), system.familyId ? familyLabel(system.familyId) : t("system.noOwner")],
    [t("system.facts.standing"), texts.relation(relationOf(system))],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: dense ? 0.25 : 0.75, m: 0 }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" variant={dense ? "caption" : "body2"} color="textSecondary">
            {label}
          </Typography>
          <Typography component="dd" variant={dense ? "caption" : "body2"} sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
