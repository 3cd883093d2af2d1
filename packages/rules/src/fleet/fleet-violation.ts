/** Error codes a fleet rule can answer with; each maps to one HTTP status in the contract's error table. */
export type FleetViolationCode = "invalid_input" | "invalid_action" | "forbidden";

/** A refused fleet order: the stable code and the spec's human text. */
export interface FleetViolation {
  readonly code: FleetViolationCode;
  readonly detail: string;
}
