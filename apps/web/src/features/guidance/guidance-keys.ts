/** Query keys of the advisor, the away summary and the tours (the push handler fills `advice` after a flip). */
export const guidanceKeys = {
  advice: (galaxyId: string) => ["advice", galaxyId] as const,
  summary: (galaxyId: string, since: number) => ["away-summary", galaxyId, since] as const,
  tours: ["account-tours"] as const,
};
