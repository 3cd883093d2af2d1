import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";

export const useAccount = () => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.account,
    queryFn: ({ signal }) => api.call("account", { signal }),
  });
};
