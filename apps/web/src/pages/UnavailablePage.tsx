import { useNavigate } from "react-router";
import Button from "@mui/material/Button";
import { NotAvailablePanel } from "../components/NotAvailablePanel.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { galaxyQuery, useGameContext } from "../features/game/use-game-context.ts";
import { UNAVAILABLE_SCREENS, type UnavailableScreenKey } from "../routes/unavailable-screens.ts";

/** A routed screen that is not built yet: its spec title and an honest panel, never sample data. */
export function UnavailablePage({ screen }: { readonly screen: UnavailableScreenKey }) {
  const { title, subtitle, features } = UNAVAILABLE_SCREENS[screen];
  const { galaxyId, player } = useGameContext();
  const navigate = useNavigate();
  const back =
    galaxyId && player ? (
      <Button variant="outlined" onClick={() => void navigate(`/dashboard${galaxyQuery(galaxyId)}`)}>
        Back to Dashboard
      </Button>
    ) : (
      <Button variant="outlined" onClick={() => void navigate("/galaxies")}>
        Back to Galaxy Selection
      </Button>
    );

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <NotAvailablePanel
        heading={`${title} is not available yet`}
        text="This part of Nova Imperia is not available yet. When it arrives it will offer:"
        features={features}
        actions={back}
      />
    </>
  );
}
