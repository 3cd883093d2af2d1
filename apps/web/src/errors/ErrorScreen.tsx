import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import { useTranslation } from "react-i18next";

interface Props {
  readonly error: Error;
  readonly onTryAgain: () => void;
}

export function ErrorScreen({ error, onTryAgain }: Props) {
  const { t } = useTranslation("errors");
  return (
    <Box sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 2 }} role="alert">
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, textAlign: "center", border: 1, borderColor: "divider" }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 64, mb: 1 }} />
        <Typography variant="h4" component="h1" gutterBottom>
          {t("screen.title")}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {t("screen.text")}
        </Typography>
        {error.message && (
          <Typography
            component="pre"
            variant="body2"
            sx={{
              mb: 3,
              p: 1.5,
              bgcolor: "rgba(0,0,0,0.35)",
              borderRadius: 1,
              whiteSpace: "pre-wrap",
              textAlign: "left",
            }}
          >
            {error.message}
          </Typography>
        )}
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ justifyContent: "center" }}>
          <Button variant="contained" onClick={onTryAgain}>
            {t("screen.tryAgain")}
          </Button>
          <Button variant="outlined" onClick={() => window.location.reload()}>
            {t("screen.reload")}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
