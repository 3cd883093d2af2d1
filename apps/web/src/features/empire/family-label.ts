import { lastSegment } from "@nova/rules";

/** The last segment of a family id: "demo:family-2" → "family-2" (core-play section 2). */
export const familyLabel = (familyId: string | null): string => (familyId ? lastSegment(familyId) : "None");
