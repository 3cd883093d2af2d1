import { translateError } from "../../errors/translate-error.ts";
import type { NotificationInput } from "../../notifications/notification-context.ts";

/** The screen messages of core-play section 8 for failed orders. */
export const BUILD_ORDER_FAILED = "Failed to submit build order. Please check resources.";
export const BULK_BUILD_FAILED = "Failed to submit bulk build order. Please check resources and planet capacity.";
export const UNIT_ORDER_FAILED = "Failed to submit unit build order. Please check resources.";
export const UNIT_ORDER_SUBMITTED = "Unit build order submitted successfully!";

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
