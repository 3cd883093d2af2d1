import type { Config } from "../config.ts";
import type { PushEvent } from "../push/push-hub.ts";

/** What the API hands the turn worker thread at start. */
export interface TurnWorkerData {
  readonly config: Config;
  readonly pgSchema: string | null;
}

/** Worker -> API. */
export type WorkerMessage =
  | { readonly type: "ready" }
  | { readonly type: "tick"; readonly at: number }
  | { readonly type: "push"; readonly event: PushEvent }
  | {
      readonly type: "metric";
      readonly op: "inc" | "set";
      readonly name: string;
      readonly help: string;
      readonly labels: Readonly<Record<string, string>>;
      readonly value: number;
    }
  | { readonly type: "failpoint-armed" }
  | { readonly type: "failpoint"; readonly galaxyId: string; readonly turn: number }
  | { readonly type: "stopped" };

/** Where a test holds a flip: inside its transaction before the commit, or computed and not yet applied. */
export type FlipFailpoint = "inFlip" | "afterCompute";

/** API -> worker. */
export type ApiMessage =
  | { readonly type: "stop" }
  | { readonly type: "arm-failpoint"; readonly at: FlipFailpoint }
  | { readonly type: "release-failpoint" };
