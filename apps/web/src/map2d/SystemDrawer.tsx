import { useTranslation } from "react-i18next";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import CloseIcon from "@mui/icons-material/Close";
import TravelExploreIcon from "@mui/icons-material/TravelExplore";
import type { Planet } from "@nova/contract";
import { SystemInfoFacts } from "../features/galaxy-map/SystemInfoFacts.tsx";
import { SystemPlanetList } from "../features/galaxy-map/SystemPlanetList.tsx";
import { useSystemPlanets } from "../features/galaxy-map/use-map-data.ts";
import type { SceneSystem, Viewer } from "../map/scene.ts";

interface Props {
  readonly galaxyId: string;
  readonly system: SceneSystem | null;
  readonly viewer: Viewer;
  readonly mobile: boolean;
  readonly onClose: () => void;
  readonly onOpenSystemView: (system: SceneSystem) => void;
  readonly onViewPlanet: (planet: Planet) => void;
}

/** The side drawer 'System (x, y)': facts and planet cards (core-play section 2). */
export function SystemDrawer({ galaxyId, system, viewer, mobile, onClose, onOpenSystemView, onViewPlanet }: Props) {
  const { t } = useTranslation("map");
  const planets = useSystemPlanets(galaxyId, system);
  return (
    <Drawer
      anchor={mobile ? "bottom" : "right"}
      open={system !== null}
      onClose={onClose}
      // Above the app bar (drawer + 1), so the title is never hidden under it.
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
      slotProps={{
        paper: {
          sx: { width: mobile ? "100%" : 400, maxHeight: mobile ? "75vh" : "100%", p: 2 },
          "aria-labelledby": "system-drawer-title",
          "data-testid": "system-drawer",
        } as object,
      }}
    >
      {system && (
        <>
          <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 1 }}>
            <Typography id="system-drawer-title" variant="h6" component="h2">
              {t("system.title", { x: system.x, y: system.y })}
            </Typography>
            <IconButton aria-label={t("system.close")} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </Box>
          <SystemInfoFacts system={system} />
          <Button
            sx={{ mt: 2 }}
            fullWidth
            variant="outlined"
            startIcon={<TravelExploreIcon />}
            onClick={() => onOpenSystemView(system)}
          >
            {t("system.systemView")}
          </Button>
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 700 }}>
            {t("system.planets")}
          </Typography>
          <SystemPlanetList
            galaxyId={galaxyId}
            homeSystem={system.systemType === "home"}
            query={planets}
            viewer={viewer}
            onView={onViewPlanet}
          />
        </>
      )}
    </Drawer>
  );
}
