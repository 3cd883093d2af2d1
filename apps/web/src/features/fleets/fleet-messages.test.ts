import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import {
  attackSentMessage,
  explorerSentMessage,
  failureText,
  FLEET_MESSAGES,
  travelMinutes,
} from "./fleet-messages.ts";

describe("fleet toasts (core-play section 8)", () => {
  it("names the planet and the travel time", () => {
    expect(explorerSentMessage("demo:12,4:2", 900)).toBe("Explorer sent to planet 12,4:2! Travel time: 15 minutes");
    expect(attackSentMessage("demo:12,4:2")).toBe("Attack fleet sent to planet 12,4:2!");
    expect(travelMinutes(null)).toBe(1);
  });

  it("prefers the server's detail over the screen's fallback", () => {
    const refused = new ApiError(403, "Target is under new-player protection", "forbidden");
    expect(failureText(refused, FLEET_MESSAGES.attackFailed)).toBe("Target is under new-player protection");
    const offline = new ApiError(null, "Could not reach the server.", "network_error");
    expect(failureText(offline, FLEET_MESSAGES.attackFailed)).toBe("Failed to send attack fleet");
    expect(failureText(new Error("boom"), FLEET_MESSAGES.explorerFailed)).toBe(
      "Failed to send explorer. Please try again.",
    );
  });
});
