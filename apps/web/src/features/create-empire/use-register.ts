import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RouteBody } from "@nova/contract";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";

/** Registers a new empire; the profile (and so the galaxy list) changes, so both are refetched. */
export const useRegister = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<"register">) => api.call("register", { body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.galaxies }),
        queryClient.invalidateQueries({ queryKey: queryKeys.account }),
      ]);
    },
  });
};
