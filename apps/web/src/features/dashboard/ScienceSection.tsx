import { useNavigate } from "react-router";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import ScienceIcon from "@mui/icons-material/Science";
import { formatPercent } from "../../format/format-number.ts";
import { galaxyQuery } from "../game/use-game-context.ts";
import { DashboardSection } from "./DashboardSection.tsx";

/**
 * Science Allocation and Bonuses (core-play section 2). Research stats do not exist yet, so this shows the
 * empire's total science bonus and the spec's hint to visit the Research page.
 */
export function ScienceSection({
  galaxyId,
  scienceBonus,
}: {
  readonly galaxyId: string;
  readonly scienceBonus: number;
}) {
  const navigate = useNavigate();
  return (
    <DashboardSection title="Science Allocation and Bonuses" icon={<ScienceIcon />} testId="science-section">
      <Box sx={{ display: "flex", alignItems: "baseline", gap: 1, mb: 1.5 }}>
        <Typography variant="body2" color="textSecondary">
          Total science bonus
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {formatPercent(scienceBonus)}
        </Typography>
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }} data-testid="science-hint">
        No science allocation yet. Visit the Research page to invest in research and split your science between
        military, welfare, economy, construction and resources.
      </Typography>
      <Button variant="outlined" onClick={() => void navigate(`/research${galaxyQuery(galaxyId)}`)}>
        Go to Research
      </Button>
    </DashboardSection>
  );
}
