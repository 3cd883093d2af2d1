import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import GridOnIcon from "@mui/icons-material/GridOn";
import ViewInArIcon from "@mui/icons-material/ViewInAr";
import { PageHeader } from "../components/PageHeader.tsx";
import { useGameContext } from "../features/game/use-game-context.ts";

/** /map: choose between the 2D grid and the 3D view (core-play section 2). */
export function MapLandingPage() {
  const { t } = useTranslation("map");
  const { galaxyId, player } = useGameContext();
  const navigate = useNavigate();
  const query = new URLSearchParams();
  if (galaxyId) query.set("galaxyId", galaxyId);
  if (player) query.set("playerId", player.playerId);
  const suffix = query.size > 0 ? `?${query.toString()}` : "";

  const views = [
    {
      label: t("page.toGrid"),
      path: "/galaxy-map-grid",
      icon: <GridOnIcon fontSize="inherit" />,
      text: t("page.gridText"),
    },
    {
      label: t("page.to3d"),
      path: "/galaxy-map-3d",
      icon: <ViewInArIcon fontSize="inherit" />,
      text: t("page.threeDText"),
    },
  ];

  return (
    <>
      <PageHeader title={t("page.title")} subtitle={t("page.landingSubtitle")} />
      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 280px), 1fr))",
          maxWidth: 800,
        }}
      >
        {views.map((view) => (
          <Card key={view.path}>
            <CardActionArea
              onClick={() => void navigate(`${view.path}${suffix}`)}
              aria-label={view.label}
              sx={{ p: 1 }}
            >
              <CardContent sx={{ textAlign: "center" }}>
                <Box sx={{ fontSize: 56, color: "primary.main" }}>{view.icon}</Box>
                <Typography variant="h6" component="h2">
                  {view.label}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {view.text}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </>
  );
}
