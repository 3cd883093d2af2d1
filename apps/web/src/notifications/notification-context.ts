import { createContext, useContext } from "react";

export type NotificationSeverity = "error" | "success" | "warning" | "info";

export interface NotificationInput {
  readonly severity?: NotificationSeverity;
  readonly title?: string;
  readonly message: string;
}

/** Spec (core-play section 9): error 8 s, success 3 s, warning 5 s, info 4 s. */
export const AUTO_HIDE_MS: Readonly<Record<NotificationSeverity, number>> = {
  error: 8000,
  success: 3000,
  warning: 5000,
  info: 4000,
};

export interface NotificationApi {
  notify(input: NotificationInput): void;
  /** Shows any failure through the error translator (title, message and hint). */
  notifyError(error: unknown): void;
}

export const NotificationContext = createContext<NotificationApi | null>(null);

export const useNotify = (): NotificationApi => {
  const value = useContext(NotificationContext);
  if (!value) throw new Error("useNotify must be used inside <NotificationProvider>");
  return value;
};
