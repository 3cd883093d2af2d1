import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Snackbar from "@mui/material/Snackbar";
import { translateError } from "../errors/translate-error.ts";
import {
  AUTO_HIDE_MS,
  NotificationContext,
  type NotificationApi,
  type NotificationInput,
  type NotificationSeverity,
} from "./notification-context.ts";
import { useTranslation } from "react-i18next";

interface Toast {
  readonly id: number;
  readonly severity: NotificationSeverity;
  readonly title?: string;
  readonly message: string;
}

/** One toast at a time, the newest replacing the one shown; each hides after its severity's time or when dismissed. */
export function NotificationProvider({ children }: { readonly children: ReactNode }) {
  // "errors": notifyError translates refusals through i18n.t, so their catalogue must be here before any toast.
  const { t } = useTranslation(["notifications", "errors"]);
  const [state, setState] = useState<{ readonly queue: readonly Toast[]; readonly open: boolean }>({
    queue: [],
    open: true,
  });
  const { queue, open } = state;
  const nextId = useRef(1);

  const notify = useCallback((input: NotificationInput) => {
    const toast: Toast = { ...input, id: nextId.current++, severity: input.severity ?? "info" };
    // The newest toast replaces whatever is on screen: a stale error must never hide a later success (a red
    // 'Invalid Input' left over the 'Trade Complete' of the next buy). The shown one closes at once and only the
    // newest waits behind it; toasts in between are outdated by it.
    setState((current) =>
      current.queue[0] === undefined
        ? { queue: [toast], open: true }
        : { queue: [current.queue[0], toast], open: false },
    );
  }, []);

  const notifyError = useCallback(
    (error: unknown) => {
      const translated = translateError(error);
      const message = translated.hint ? `${translated.message} ${translated.hint}` : translated.message;
      notify({ severity: "error", title: translated.title, message });
    },
    [notify],
  );

  const api = useMemo<NotificationApi>(() => ({ notify, notifyError }), [notify, notifyError]);
  const current = queue[0];

  const close = (_event?: unknown, reason?: string) => {
    if (reason === "clickaway") return;
    setState((current) => ({ ...current, open: false }));
  };

  const next = () => {
    setState((current) => ({ queue: current.queue.slice(1), open: true }));
  };

  return (
    <NotificationContext value={api}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open={open}
          autoHideDuration={AUTO_HIDE_MS[current.severity]}
          onClose={close}
          slotProps={{ transition: { onExited: next } }}
          anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        >
          <Alert
            onClose={close}
            closeText={t("close")}
            severity={current.severity}
            variant="filled"
            data-testid="notification"
            sx={{ width: "100%", maxWidth: 480, boxShadow: 6 }}
          >
            {current.title && <AlertTitle>{current.title}</AlertTitle>}
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </NotificationContext>
  );
}
