import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { OPENAPI_DIR } from "./artifacts.ts";
import { findBreakingChanges, formatBreakingChange, type OpenApiDocument } from "./breaking-changes.ts";

/** The document as of the last release of v1; `pnpm version-packages` refreshes it. */
const BASELINE_PATH = `${OPENAPI_DIR}baseline/openapi.v1.json`;

function read(path: string): OpenApiDocument {
  return JSON.parse(readFileSync(path, "utf8")) as OpenApiDocument;
}

/**
 * `pnpm openapi:check-breaking`: compares the committed document with the v1 baseline and exits 1 naming each
 * breaking change. `--refresh-baseline` (run by `pnpm version-packages`) makes the current document the baseline;
 * `--baseline FILE` and `--current FILE` compare other files.
 */
function main(args: string[]): number {
  const { values } = parseArgs({
    args,
    options: {
      baseline: { type: "string", default: BASELINE_PATH },
      current: { type: "string", default: `${OPENAPI_DIR}openapi.json` },
      "refresh-baseline": { type: "boolean", default: false },
    },
  });
  if (values["refresh-baseline"]) {
    mkdirSync(dirname(values.baseline), { recursive: true });
    copyFileSync(values.current, values.baseline);
    console.log(`The v1 baseline is now the current document (${values.baseline}).`);
    return 0;
  }
  const changes = findBreakingChanges(read(values.baseline), read(values.current));
  if (changes.length === 0) {
    console.log("The OpenAPI document has no breaking change against the v1 baseline.");
    return 0;
  }
  console.error(
    `The OpenAPI document breaks clients of v1 (${changes.length === 1 ? "1 breaking change" : `${changes.length} breaking changes`} against ${values.baseline}):`,
  );
  for (const change of changes) {
    console.error(`  - ${formatBreakingChange(change)}`);
  }
  console.error(
    "Within v1 changes are additive only: keep what was there (a new field optional, a new operation beside the old one), or deprecate it.",
  );
  return 1;
}

process.exitCode = main(process.argv.slice(2));
