import type { ReactElement } from "react";
import type { Resource } from "@nova/rules";
import MonetizationOnIcon from "@mui/icons-material/MonetizationOn";
import GrassIcon from "@mui/icons-material/Grass";
import HardwareIcon from "@mui/icons-material/Hardware";
import DiamondIcon from "@mui/icons-material/Diamond";
import AutoAwesomeIcon from "@mui/icons-material/AutoAwesome";
import { i18n } from "../i18n/i18n.ts";

export interface ResourceVisual {
  /** The resource's name in the current language (`common:resources.<resource>`). */
  readonly label: string;
  readonly colour: string;
  readonly icon: ReactElement;
}

const visual = (resource: Resource, colour: string, icon: ReactElement): ResourceVisual => ({
  colour,
  icon,
  get label() {
    return i18n.t(`common:resources.${resource}`);
  },
});

/** How each of the five resources looks wherever it is shown. */
export const RESOURCE_VISUALS: Readonly<Record<Resource, ResourceVisual>> = {
  credits: visual("credits", "#ffca28", <MonetizationOnIcon fontSize="inherit" />),
  food: visual("food", "#81c784", <GrassIcon fontSize="inherit" />),
  iron: visual("iron", "#b0bec5", <HardwareIcon fontSize="inherit" />),
  endurium: visual("endurium", "#4dd0e1", <DiamondIcon fontSize="inherit" />),
  octarine: visual("octarine", "#ce93d8", <AutoAwesomeIcon fontSize="inherit" />),
};
