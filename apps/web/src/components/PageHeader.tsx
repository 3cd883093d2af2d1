import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { GAME_NAME } from "./Logo.tsx";

interface Props {
  readonly title: string;
  readonly subtitle?: ReactNode;
  readonly actions?: ReactNode;
}

/** A screen's title row: the spec's title as the page heading, optional subtitle and actions. */
export function PageHeader({ title, subtitle, actions }: Props) {
  const { t } = useTranslation("layout");
  // The browser tab names the screen too, in the current language ("Planets · Nova Imperia").
  const documentTitle = t("documentTitle", { page: title, game: GAME_NAME });
  useEffect(() => {
    document.title = documentTitle;
    return () => {
      document.title = GAME_NAME;
    };
  }, [documentTitle]);
  return (
    <Box
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "flex-end",
        justifyContent: "space-between",
        gap: 2,
        mb: 3,
      }}
    >
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: "1.6rem", sm: "2.1rem" } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="textSecondary" sx={{ mt: 0.5 }} component="div">
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>{actions}</Box>}
    </Box>
  );
}
