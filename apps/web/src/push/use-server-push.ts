import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useApi } from "../auth/auth-context.ts";
import { isGalaxyQuery, parsePushMessage, pushUrl, reconnectDelayMs, shouldReconnect } from "./push-protocol.ts";

/**
 * Keeps a push socket open for the galaxy on screen and refetches its queries as soon as the server says a turn
 * flipped or something happened to this empire (architecture.md: "server push to refresh sooner"). Polling at
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
        void queryClient.invalidateQueries({ predicate: (query) => isGalaxyQuery(query.queryKey, galaxyId) });
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
      socket?.close();
      setLive(false);
    };
  }, [api, galaxyId, queryClient]);

  return live;
};
