import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { familyLabel } from "../empire/family-label.ts";
import { systemTypeLabel, type SceneSystem } from "../../map/scene.ts";
import { starTypeAt } from "../../map/star-catalogue.ts";

const STANDING_TEXT = { own: "Yours", family: "Family", enemy: "Enemy", neutral: "Unclaimed" } as const;

/** Owner as players read it: the name, else 'Player' and the last 8 characters of the id. */
export const ownerText = (s: SceneSystem): string =>
  s.owner === null ? "None" : (s.ownerName ?? `Player ${s.owner.slice(-8)}`);

/** The facts of a system shown in the hover tooltip and the drawer. */
export const systemFacts = (s: SceneSystem): [string, string][] => [
  ["Type", systemTypeLabel(s)],
  ["Coordinates", `${s.x}, ${s.y}`],
  ["Star", starTypeAt(s.x, s.y).name],
  ["Planets", String(s.planetCount)],
  ["Owner", ownerText(s)],
  ["Family", familyLabel(s.familyId)],
  ["Standing", STANDING_TEXT[s.standing]],
];

export function SystemInfoFacts({ system, dense = false }: { readonly system: SceneSystem; readonly dense?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: dense ? 0.25 : 0.75, m: 0 }}
    >
      {systemFacts(system).map(([label, value]) => (
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
