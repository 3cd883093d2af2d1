import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Language } from "@nova/contract";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";
import { i18n } from "../../i18n/i18n.ts";
import { rememberLanguage } from "../../i18n/remember-language.ts";

/** The language the account chose (null: it follows the browser). */
export const useAccountLanguage = (enabled = true) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.accountLanguage,
    queryFn: ({ signal }) => api.call("accountLanguage", { signal }),
    enabled,
    staleTime: Infinity,
  });
};

/** Switches the game's language now and stores it on the account for every device. */
export const useChooseLanguage = () => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => api.call("setAccountLanguage", { body: { language } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKeys.accountLanguage, answer);
      rememberLanguage(answer.language);
      if (answer.language) await i18n.changeLanguage(answer.language);
    },
  });
};
