import { Suspense } from "react";
import { Navigate, Route, Routes } from "react-router";
import { FullScreenMessage } from "../components/FullScreenMessage.tsx";
import { lazyPage } from "./lazy-page.ts";
import { RequireAuth } from "../auth/RequireAuth.tsx";
import { LandingPage } from "../pages/LandingPage.tsx";
import type { UnavailableScreenKey } from "./unavailable-screens.ts";
import { useTranslation } from "react-i18next";

// Every screen but the landing page is its own chunk, fetched when first visited: the first download of /
// and /login carries only what they show (three.js and the 3D map stay behind the map screen).
const GameLayout = lazyPage(() => import("../layout/GameLayout.tsx"), "GameLayout");
const AccountPage = lazyPage(() => import("../pages/AccountPage.tsx"), "AccountPage");
const AuthCallbackPage = lazyPage(() => import("../pages/AuthCallbackPage.tsx"), "AuthCallbackPage");
const BuildQueuePage = lazyPage(() => import("../pages/BuildQueuePage.tsx"), "BuildQueuePage");
const CombatLogPage = lazyPage(() => import("../pages/CombatLogPage.tsx"), "CombatLogPage");
const CreateCharacterPage = lazyPage(() => import("../pages/CreateCharacterPage.tsx"), "CreateCharacterPage");
const FamilyPage = lazyPage(() => import("../pages/FamilyPage.tsx"), "FamilyPage");
const FleetsPage = lazyPage(() => import("../pages/FleetsPage.tsx"), "FleetsPage");
const DashboardPage = lazyPage(() => import("../pages/DashboardPage.tsx"), "DashboardPage");
const GalaxyListPage = lazyPage(() => import("../pages/GalaxyListPage.tsx"), "GalaxyListPage");
const LoginPage = lazyPage(() => import("../pages/LoginPage.tsx"), "LoginPage");
const MapLandingPage = lazyPage(() => import("../pages/MapLandingPage.tsx"), "MapLandingPage");
const MarketPage = lazyPage(() => import("../pages/MarketPage.tsx"), "MarketPage");
const MessagesPage = lazyPage(() => import("../pages/MessagesPage.tsx"), "MessagesPage");
const EmailLinkPage = lazyPage(() => import("../features/notifications-settings/EmailLinkPage.tsx"), "EmailLinkPage");
const OperationsPage = lazyPage(() => import("../pages/OperationsPage.tsx"), "OperationsPage");
const PlanetsPage = lazyPage(() => import("../pages/PlanetsPage.tsx"), "PlanetsPage");
const RankingsPage = lazyPage(() => import("../pages/RankingsPage.tsx"), "RankingsPage");
const ResearchPage = lazyPage(() => import("../pages/ResearchPage.tsx"), "ResearchPage");
const RoundResultsPage = lazyPage(() => import("../pages/RoundResultsPage.tsx"), "RoundResultsPage");
const HallOfFamePage = lazyPage(() => import("../pages/HallOfFamePage.tsx"), "HallOfFamePage");
const SelectPlayerPage = lazyPage(() => import("../pages/SelectPlayerPage.tsx"), "SelectPlayerPage");
const CreateGalaxyPage = lazyPage(() => import("../pages/CreateGalaxyPage.tsx"), "CreateGalaxyPage");
const GalaxyCreationStatusPage = lazyPage(
  () => import("../pages/GalaxyCreationStatusPage.tsx"),
  "GalaxyCreationStatusPage",
);
const GalaxyEntryPage = lazyPage(() => import("../pages/GalaxyEntryPage.tsx"), "GalaxyEntryPage");
const GridMapPage = lazyPage(() => import("../pages/GridMapPage.tsx"), "GridMapPage");
const ManageGalaxyPage = lazyPage(() => import("../pages/ManageGalaxyPage.tsx"), "ManageGalaxyPage");
const Map3DPage = lazyPage(() => import("../pages/Map3DPage.tsx"), "Map3DPage");
const UnavailablePage = lazyPage(() => import("../pages/UnavailablePage.tsx"), "UnavailablePage");

/** Routed screens of the spec that are not built yet, with the key of their title and panel. */
const UNAVAILABLE_ROUTES: readonly (readonly [string, UnavailableScreenKey])[] = [];

/** Every route of core-play section 2; anything else goes back to the landing page. */
export function AppRoutes() {
  const { t } = useTranslation("common");
  return (
    <Suspense fallback={<FullScreenMessage text={t("loading")} />}>
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
          <Route path="/messages" element={<MessagesPage />} />
          <Route path="/operations" element={<OperationsPage />} />
          <Route path="/round-results" element={<RoundResultsPage />} />
          <Route path="/hall-of-fame" element={<HallOfFamePage />} />
          {UNAVAILABLE_ROUTES.map(([path, screen]) => (
            <Route key={path} path={path} element={<UnavailablePage screen={screen} />} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
