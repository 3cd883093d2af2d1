/** What the advisor looks at (issue 18): the empire's own state plus a neutral planet and a neighbour to aim at. */
export interface AdviceInput {
  readonly galaxyId: string;
  readonly currentTurn: number;
  readonly protectedUntilTurn: number | null;
  readonly race: string;
  readonly credits: number;
  readonly foodNet: number;
  readonly turnsUntilShortage: { readonly credits: number | null; readonly food: number | null };
  readonly planets: readonly AdvicePlanet[];
  /** Explorers at home, being built, and on their way to a planet. */
  readonly explorers: { readonly home: number; readonly inBuild: number; readonly exploring: number };
  /** Fighting units in the home fleet. */
  readonly army: {
    readonly soldiers: number;
    readonly droids: number;
    readonly fighters: number;
    readonly transports: number;
    readonly agents: number;
  };
  /** The cheapest unowned planet to explore, with the fee from the nearest owned planet; null when none is free. */
  readonly nearestNeutral: {
    readonly planetId: string;
    readonly x: number;
    readonly y: number;
    readonly fee: number;
  } | null;
  /** The nearest other empire outside the family and past its protection (so it may be spied on); null when none. */
  readonly neighbour: AdviceNeighbour | null;
}

export interface AdvicePlanet {
  readonly id: string;
  readonly isHomeWorld: boolean;
  readonly size: number;
  /** Completed buildings of every type. */
  readonly built: number;
  /** Buildings ordered and still under construction. */
  readonly inProgress: number;
  readonly lasers: number;
  readonly researchCenters: number;
}

export interface AdviceNeighbour {
  readonly playerId: string;
  readonly name: string;
  /** One of its planets that may be attacked (not its home world), or null. */
  readonly colonyPlanetId: string | null;
  /** Attack rules allow it now (no protection, in range). */
  readonly attackable: boolean;
  /** The caller holds a spy or vision report on it. */
  readonly hasIntel: boolean;
}

/** One goal: `code` and `params` let a client render it in the player's language; title and reason are English. */
export interface AdviceGoal {
  readonly id: string;
  readonly code: AdviceCode;
  readonly params: Readonly<Record<string, string | number>>;
  readonly title: string;
  readonly reason: string;
  readonly link: string;
  readonly done: boolean;
}

export type AdviceCode =
  | "build_farms"
  | "build_cash_factories"
  | "protection_ending"
  | "explore_now"
  | "build_explorer"
  | "build_to_explore"
  | "build_research"
  | "spy_neighbour"
  | "train_agents"
  | "plan_attack"
  | "first_colony"
  | "grow_economy";
