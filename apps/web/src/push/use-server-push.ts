import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useApi } from "../auth/auth-context.ts";
import type { TurnInfo } from "@nova/contract";
import { queryKeys } from "../api/query-keys.ts";
import { isGalaxyQuery, parsePushMessage, pushUrl, reconnectDelayMs, shouldReconnect } from "./push-protocol.ts";
import { refreshPlan, turnInfoAfterTurn } from "./push-refresh.ts";
import { refetchAfterHint } from "./refetch-after-hint.ts";

/**
 * Keeps a push socket open for the galaxy on screen and refetches what a hint says changed (push-refresh.ts),
 * spread over 0-5 s, when the server says a turn flipped or something happened to this empire (architecture.md:
 * "server push to refresh sooner"). Polling at
 * the spec's intervals stays on underneath, so a lost socket only delays updates. Returns whether the socket is
 * live.
 */
export const useServerPush = (galaxyId: string | null): boolean => {
  const api = useApi();
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!galaxyId || typeof WebSocket === "undefined") return;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    let refreshedTurn: number | null = null;
    const timers = new Set<ReturnType<typeof setTimeout>>();

    const connect = () => {
      const token = api.token?.() ?? null;
      if (!token) return;
      socket = new WebSocket(pushUrl(window.location, galaxyId));
      socket.addEventListener("open", () => socket?.send(JSON.stringify({ type: "auth", token })));
      socket.addEventListener("message", (event) => {
        const message = parsePushMessage(event.data);
        if (!message || message.galaxyId !== galaxyId) return;
        if (message.type === "ready") {
          failures = 0;
          setLive(true);
          return;
        }
        // A message changes the messages and nothing else of the galaxy.
        if (message.type === "message") {
          void queryClient.invalidateQueries({ queryKey: ["messages", galaxyId] });
          return;
        }
        const plan = refreshPlan(message, refreshedTurn);
        if (!plan) return;
        if (message.type === "turn") {
          refreshedTurn = message.currentTurn;
          // The hint carries the new turn: the top bar shows it at once, without a request (but at a round's end).
          const key = queryKeys.turnInfo(galaxyId);
          const old = queryClient.getQueryData<TurnInfo>(key);
          const next = old && turnInfoAfterTurn(old, message);
          if (next) queryClient.setQueryData<TurnInfo>(key, next);
          else if (old) void queryClient.invalidateQueries({ queryKey: key, exact: true });
        }
        // Spread at random over a few seconds: every open dashboard hears a flip at the same moment.
        const timer = setTimeout(() => {
          timers.delete(timer);
          void refetchAfterHint(queryClient, api, galaxyId, plan);
        }, plan.delayMs);
        timers.add(timer);
      });
      socket.addEventListener("close", (event) => {
        setLive(false);
        if (stopped) return;
        if (!shouldReconnect(event.code)) {
          // Access ended: refetch now, so the screens learn it from the API rather than at the next poll.
          void queryClient.invalidateQueries({ predicate: (query) => isGalaxyQuery(query.queryKey, galaxyId) });
          return;
        }
        retry = setTimeout(connect, reconnectDelayMs(failures++));
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      for (const timer of timers) clearTimeout(timer);
      socket?.close();
      setLive(false);
    };
  }, [api, galaxyId, queryClient]);

  return live;
};
