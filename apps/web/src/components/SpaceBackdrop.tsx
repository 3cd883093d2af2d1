import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import { StarField } from "./StarField.tsx";

/** A full-screen star-field with content centred on top (landing, sign-in, callback). */
export function SpaceBackdrop({ children }: { readonly children: ReactNode }) {
  return (
    <Box sx={{ position: "relative", minHeight: "100vh", overflow: "hidden", bgcolor: "#03040a" }}>
      <StarField />
      <Box
        sx={{
          position: "relative",
          minHeight: "100vh",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          p: 2,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
