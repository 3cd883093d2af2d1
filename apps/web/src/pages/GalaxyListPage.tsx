import { useState } from "react";
import { useNavigate } from "react-router";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import AddIcon from "@mui/icons-material/Add";
import EmojiEventsIcon from "@mui/icons-material/EmojiEvents";
import PublicIcon from "@mui/icons-material/Public";
import { EmptyState } from "../components/EmptyState.tsx";
import { ErrorState } from "../components/ErrorState.tsx";
import { LoadingState } from "../components/LoadingState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { GalaxyCard } from "../features/galaxies/GalaxyCard.tsx";
import { PrivateGalaxyDialog } from "../features/galaxies/PrivateGalaxyDialog.tsx";
import { useGalaxies } from "../features/galaxies/use-galaxies.ts";
import { useTranslation } from "react-i18next";

/** /galaxies and /galaxy-selection. */
export function GalaxyListPage() {
  const { t } = useTranslation("galaxies");
  const galaxies = useGalaxies();
  const [denied, setDenied] = useState(false);
  const navigate = useNavigate();

  const body = () => {
    if (galaxies.isPending) return <LoadingState text={t("list.loading")} />;
    if (galaxies.isError) {
      return <ErrorState message={t("list.failed")} onRetry={() => void galaxies.refetch()} />;
    }
    const list = galaxies.data.galaxies;
    if (list.length === 0) {
      return <EmptyState icon={<PublicIcon fontSize="inherit" />} message={t("list.empty")} />;
    }
    return (
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 340px), 1fr))" }}>
        {list.map((galaxy) => (
          <GalaxyCard key={galaxy.id} galaxy={galaxy} onDenied={() => setDenied(true)} />
        ))}
      </Box>
    );
  };

  return (
    <>
      <PageHeader
        title={t("list.title")}
        subtitle={t("list.subtitle")}
        actions={
          <>
            <Button variant="outlined" startIcon={<EmojiEventsIcon />} onClick={() => void navigate("/hall-of-fame")}>
              {t("hallOfFame.title")}
            </Button>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => void navigate("/create-galaxy")}>
              {t("list.createGalaxy")}
            </Button>
          </>
        }
      />
      {body()}
      <PrivateGalaxyDialog open={denied} onClose={() => setDenied(false)} />
    </>
  );
}
