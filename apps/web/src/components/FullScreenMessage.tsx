import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";

/** A centred spinner and line of text for whole-page waits ("Verifying authentication...", ...). */
export function FullScreenMessage({ text }: { readonly text: string }) {
  return (
    <Box
      sx={{
        minHeight: "100vh",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 2,
      }}
      role="status"
    >
      <CircularProgress />
      <Typography color="textSecondary">{text}</Typography>
    </Box>
  );
}
