import { useEffect, useLayoutEffect, useRef, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { ChatMessage } from "@nova/contract";
import { ErrorState } from "../../components/ErrorState.tsx";
import { LoadingState } from "../../components/LoadingState.tsx";
import { MessageBubble } from "./MessageBubble.tsx";
import { MessageComposer } from "./MessageComposer.tsx";
import { ReportDialog } from "./ReportDialog.tsx";
import { useChannelMessages, useMarkRead, type ChannelRef } from "./use-messages.ts";
import { useTranslation } from "react-i18next";

interface Props {
  readonly galaxyId: string;
  readonly channel: ChannelRef;
  readonly emptyText: string;
  readonly placeholder: string;
}

/**
 * One channel: older messages above (loaded on demand), the newest at the bottom, the composer under them. What is
 * on screen is marked read up to the newest message.
 */
export function MessageThread({ galaxyId, channel, emptyText, placeholder }: Props) {
  const { t } = useTranslation("messages");
  const messages = useChannelMessages(galaxyId, channel);
  const { mutate: markRead } = useMarkRead(galaxyId);
  const [reporting, setReporting] = useState<ChatMessage | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const pages = messages.data?.pages ?? [];
  const newestFirst = pages.flatMap((p) => p.messages);
  const newest = newestFirst[0];
  const channelName = channel.kind === "family" ? "family" : channel.playerId;

  const newestId = newest?.id;

  // Whatever is on screen is read: mark the channel up to its newest message whenever that changes.
  useEffect(() => {
    if (newestId) markRead({ channel: channelName, upTo: newestId });
  }, [newestId, channelName, markRead]);
  // Not returned: Chromium's scrollIntoView answers a promise, which React would take for a cleanup.
  useLayoutEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [newestId]);

  if (messages.isPending) return <LoadingState text={t("thread.loading")} />;
  if (messages.isError) return <ErrorState message={t("thread.failed")} onRetry={() => void messages.refetch()} />;

  return (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0 }}>
      <Box
        data-testid="message-list"
        sx={{ flex: 1, overflowY: "auto", p: 1.5, display: "flex", flexDirection: "column", gap: 1, minHeight: 0 }}
      >
        {messages.hasNextPage && (
          <Button
            size="small"
            onClick={() => void messages.fetchNextPage()}
            disabled={messages.isFetchingNextPage}
            sx={{ alignSelf: "center" }}
          >
            {t("thread.older")}
          </Button>
        )}
        {newestFirst.length === 0 && (
          <Box sx={{ m: "auto", color: "text.secondary", textAlign: "center", px: 2 }}>{emptyText}</Box>
        )}
        {[...newestFirst].reverse().map((m) => (
          <MessageBubble key={m.id} message={m} onReport={setReporting} />
        ))}
        <div ref={bottom} />
      </Box>
      <Box sx={{ borderTop: "1px solid rgba(255, 255, 255, 0.08)" }}>
        <MessageComposer galaxyId={galaxyId} channel={channel} placeholder={placeholder} />
      </Box>
      {reporting && <ReportDialog galaxyId={galaxyId} message={reporting} onClose={() => setReporting(null)} />}
    </Box>
  );
}
