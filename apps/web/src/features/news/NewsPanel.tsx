import Box from "@mui/material/Box";
import NewspaperIcon from "@mui/icons-material/Newspaper";
import { DashboardSection } from "../dashboard/DashboardSection.tsx";
import { NewsList } from "./NewsList.tsx";
import { useTranslation } from "react-i18next";

/** The dashboard's Galaxy News: the latest public headlines. */
export function NewsPanel({ galaxyId }: { readonly galaxyId: string }) {
  const { t } = useTranslation("news");
  return (
    <DashboardSection title={t("title")} icon={<NewspaperIcon />} testId="galaxy-news">
      <Box sx={{ maxHeight: 360, overflowY: "auto", pr: 0.5 }}>
        <NewsList galaxyId={galaxyId} limit={10} />
      </Box>
    </DashboardSection>
  );
}
