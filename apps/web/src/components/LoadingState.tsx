import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

/** A centred spinner inside a page section. */
export function LoadingState({ text }: { readonly text?: string }) {
  const { t } = useTranslation("common");
  return (
    <Box sx={{ py: 8, display: "flex", flexDirection: "column", alignItems: "center", gap: 2 }} role="status">
      <CircularProgress size={36} />
      <Typography color="textSecondary">{text ?? t("loading")}</Typography>
    </Box>
  );
}
