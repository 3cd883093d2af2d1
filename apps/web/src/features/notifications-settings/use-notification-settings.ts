import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationSettingsRequest } from "@nova/contract";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi, useAuth } from "../../auth/auth-context.ts";

/** The signed-in player's notification settings (time zone included); nothing is fetched when signed out. */
export const useNotificationSettings = () => {
  const api = useApi();
  const { status } = useAuth();
  return useQuery({
    queryKey: queryKeys.notificationSettings,
    queryFn: ({ signal }) => api.call("notificationSettings", { signal }),
    enabled: status === "signedIn",
    staleTime: 5 * 60_000,
  });
};

export const useSaveNotificationSettings = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsRequest) => api.call("updateNotificationSettings", { body }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notificationSettings, saved),
  });
};
