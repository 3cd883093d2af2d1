/** A screen of the spec that is routed but not built yet: its title and what it will offer. */
export interface UnavailableScreen {
  readonly title: string;
  readonly subtitle?: string;
  readonly features: readonly string[];
}

/** Every screen of the spec is built now; the machinery stays for the next one that is routed early. */
export type UnavailableScreenKey = never;

export const UNAVAILABLE_SCREENS: Readonly<Record<UnavailableScreenKey, UnavailableScreen>> = {};
