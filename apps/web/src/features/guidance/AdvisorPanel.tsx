import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import ExploreIcon from "@mui/icons-material/Explore";
import RadioButtonUncheckedIcon from "@mui/icons-material/RadioButtonUnchecked";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { DashboardSection } from "../dashboard/DashboardSection.tsx";
import { goalWords } from "./advice-text.ts";
import { useAdvice } from "./use-guidance.ts";

/**
 * The advisor (issue 18): the next 3 to 5 goals from GET /player/advice, each with its reason and a link that
 * opens the screen (and the planet or dialog) to act on it.
 */
export function AdvisorPanel({ galaxyId }: { readonly galaxyId: string }) {
  const { t } = useTranslation("guidance");
  const advice = useAdvice(galaxyId);
  return (
    <DashboardSection title={t("advisor.title")} icon={<ExploreIcon />} testId="advisor-panel">
      {advice.isPending ? (
        <Box role="status" aria-label={t("advisor.loading")}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={48} />
          ))}
        </Box>
      ) : advice.isError ? (
        <Alert severity="warning">{t("advisor.unavailable")}</Alert>
      ) : (
        <List disablePadding>
          {advice.data.goals.map((goal, i) => {
            const words = goalWords(goal);
            return (
              // A list holds list items only (axe 'list'): each goal's link sits in its own <li>.
              <ListItem key={goal.id} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={goal.link}
                  data-testid={`advisor-goal-${i}`}
                  data-code={goal.code}
                  sx={{ borderRadius: 1, alignItems: "flex-start", opacity: goal.done ? 0.7 : 1 }}
                >
                  <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                    {goal.done ? (
                      <CheckCircleIcon color="success" aria-label={t("advisor.done")} />
                    ) : (
                      <RadioButtonUncheckedIcon color="primary" aria-label={t("advisor.toDo")} />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={words.title}
                    secondary={words.reason}
                    slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  />
                  <ChevronRightIcon sx={{ mt: 1, color: "text.secondary" }} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </DashboardSection>
  );
}
