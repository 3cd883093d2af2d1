import { randomUUID } from "node:crypto";

/** Id generation behind one seam so tests could make ids predictable. */
export interface Ids {
  uuid(): string;
}

export const randomIds: Ids = { uuid: () => randomUUID() };
