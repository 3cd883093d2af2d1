import type { ReactElement } from "react";
import type { Resource } from "@nova/rules";
import MonetizationOnIcon from "@mui/icons-material/MonetizationOn";
import GrassIcon from "@mui/icons-material/Grass";
import HardwareIcon from "@mui/icons-material/Hardware";
import DiamondIcon from "@mui/icons-material/Diamond";
import AutoAwesomeIcon from "@mui/icons-material/AutoAwesome";

export interface ResourceVisual {
  readonly label: string;
  readonly colour: string;
  readonly icon: ReactElement;
}

/** How each of the five resources looks wherever it is shown. */
export const RESOURCE_VISUALS: Readonly<Record<Resource, ResourceVisual>> = {
  credits: { label: "Credits", colour: "#ffca28", icon: <MonetizationOnIcon fontSize="inherit" /> },
  food: { label: "Food", colour: "#81c784", icon: <GrassIcon fontSize="inherit" /> },
  iron: { label: "Iron", colour: "#b0bec5", icon: <HardwareIcon fontSize="inherit" /> },
  endurium: { label: "Endurium", colour: "#4dd0e1", icon: <DiamondIcon fontSize="inherit" /> },
  octarine: { label: "Octarine", colour: "#ce93d8", icon: <AutoAwesomeIcon fontSize="inherit" /> },
};
