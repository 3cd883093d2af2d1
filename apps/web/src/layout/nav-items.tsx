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

export interface NavItem {
  readonly label: string;
  readonly path: string;
  readonly icon: ReactElement;
}

/** The side navigation of core-play section 2, in the spec's order, with Messages (issue 17) after Family. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Dashboard", path: "/dashboard", icon: <DashboardIcon /> },
  { label: "Planets", path: "/planets", icon: <PublicIcon /> },
  { label: "Fleets", path: "/fleets", icon: <RocketLaunchIcon /> },
  { label: "Build Queue", path: "/build-queue", icon: <ConstructionIcon /> },
  { label: "Galaxy Map", path: "/map-3d", icon: <TravelExploreIcon /> },
  { label: "Operations", path: "/operations", icon: <SecurityIcon /> },
  { label: "Market", path: "/market", icon: <StorefrontIcon /> },
  { label: "Empire Log", path: "/combat-log", icon: <MenuBookIcon /> },
  { label: "Family", path: "/family", icon: <GroupsIcon /> },
  { label: "Messages", path: "/messages", icon: <ForumIcon /> },
  { label: "Research", path: "/research", icon: <ScienceIcon /> },
  { label: "Rankings", path: "/rankings", icon: <LeaderboardIcon /> },
];

/** Every map route: the Galaxy Map link stays lit on the landing, both grid paths and both 3D paths. */
const MAP_PATHS = new Set(["/map", "/map-grid", "/galaxy-map-grid", "/map-3d", "/galaxy-map-3d"]);

/** Whether the link to `itemPath` is the current screen's. */
export const isNavActive = (itemPath: string, pathname: string): boolean =>
  pathname === itemPath || (itemPath === "/map-3d" && MAP_PATHS.has(pathname));

/** Each link keeps the galaxy: "/fleets?galaxyId=demo". */
export const navHref = (path: string, galaxyId: string): string =>
  `${path}?${new URLSearchParams({ galaxyId }).toString()}`;
