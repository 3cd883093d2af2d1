import { describe, expect, it } from "vitest";
import type { Activity } from "@nova/contract";
import {
  activityTypeLabel,
  battleReportIdOf,
  DEFAULT_FILTERS,
  EMPIRE_LOG_EMPTY,
  findReportEntry,
  logQuery,
  successRateText,
  visibleActivities,
} from "./empire-log-filters.ts";

const activity = (overrides: Partial<Activity> = {}): Activity => ({
  id: "a1",
  source: "event",
  activityType: "building_completed",
  category: "buildings",
  operationType: null,
  operationStatus: null,
  summary: "25 cash factories completed",
  text: { code: "legacy_text", params: { text: "25 cash factories completed" } },
  turnNumber: 5,
  timestamp: "2026-01-01T00:00:00.000Z",
  actor: { playerId: "p1", playerName: "Aria" },
  target: null,
  successRate: null,
  details: {},
  ...overrides,
});

describe("Empire Log filters (social-and-advanced sections 2 and 7)", () => {
  it("asks for 200 entries with the chosen source and type", () => {
    expect(logQuery(DEFAULT_FILTERS)).toEqual({ limit: 200 });
    expect(logQuery({ source: "event", type: "combat", opStatus: "success" })).toEqual({
      limit: 200,
      sources: "event",
      activity_types: "combat",
    });
  });

  it("hides combat_initiated and lists the newest first", () => {
    const list = [
      activity({ id: "old", turnNumber: 2 }),
      activity({ id: "init", activityType: "combat_initiated", category: "combat", turnNumber: 9 }),
      activity({ id: "new", turnNumber: 9 }),
    ];
    expect(visibleActivities(list, DEFAULT_FILTERS).map((a) => a.id)).toEqual(["new", "old"]);
  });

  it("filters by source, type and operation status", () => {
    const list = [
      activity({ id: "b" }),
      activity({ id: "c", category: "combat", activityType: "combat_resolved" }),
      activity({ id: "ok", source: "operation", category: "operations", operationStatus: "success" }),
      activity({ id: "ko", source: "operation", category: "operations", operationStatus: "failure" }),
      activity({ id: "held", source: "operation", category: "operations", operationStatus: "defended" }),
    ];
    const ids = (f: Partial<typeof DEFAULT_FILTERS>) =>
      visibleActivities(list, { ...DEFAULT_FILTERS, ...f }).map((a) => a.id);
    expect(ids({ type: "combat" })).toEqual(["c"]);
    expect(ids({ source: "event" })).toEqual(["b", "c"]);
    expect(ids({ opStatus: "success" })).toEqual(["ok"]);
    expect(ids({ opStatus: "failure" })).toEqual(["ko", "held"]);
  });

  it("finds the entry of a deep-linked report by the id's last segment", () => {
    const battle = activity({ id: "x", category: "combat", details: { battleReportId: "r-42" } });
    expect(battleReportIdOf(battle)).toBe("r-42");
    expect(battleReportIdOf(activity())).toBeNull();
    expect(findReportEntry([activity(), battle], "demo:report:r-42")).toBe(battle);
    expect(findReportEntry([activity()], "r-42")).toBeNull();
  });

  it("reads types and rates", () => {
    expect(activityTypeLabel("combat_resolved")).toBe("Combat Resolved");
    expect(successRateText(0.85)).toBe("85%");
    expect(successRateText(70)).toBe("70%");
    expect(successRateText(null)).toBe("—");
    expect(EMPIRE_LOG_EMPTY).toBe(
      "No activities found. Try adjusting your filters or engage in combat, cast operations, or build structures.",
    );
  });
});
