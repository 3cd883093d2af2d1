import type { ReactElement } from "react";
import DashboardIcon from "@mui/icons-material/Dashboard";
import PublicIcon from "@mui/icons-material/Public";
import RocketLaunchIcon from "@mui/icons-material/RocketLaunch";
import ConstructionIcon from "@mui/icons-material/Construction";
import TravelExploreIcon from "@mui/icons-material/TravelExplore";
import SecurityIcon from "@mui/icons-material/Security";
import StorefrontIcon from "@mui/icons-material/Storefront";
import MenuBookIcon from "@mui/icons-material/MenuBook";
import GroupsIcon from "@mui/icons-material/Groups";
import ScienceIcon from "@mui/icons-material/Science";
import LeaderboardIcon from "@mui/icons-material/Leaderboard";
import ForumIcon from "@mui/icons-material/Forum";
import { i18n } from "../i18n/i18n.ts";

/** The screens of the side navigation; each one's label is `layout:nav.<id>` in the catalogue. */
export type NavId =
  | "dashboard"
  | "planets"
  | "fleets"
  | "buildQueue"
  | "galaxyMap"
  | "operations"
  | "market"
  | "empireLog"
  | "family"
  | "messages"
  | "research"
  | "rankings";

export interface NavItem {
  readonly id: NavId;
  /** The label in the current language. */
  readonly label: string;
  readonly path: string;
  readonly icon: ReactElement;
}

const item = (id: NavId, path: string, icon: ReactElement): NavItem => ({
  id,
  path,
  icon,
  get label() {
    return i18n.t(`layout:nav.${id}`);
  },
});

/** The side navigation of core-play section 2, in the spec's order, with Messages (issue 17) after Family. */
export const NAV_ITEMS: readonly NavItem[] = [
  item("dashboard", "/dashboard", <DashboardIcon />),
  item("planets", "/planets", <PublicIcon />),
  item("fleets", "/fleets", <RocketLaunchIcon />),
  item("buildQueue", "/build-queue", <ConstructionIcon />),
  item("galaxyMap", "/map-3d", <TravelExploreIcon />),
  item("operations", "/operations", <SecurityIcon />),
  item("market", "/market", <StorefrontIcon />),
  item("empireLog", "/combat-log", <MenuBookIcon />),
  item("family", "/family", <GroupsIcon />),
  item("messages", "/messages", <ForumIcon />),
  item("research", "/research", <ScienceIcon />),
  item("rankings", "/rankings", <LeaderboardIcon />),
];

/** Every map route: the Galaxy Map link stays lit on the landing, both grid paths and both 3D paths. */
const MAP_PATHS = new Set(["/map", "/map-grid", "/galaxy-map-grid", "/map-3d", "/galaxy-map-3d"]);

/** Whether the link to `itemPath` is the current screen's. */
export const isNavActive = (itemPath: string, pathname: string): boolean =>
  pathname === itemPath || (itemPath === "/map-3d" && MAP_PATHS.has(pathname));

/** Each link keeps the galaxy: "/fleets?galaxyId=demo". */
export const navHref = (path: string, galaxyId: string): string =>
  `${path}?${new URLSearchParams({ galaxyId }).toString()}`;
