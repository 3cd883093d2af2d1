import type { Refusal } from "../refusal.ts";

/** Error codes a fleet rule can answer with; each maps to one HTTP status in the contract's error table. */
export type FleetViolationCode = "invalid_input" | "invalid_action" | "forbidden";

/** A refused fleet order: the stable code, the spec's human text and its numbers. */
export type FleetViolation = Refusal<FleetViolationCode>;
