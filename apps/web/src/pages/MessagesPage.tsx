import { useSearchParams } from "react-router";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { ErrorState } from "../components/ErrorState.tsx";
import { PageHeader } from "../components/PageHeader.tsx";
import { usePlayerStats } from "../features/empire/use-player-stats.ts";
import { useGameContext } from "../features/game/use-game-context.ts";
import { BlockButton } from "../features/messages/BlockButton.tsx";
import { ConversationList } from "../features/messages/ConversationList.tsx";
import { MessageThread } from "../features/messages/MessageThread.tsx";
import { NewMessagePicker } from "../features/messages/NewMessagePicker.tsx";
import { useConversations, useUnreadCounts, type ChannelRef } from "../features/messages/use-messages.ts";
import { useGalaxyPlayers } from "../features/players/use-galaxy-players.ts";
import { useTranslation } from "react-i18next";

/** /messages?galaxyId=[&with=playerId | &channel=family]: the family channel and private conversations. */
export function MessagesPage() {
  const { galaxyId, player } = useGameContext();
  const { t } = useTranslation("messages");
  if (!galaxyId || !player) {
    return (
      <>
        <PageHeader title={t("title")} />
        <ErrorState message={t("page.noPlayer")} />
      </>
    );
  }
  return <Messages galaxyId={galaxyId} playerId={player.playerId} />;
}

function Messages({ galaxyId, playerId }: { readonly galaxyId: string; readonly playerId: string }) {
  const [search, setSearch] = useSearchParams();
  const { t } = useTranslation("messages");
  const stats = usePlayerStats(galaxyId);
  const unread = useUnreadCounts(galaxyId, true);
  const conversations = useConversations(galaxyId);
  const players = useGalaxyPlayers(galaxyId);
  const inFamily = Boolean(stats.data?.familyId);
  const withId = search.get("with");
  const picked: ChannelRef | null = withId
    ? { kind: "direct", playerId: withId }
    : search.get("channel") === "family"
      ? { kind: "family" }
      : null;
  // On a wide screen something is always open: the family channel by default.
  const selected: ChannelRef | null = picked ?? (inFamily ? { kind: "family" } : null);
  const select = (channel: ChannelRef) =>
    setSearch(channel.kind === "family" ? { galaxyId, channel: "family" } : { galaxyId, with: channel.playerId });
  const otherName =
    selected?.kind === "direct"
      ? (conversations.data?.conversations.find((c) => c.playerId === selected.playerId)?.playerName ??
        players.data?.players.find((p) => p.playerId === selected.playerId)?.username ??
        t("page.player"))
      : null;
  const blocked =
    selected?.kind === "direct" &&
    Boolean(conversations.data?.conversations.find((c) => c.playerId === selected.playerId)?.blocked);

  const list = (
    <Box sx={{ display: "flex", flexDirection: "column", minHeight: 0, height: "100%" }}>
      <NewMessagePicker
        galaxyId={galaxyId}
        ownPlayerId={playerId}
        onPick={(id) => select({ kind: "direct", playerId: id })}
      />
      <Box sx={{ overflowY: "auto", flex: 1 }}>
        {conversations.isError ? (
          <ErrorState message={t("page.failed")} onRetry={() => void conversations.refetch()} />
        ) : (
          <ConversationList
            inFamily={inFamily}
            familyUnread={unread.data?.family ?? 0}
            conversations={conversations.data?.conversations ?? []}
            selected={selected}
            onSelect={select}
          />
        )}
      </Box>
    </Box>
  );

  const thread = selected && (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0 }}>
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 1,
          px: 1.5,
          py: 1,
          borderBottom: "1px solid rgba(255, 255, 255, 0.08)",
        }}
      >
        <Button
          size="small"
          startIcon={<ArrowBackIcon />}
          onClick={() => setSearch({ galaxyId })}
          sx={{ display: { md: "none" } }}
        >
          {t("page.back")}
        </Button>
        <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap data-testid="thread-title">
          {selected.kind === "family" ? t("familyChannel") : otherName}
        </Typography>
        {selected.kind === "direct" && (
          <BlockButton galaxyId={galaxyId} playerId={selected.playerId} blocked={blocked} />
        )}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <MessageThread
          key={selected.kind === "family" ? "family" : selected.playerId}
          galaxyId={galaxyId}
          channel={selected}
          emptyText={
            selected.kind === "family"
              ? t("page.familyEmpty")
              : t("page.directEmpty", { name: otherName ?? t("page.thisPlayer") })
          }
          placeholder={
            selected.kind === "family" ? t("page.familyPlaceholder") : t("button.label", { name: otherName ?? "" })
          }
        />
      </Box>
    </Box>
  );

  return (
    <>
      <PageHeader title={t("title")} subtitle={t("page.subtitle")} />
      <Paper
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "320px minmax(0, 1fr)" },
          height: { xs: "calc(100dvh - 230px)", md: "calc(100dvh - 210px)" },
          minHeight: 420,
          overflow: "hidden",
        }}
      >
        <Box
          sx={{
            display: { xs: picked ? "none" : "block", md: "block" },
            borderRight: { md: "1px solid rgba(255, 255, 255, 0.08)" },
            minHeight: 0,
          }}
        >
          {list}
        </Box>
        <Box sx={{ display: { xs: picked ? "block" : "none", md: "block" }, minHeight: 0 }}>
          {thread ?? <Box sx={{ p: 4, color: "text.secondary" }}>{t("page.choose")}</Box>}
        </Box>
      </Paper>
    </>
  );
}
