/** Spec (core-play section 9): turn info and the top-bar resources refresh every 10 s. */
export const TURN_AND_RESOURCES_REFRESH_MS = 10_000;
