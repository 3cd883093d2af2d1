/** Every TanStack Query key in one place, so invalidations cannot miss a spelling. */
export const queryKeys = {
  authConfig: ["auth-config"] as const,
  me: ["me"] as const,
  account: ["account"] as const,
  accountLanguage: ["account", "language"] as const,
  notificationSettings: ["notification-settings"] as const,
  galaxies: ["galaxies"] as const,
  galaxyPlayers: (galaxyId: string) => ["galaxy-players", galaxyId] as const,
  races: ["races"] as const,
  turnInfo: (galaxyId: string) => ["turn-info", galaxyId] as const,
  playerStats: (galaxyId: string) => ["player-stats", galaxyId] as const,
  planets: (galaxyId: string) => ["planets", galaxyId] as const,
  /** Under "planets": what refreshes the planets (an order, a battle, a flip) refreshes the figures over them too. */
  infrastructure: (galaxyId: string) => ["planets", galaxyId, "infrastructure"] as const,
  planet: (galaxyId: string, planetId: string) => ["planet", galaxyId, planetId] as const,
  buildJobs: (galaxyId: string) => ["build-jobs", galaxyId] as const,
  unitJobs: (galaxyId: string) => ["unit-jobs", galaxyId] as const,
  events: (galaxyId: string, limit: number) => ["events", galaxyId, limit] as const,
  eventStream: (galaxyId: string, limit: number, eventTypes: string) =>
    ["event-stream", galaxyId, limit, eventTypes] as const,
  fleets: (galaxyId: string) => ["fleets", galaxyId] as const,
  researchStats: (galaxyId: string) => ["research", galaxyId, "stats"] as const,
  researchAllocation: (galaxyId: string) => ["research", galaxyId, "allocation"] as const,
  /** Prefix of every market query of a galaxy (invalidated after a trade). */
  market: (galaxyId: string) => ["market", galaxyId] as const,
  marketPrices: (galaxyId: string) => ["market", galaxyId, "prices"] as const,
  marketTransactions: (galaxyId: string) => ["market", galaxyId, "transactions"] as const,
  marketOrders: (galaxyId: string) => ["market", galaxyId, "orders"] as const,
  /** Prefix of every operations query of a galaxy (invalidated after a cast or a trigger). */
  operations: (galaxyId: string) => ["operations", galaxyId] as const,
  activeEffects: (galaxyId: string) => ["operations", galaxyId, "active-effects"] as const,
  plantedOperations: (galaxyId: string) => ["operations", galaxyId, "planted"] as const,
  infiltrations: (galaxyId: string) => ["operations", galaxyId, "infiltrations"] as const,
  activeOperations: (galaxyId: string) => ["operations", galaxyId, "active"] as const,
  playerRankings: (galaxyId: string) => ["rankings", galaxyId, "players"] as const,
  familyRankings: (galaxyId: string) => ["rankings", galaxyId, "families"] as const,
  familyRankingMembers: (galaxyId: string, familyId: string) => ["rankings", galaxyId, "members", familyId] as const,
  publicEmpire: (galaxyId: string, playerId: string) => ["rankings", galaxyId, "empire", playerId] as const,
  familyMembers: (galaxyId: string, familyId: string) => ["family", galaxyId, "members", familyId] as const,
  familyVotingResults: (galaxyId: string, familyId: string) => ["family", galaxyId, "voting", familyId] as const,
  /** Under "events" so that whatever refreshes a galaxy's events refreshes the family feed too. */
  familyEvents: (galaxyId: string, familyId: string, limit: number, eventTypes: string) =>
    ["events", galaxyId, "family", familyId, limit, eventTypes] as const,
  /** Prefix of every message query of a galaxy: a push `message` hint refreshes exactly these. */
  messages: (galaxyId: string) => ["messages", galaxyId] as const,
  messageUnread: (galaxyId: string) => ["messages", galaxyId, "unread"] as const,
  familyMessages: (galaxyId: string) => ["messages", galaxyId, "family"] as const,
  conversations: (galaxyId: string) => ["messages", galaxyId, "conversations"] as const,
  directMessages: (galaxyId: string, playerId: string) => ["messages", galaxyId, "direct", playerId] as const,
  news: (galaxyId: string, limit: number) => ["news", galaxyId, limit] as const,
  aidAllowance: (galaxyId: string) => ["family", galaxyId, "aid-allowance"] as const,
};
