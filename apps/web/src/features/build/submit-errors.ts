import { translateError } from "../../errors/translate-error.ts";
import type { NotificationInput } from "../../notifications/notification-context.ts";

/** What the dialog shows about a failed order: the translator's title and text (server detail first). */
export const describeFailure = (error: unknown): { title: string; message: string } => {
  const translated = translateError(error);
  return {
    title: translated.title,
    message: translated.hint ? `${translated.message} ${translated.hint}` : translated.message,
  };
};

/** The toast for a failed order: the screen's own sentence, with the translated reason under it. */
export const failureToast = (error: unknown, screenMessage: string): NotificationInput => ({
  severity: "error",
  title: screenMessage,
  message: describeFailure(error).message,
});
