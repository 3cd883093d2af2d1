import { useNavigate } from "react-router";
import Button from "@mui/material/Button";
import { NotAvailablePanel } from "../components/NotAvailablePanel.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { galaxyQuery, useGameContext } from "../features/game/use-game-context.ts";
import { UNAVAILABLE_SCREENS, type UnavailableScreenKey } from "../routes/unavailable-screens.ts";
import { useTranslation } from "react-i18next";
import { GAME_NAME } from "../components/Logo.tsx";

/** A routed screen that is not built yet: its spec title and an honest panel, never sample data. */
export function UnavailablePage({ screen }: { readonly screen: UnavailableScreenKey }) {
  const { t } = useTranslation("common");
  const { title, subtitle, features } = UNAVAILABLE_SCREENS[screen];
  const { galaxyId, player } = useGameContext();
  const navigate = useNavigate();
  const back =
    galaxyId && player ? (
      <Button variant="outlined" onClick={() => void navigate(`/dashboard${galaxyQuery(galaxyId)}`)}>
        {t("backToDashboard")}
      </Button>
    ) : (
      <Button variant="outlined" onClick={() => void navigate("/galaxies")}>
        {t("backToGalaxySelection")}
      </Button>
    );

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <NotAvailablePanel
        heading={t("unavailable.heading", { title })}
        text={t("unavailable.text", { game: GAME_NAME })}
        features={features}
        actions={back}
      />
    </>
  );
}
