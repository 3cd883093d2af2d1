import { lastSegment } from "@nova/rules";
import { i18n } from "../../i18n/i18n.ts";

/** The last segment of a family id: "demo:family-2" → "family-2" (core-play section 2). */
export const familyLabel = (familyId: string | null): string =>
  familyId ? lastSegment(familyId) : i18n.t("empire:family.none");
