import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";

/** The race catalogue rarely changes while a page is open. */
export const useRaces = () => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.races,
    queryFn: ({ signal }) => api.call("races", { signal }),
    staleTime: 60 * 60 * 1000,
  });
};
