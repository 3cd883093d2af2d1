import { Navigate, Route, Routes } from "react-router";
import { RequireAuth } from "../auth/RequireAuth.tsx";
import { GameLayout } from "../layout/GameLayout.tsx";
import { AccountPage } from "../pages/AccountPage.tsx";
import { AuthCallbackPage } from "../pages/AuthCallbackPage.tsx";
import { CreateCharacterPage } from "../pages/CreateCharacterPage.tsx";
import { DashboardPage } from "../pages/DashboardPage.tsx";
import { GalaxyListPage } from "../pages/GalaxyListPage.tsx";
import { LandingPage } from "../pages/LandingPage.tsx";
import { LoginPage } from "../pages/LoginPage.tsx";
import { MapLandingPage } from "../pages/MapLandingPage.tsx";
import { SelectPlayerPage } from "../pages/SelectPlayerPage.tsx";
import { UnavailablePage } from "../pages/UnavailablePage.tsx";
import type { UnavailableScreenKey } from "./unavailable-screens.ts";

/** Routed screens of the spec that are not built yet, with the key of their title and panel. */
const UNAVAILABLE_ROUTES: readonly (readonly [string, UnavailableScreenKey])[] = [
  ["/planets", "planets"],
  ["/fleets", "fleets"],
  ["/build-queue", "buildQueue"],
  ["/map-grid", "mapGrid"],
  ["/galaxy-map-grid", "mapGrid"],
  ["/map-3d", "map3d"],
  ["/galaxy-map-3d", "map3d"],
  ["/combat-log", "combatLog"],
  ["/family", "family"],
  ["/research", "research"],
  ["/rankings", "rankings"],
  ["/market", "market"],
  ["/operations", "operations"],
  ["/create-galaxy", "createGalaxy"],
  ["/galaxy-creation/status/:jobId", "galaxyCreationStatus"],
  ["/manage-galaxy/:galaxyId", "manageGalaxy"],
];

/** Every route of core-play section 2; anything else goes back to the landing page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/auth/callback" element={<AuthCallbackPage />} />
      <Route
        element={
          <RequireAuth>
            <GameLayout />
          </RequireAuth>
        }
      >
        <Route path="/galaxies" element={<GalaxyListPage />} />
        <Route path="/galaxy-selection" element={<GalaxyListPage />} />
        <Route path="/select-player/:galaxyId" element={<SelectPlayerPage />} />
        <Route path="/create-character/:galaxyId" element={<CreateCharacterPage />} />
        <Route path="/account" element={<AccountPage />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/map" element={<MapLandingPage />} />
        {UNAVAILABLE_ROUTES.map(([path, screen]) => (
          <Route key={path} path={path} element={<UnavailablePage screen={screen} />} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
