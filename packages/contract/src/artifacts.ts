import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { operations } from "./index.ts";
import { buildOpenApiDocument } from "./openapi-document.ts";

export const OPENAPI_DIR = fileURLToPath(new URL("../../openapi/", import.meta.url));

/** The version of the published packages (one fixed changesets group), read from the openapi package. */
export function publishedVersion(): string {
  const manifest = JSON.parse(readFileSync(`${OPENAPI_DIR}package.json`, "utf8")) as { version: string };
  return manifest.version;
}

/** The committed files, by path, exactly as `pnpm generate` writes them. */
export function openApiArtifacts(toYaml: (value: unknown) => string): Record<string, string> {
  const document = buildOpenApiDocument(operations, { version: publishedVersion() });
  return {
    [`${OPENAPI_DIR}openapi.json`]: `${JSON.stringify(document, null, 2)}\n`,
    [`${OPENAPI_DIR}openapi.yaml`]: toYaml(document),
  };
}
