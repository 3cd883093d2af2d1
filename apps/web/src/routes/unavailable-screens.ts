/** A screen of the spec that is routed but not built yet: its title and what it will offer. */
export interface UnavailableScreen {
  readonly title: string;
  readonly subtitle?: string;
  readonly features: readonly string[];
}

export type UnavailableScreenKey = "operations";

export const UNAVAILABLE_SCREENS: Readonly<Record<UnavailableScreenKey, UnavailableScreen>> = {
  operations: {
    title: "Operations",
    features: ["Covert agent operations", "Magic spells paid in octarine", "Active effects and planted operations"],
  },
};
