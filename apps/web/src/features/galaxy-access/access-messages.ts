import { isApiError } from "../../api/api-error.ts";
import { isOwnerOnlyFailure } from "../../errors/translate-error.ts";
import { i18n } from "../../i18n/i18n.ts";

/** Access page texts (social-and-advanced sections 5, 6 and 8). */
export const ACCESS_TEXT = {
  get missingGalaxy() {
    return i18n.t("galaxies:access.missingGalaxy");
  },
  get loadFailed() {
    return i18n.t("galaxies:access.loadFailed");
  },
  get updateFailed() {
    return i18n.t("galaxies:access.updateFailed");
  },
  get inviteFailed() {
    return i18n.t("galaxies:access.inviteFailed");
  },
  get revokeFailed() {
    return i18n.t("galaxies:access.revokeFailed");
  },
  get invited() {
    return i18n.t("galaxies:access.invited");
  },
  get revokeConfirm() {
    return i18n.t("galaxies:access.revokeConfirm");
  },
  /** The contract's OWNER_ONLY sentence in English. */
  get ownerOnly() {
    return i18n.t("galaxies:access.ownerOnly");
  },
};

/** Invite dialog closes this long after a success. */
export const INVITE_CLOSE_MS = 1500;

/** A failure mentioning 403 or 'owner' becomes the owner message; otherwise the server's detail, else the fallback. */
export const accessErrorText = (error: unknown, fallback: string): string => {
  if (isOwnerOnlyFailure(error)) return ACCESS_TEXT.ownerOnly;
  return isApiError(error) ? error.detail || fallback : fallback;
};

/** The invite field: required after trimming. */
export const validateInviteUserId = (text: string): string | null =>
  text.trim() === "" ? i18n.t("galaxies:access.enterUserId") : null;
