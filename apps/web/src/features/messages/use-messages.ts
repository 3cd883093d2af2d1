import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MessagePage } from "@nova/contract";
import { queryKeys } from "../../api/query-keys.ts";
import { useApi } from "../../auth/auth-context.ts";

/** Push refreshes messages at once; polling underneath covers a lost socket. */
export const MESSAGES_REFRESH_MS = 30_000;
const PAGE_SIZE = 50;

/** A conversation on the Messages page: the family channel or one other player. */
export type ChannelRef = { readonly kind: "family" } | { readonly kind: "direct"; readonly playerId: string };

export const useUnreadCounts = (galaxyId: string | null, enabled: boolean) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.messageUnread(galaxyId ?? ""),
    queryFn: ({ signal }) => api.call("unreadMessages", { params: { galaxyId: galaxyId ?? "" }, signal }),
    enabled: enabled && galaxyId !== null,
    refetchInterval: MESSAGES_REFRESH_MS,
  });
};

export const useConversations = (galaxyId: string) => {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.conversations(galaxyId),
    queryFn: ({ signal }) => api.call("conversations", { params: { galaxyId }, signal }),
    refetchInterval: MESSAGES_REFRESH_MS,
  });
};

/** A channel's messages, newest page first; older pages load on demand. */
export const useChannelMessages = (galaxyId: string, channel: ChannelRef, enabled = true) => {
  const api = useApi();
  return useInfiniteQuery({
    queryKey:
      channel.kind === "family"
        ? queryKeys.familyMessages(galaxyId)
        : queryKeys.directMessages(galaxyId, channel.playerId),
    queryFn: ({ signal, pageParam }): Promise<MessagePage> => {
      const query = { limit: PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) };
      return channel.kind === "family"
        ? api.call("familyMessages", { params: { galaxyId }, query, signal })
        : api.call("directMessages", { params: { galaxyId, playerId: channel.playerId }, query, signal });
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled,
    refetchInterval: MESSAGES_REFRESH_MS,
  });
};

const useMessagesRefresh = (galaxyId: string) => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.messages(galaxyId) });
};

export const useSendMessage = (galaxyId: string, channel: ChannelRef) => {
  const api = useApi();
  const refresh = useMessagesRefresh(galaxyId);
  return useMutation({
    mutationFn: (body: string) =>
      channel.kind === "family"
        ? api.call("sendFamilyMessage", { params: { galaxyId }, body: { body } })
        : api.call("sendDirectMessage", { params: { galaxyId, playerId: channel.playerId }, body: { body } }),
    onSuccess: refresh,
  });
};

export const useMarkRead = (galaxyId: string) => {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { channel: string; upTo: string }) =>
      api.call("markMessagesRead", { params: { galaxyId }, body: input }),
    onSuccess: (unread) => {
      client.setQueryData(queryKeys.messageUnread(galaxyId), unread);
      void client.invalidateQueries({ queryKey: queryKeys.conversations(galaxyId) });
    },
  });
};

export const useBlock = (galaxyId: string) => {
  const api = useApi();
  const refresh = useMessagesRefresh(galaxyId);
  return useMutation({
    mutationFn: ({ playerId, block }: { playerId: string; block: boolean }) =>
      api.call(block ? "blockPlayer" : "unblockPlayer", { params: { galaxyId, playerId } }),
    onSuccess: refresh,
  });
};

export const useReportMessage = (galaxyId: string) => {
  const api = useApi();
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: string; reason: string }) =>
      api.call("reportMessage", { params: { galaxyId, messageId }, body: { reason } }),
  });
};
