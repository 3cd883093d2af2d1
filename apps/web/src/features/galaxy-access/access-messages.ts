import { OWNER_ONLY } from "@nova/contract";
import { isApiError } from "../../api/api-error.ts";
import { isOwnerOnlyFailure } from "../../errors/translate-error.ts";

/** Access page texts (social-and-advanced sections 5, 6 and 8). */
export const ACCESS_TEXT = {
  missingGalaxy: "Galaxy ID is required",
  loadFailed: "Failed to load galaxy access information",
  updateFailed: "Failed to update galaxy access",
  inviteFailed: "Failed to invite user",
  revokeFailed: "Failed to revoke invitation",
  invited: "User invited successfully!",
  revokeConfirm: "Are you sure you want to revoke this invitation?",
  ownerOnly: OWNER_ONLY,
} as const;

/** Invite dialog closes this long after a success. */
export const INVITE_CLOSE_MS = 1500;

/** A failure mentioning 403 or 'owner' becomes the owner message; otherwise the server's detail, else the fallback. */
export const accessErrorText = (error: unknown, fallback: string): string => {
  if (isOwnerOnlyFailure(error)) return ACCESS_TEXT.ownerOnly;
  return isApiError(error) ? error.detail || fallback : fallback;
};

/** The invite field: required after trimming. */
export const validateInviteUserId = (text: string): string | null =>
  text.trim() === "" ? "Please enter a user ID" : null;
