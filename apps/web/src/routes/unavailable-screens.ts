/** A screen of the spec that is routed but not built yet: its title and what it will offer. */
export interface UnavailableScreen {
  readonly title: string;
  readonly subtitle?: string;
  readonly features: readonly string[];
}

export type UnavailableScreenKey = "market" | "operations";

export const UNAVAILABLE_SCREENS: Readonly<Record<UnavailableScreenKey, UnavailableScreen>> = {
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
};
