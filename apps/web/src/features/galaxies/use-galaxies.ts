import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";

export const useGalaxies = () => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.galaxies,
    queryFn: ({ signal }) => api.call("galaxyList", { signal }),
  });
};
