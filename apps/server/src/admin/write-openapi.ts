import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildOpenApiDocument } from "@nova/contract";

/** `npm run openapi`: writes docs/openapi.json from the contract (a test fails while the checked-in copy is stale). */
export const OPENAPI_FILE = fileURLToPath(new URL("../../../../docs/openapi.json", import.meta.url));

export const openApiText = (): string => `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(OPENAPI_FILE, openApiText());
  console.log(`wrote ${OPENAPI_FILE}`);
}
