import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildOpenApiDocument, type Operation, operations } from "@onboarding/contract";

/** This package's folder: the document is written beside its package.json. */
export const OPENAPI_DIR = fileURLToPath(new URL("../", import.meta.url));

/** The version of the published packages (one fixed changesets group), read from this package. */
export function publishedVersion(): string {
  const manifest = JSON.parse(readFileSync(`${OPENAPI_DIR}package.json`, "utf8")) as { version: string };
  return manifest.version;
}

/** The committed files, by path, exactly as `pnpm generate` writes them. */
export function openApiArtifacts(toYaml: (value: unknown) => string, from: Record<string, Operation> = operations): Record<string, string> {
  const document = buildOpenApiDocument(from, { version: publishedVersion() });
  return {
    [`${OPENAPI_DIR}openapi.json`]: `${JSON.stringify(document, null, 2)}\n`,
    [`${OPENAPI_DIR}openapi.yaml`]: toYaml(document),
  };
}

/** The files on disk that differ from what `pnpm generate` would write. */
export function staleArtifacts(expected: Record<string, string>): string[] {
  return Object.entries(expected)
    .filter(([path, content]) => !existsSync(path) || readFileSync(path, "utf8") !== content)
    .map(([path]) => path);
}
