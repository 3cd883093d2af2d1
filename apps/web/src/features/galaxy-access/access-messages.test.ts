import { describe, expect, test } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import { ACCESS_TEXT, accessErrorText, validateInviteUserId } from "./access-messages.ts";

describe("galaxy access messages", () => {
  test("403 or 'owner' gives the owner message", () => {
    expect(accessErrorText(new ApiError(403, "nope", "not_owner"), ACCESS_TEXT.loadFailed)).toBe(ACCESS_TEXT.ownerOnly);
    expect(accessErrorText(new ApiError(400, "Only the owner may", "x"), ACCESS_TEXT.loadFailed)).toBe(
      ACCESS_TEXT.ownerOnly,
    );
    expect(accessErrorText(new Error("HTTP 403"), ACCESS_TEXT.loadFailed)).toBe(ACCESS_TEXT.ownerOnly);
  });

  test("server detail else the fallback", () => {
    expect(accessErrorText(new ApiError(404, "No user with id 'x'", "not_found"), ACCESS_TEXT.inviteFailed)).toBe(
      "No user with id 'x'",
    );
    expect(accessErrorText(new ApiError(500, "", "unknown"), ACCESS_TEXT.inviteFailed)).toBe("Failed to invite user");
    expect(accessErrorText("weird", ACCESS_TEXT.revokeFailed)).toBe("Failed to revoke invitation");
  });

  test("user id must be non-empty after trimming", () => {
    expect(validateInviteUserId("   ")).not.toBeNull();
    expect(validateInviteUserId(" abc ")).toBeNull();
  });
});
