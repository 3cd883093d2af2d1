import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";

/** A centred spinner inside a page section. */
export function LoadingState({ text = "Loading..." }: { readonly text?: string }) {
  return (
    <Box sx={{ py: 8, display: "flex", flexDirection: "column", alignItems: "center", gap: 2 }} role="status">
      <CircularProgress size={36} />
      <Typography color="textSecondary">{text}</Typography>
    </Box>
  );
}
