/** A screen of the spec that is routed but not built yet: its title and what it will offer. */
export interface UnavailableScreen {
  readonly title: string;
  readonly subtitle?: string;
  readonly features: readonly string[];
}

export type UnavailableScreenKey =
  | "fleets"
  | "mapGrid"
  | "map3d"
  | "combatLog"
  | "family"
  | "research"
  | "rankings"
  | "market"
  | "operations"
  | "createGalaxy"
  | "galaxyCreationStatus"
  | "manageGalaxy";

export const UNAVAILABLE_SCREENS: Readonly<Record<UnavailableScreenKey, UnavailableScreen>> = {
  fleets: {
    title: "Fleet Management",
    subtitle: "Manage your fleets and send them on missions to explore or attack.",
    features: [
      "Send missions to explore and colonize or to attack",
      "Station, reinforce, move and recall fleets",
      "Build soldiers, droids, fighters, bombers, transports, agents, wizards and explorers",
    ],
  },
  mapGrid: {
    title: "Galaxy Map",
    subtitle: "2D Grid View",
    features: [
      "A pannable, zoomable grid of every star system",
      "Jump to coordinates or to your home system",
      "Overlays for portals, fleets in transit, other homes and intel",
    ],
  },
  map3d: {
    title: "Galaxy Map",
    subtitle: "3D View",
    features: [
      "Fly through the galaxy's star systems in three dimensions",
      "Your territory, enemy homes, portals and fleets in transit",
      "Explore, attack and run operations straight from the map",
    ],
  },
  combatLog: {
    title: "Empire Log",
    features: [
      "Battles, operations, spells, buildings and units in one log",
      "Battle reports and intelligence results",
    ],
  },
  family: {
    title: "Family",
    features: ["Members of your family and their roles", "Fleet activity of the family", "Leadership voting"],
  },
  research: {
    title: "Research",
    features: ["Invest credits into research", "Allocate science across the five fields", "Science bonuses"],
  },
  rankings: {
    title: "Rankings",
    features: ["Player and family rankings by networth", "Family members and home systems"],
  },
  market: {
    title: "Market",
    features: [
      "Live prices for food, iron, endurium and octarine",
      "Buy and sell resources",
      "Your transactions and orders",
    ],
  },
  operations: {
    title: "Operations",
    features: ["Covert agent operations", "Magic spells paid in octarine", "Active effects and planted operations"],
  },
  createGalaxy: {
    title: "Create Galaxy",
    features: ["A four-step wizard: basics, grid, families and planets, review", "Estimates of systems and planets"],
  },
  galaxyCreationStatus: {
    title: "Galaxy Creation Status",
    features: ["Progress of a galaxy being generated", "Counts of systems and planets when done"],
  },
  manageGalaxy: {
    title: "Manage Galaxy Access",
    features: ["Make a galaxy private or public", "Invite players and revoke invitations"],
  },
};
