import Box from "@mui/material/Box";
import NewspaperIcon from "@mui/icons-material/Newspaper";
import { DashboardSection } from "../dashboard/DashboardSection.tsx";
import { NewsList } from "./NewsList.tsx";

/** The dashboard's Galaxy News: the latest public headlines. */
export function NewsPanel({ galaxyId }: { readonly galaxyId: string }) {
  return (
    <DashboardSection title="Galaxy News" icon={<NewspaperIcon />} testId="galaxy-news">
      <Box sx={{ maxHeight: 360, overflowY: "auto", pr: 0.5 }}>
        <NewsList galaxyId={galaxyId} limit={10} />
      </Box>
    </DashboardSection>
  );
}
