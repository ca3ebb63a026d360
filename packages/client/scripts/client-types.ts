import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { tolerantEnums } from "./tolerant-enums.ts";

export const DOCUMENT_PATH = fileURLToPath(import.meta.resolve("@onboarding/openapi/openapi.json"));
export const TYPES_PATH = fileURLToPath(new URL("../src/openapi.ts", import.meta.url));

const HEADER = "// Generated from @onboarding/openapi/openapi.json by `pnpm generate`. Do not edit.\n\n";

/** The client types exactly as `pnpm generate` writes them, from the committed document (or from `document`). */
export async function clientTypes(document: unknown = JSON.parse(readFileSync(DOCUMENT_PATH, "utf8"))): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    immutable: false,
    alphabetize: false,
    exportType: true,
    // Enums the client reads accept values added later; see tolerant-enums.ts.
    transformProperty: tolerantEnums(document as Parameters<typeof tolerantEnums>[0]),
  });
  return HEADER + astToString(ast);
}
