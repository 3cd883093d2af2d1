import { Navigate, Route, Routes } from "react-router";
import { RequireAuth } from "../auth/RequireAuth.tsx";
import { GameLayout } from "../layout/GameLayout.tsx";
import { AccountPage } from "../pages/AccountPage.tsx";
import { AuthCallbackPage } from "../pages/AuthCallbackPage.tsx";
import { BuildQueuePage } from "../pages/BuildQueuePage.tsx";
import { CombatLogPage } from "../pages/CombatLogPage.tsx";
import { CreateCharacterPage } from "../pages/CreateCharacterPage.tsx";
import { FamilyPage } from "../pages/FamilyPage.tsx";
import { FleetsPage } from "../pages/FleetsPage.tsx";
import { DashboardPage } from "../pages/DashboardPage.tsx";
import { GalaxyListPage } from "../pages/GalaxyListPage.tsx";
import { LandingPage } from "../pages/LandingPage.tsx";
import { LoginPage } from "../pages/LoginPage.tsx";
import { MapLandingPage } from "../pages/MapLandingPage.tsx";
import { MarketPage } from "../pages/MarketPage.tsx";
import { OperationsPage } from "../pages/OperationsPage.tsx";
import { PlanetsPage } from "../pages/PlanetsPage.tsx";
import { RankingsPage } from "../pages/RankingsPage.tsx";
import { ResearchPage } from "../pages/ResearchPage.tsx";
import { SelectPlayerPage } from "../pages/SelectPlayerPage.tsx";
import { CreateGalaxyPage } from "../pages/CreateGalaxyPage.tsx";
import { GalaxyCreationStatusPage } from "../pages/GalaxyCreationStatusPage.tsx";
import { GalaxyEntryPage } from "../pages/GalaxyEntryPage.tsx";
import { GridMapPage } from "../pages/GridMapPage.tsx";
import { ManageGalaxyPage } from "../pages/ManageGalaxyPage.tsx";
import { Map3DPage } from "../pages/Map3DPage.tsx";
import { UnavailablePage } from "../pages/UnavailablePage.tsx";
import { EmailLinkPage } from "../features/notifications-settings/EmailLinkPage.tsx";
import type { UnavailableScreenKey } from "./unavailable-screens.ts";

/** Routed screens of the spec that are not built yet, with the key of their title and panel. */
const UNAVAILABLE_ROUTES: readonly (readonly [string, UnavailableScreenKey])[] = [];

/** Every route of core-play section 2; anything else goes back to the landing page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/auth/callback" element={<AuthCallbackPage />} />
      <Route path="/email/confirm" element={<EmailLinkPage action="confirm" />} />
      <Route path="/email/unsubscribe" element={<EmailLinkPage action="unsubscribe" />} />
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
        <Route path="/map-grid" element={<GridMapPage />} />
        <Route path="/galaxy-map-grid" element={<GridMapPage />} />
        <Route path="/map-3d" element={<Map3DPage />} />
        <Route path="/galaxy-map-3d" element={<Map3DPage />} />
        <Route path="/create-galaxy" element={<CreateGalaxyPage />} />
        <Route path="/galaxy-creation/status/:jobId" element={<GalaxyCreationStatusPage />} />
        <Route path="/manage-galaxy/:galaxyId" element={<ManageGalaxyPage />} />
        <Route path="/galaxy/:galaxyId" element={<GalaxyEntryPage />} />
        <Route path="/planets" element={<PlanetsPage />} />
        <Route path="/build-queue" element={<BuildQueuePage />} />
        <Route path="/fleets" element={<FleetsPage />} />
        <Route path="/combat-log" element={<CombatLogPage />} />
        <Route path="/rankings" element={<RankingsPage />} />
        <Route path="/research" element={<ResearchPage />} />
        <Route path="/family" element={<FamilyPage />} />
        <Route path="/market" element={<MarketPage />} />
        <Route path="/operations" element={<OperationsPage />} />
        {UNAVAILABLE_ROUTES.map(([path, screen]) => (
          <Route key={path} path={path} element={<UnavailablePage screen={screen} />} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
