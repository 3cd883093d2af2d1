import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@nova/contract";
import { bundleAnswers, dashboardBundle } from "./dashboard-bundle.ts";
import { isGalaxyQuery } from "./push-protocol.ts";
import type { RefreshPlan } from "./push-refresh.ts";

/**
 * Refetches what a push hint's plan names (push-refresh.ts). The queries on screen that GET /player/dashboard can
 * answer are asked for in that one request and filled from its answer; the rest are invalidated as before (those on
 * screen refetch, the others refetch when next shown). When the one request fails, its queries are invalidated
 * too, so a hint never leaves a screen behind.
 */
export const refetchAfterHint = async (
  queryClient: QueryClient,
  api: Pick<ApiClient, "call">,
  galaxyId: string,
  plan: RefreshPlan,
): Promise<void> => {
  const planned = (queryKey: readonly unknown[], data: unknown) =>
    isGalaxyQuery(queryKey, galaxyId) && plan.matches(queryKey, data);
  const onScreen = queryClient
    .getQueryCache()
    .findAll({ type: "active", predicate: (query) => planned(query.queryKey, query.state.data) });
  const bundle = dashboardBundle(
    onScreen.map((query) => query.queryKey),
    galaxyId,
  );
  const bundled = new Set<unknown>(bundle ? bundle.keys.values() : []);
  const others = queryClient.invalidateQueries({
    predicate: (query) => !bundled.has(query.queryKey) && planned(query.queryKey, query.state.data),
  });
  if (bundle) {
    try {
      const answer = await api.call("dashboard", { params: { galaxyId }, query: bundle.query });
      for (const [key, data] of bundleAnswers(bundle, answer)) queryClient.setQueryData(key, data);
    } catch {
      await queryClient.invalidateQueries({ predicate: (query) => bundled.has(query.queryKey) });
    }
  }
  await others;
};
