import { readFileSync, writeFileSync } from "node:fs";
import { stringify } from "yaml";
import { openApiArtifacts } from "./artifacts.ts";

/** Writes this package's openapi.{json,yaml} from the contract. Run with `pnpm generate`. */
for (const [path, content] of Object.entries(openApiArtifacts(stringify))) {
  const current = (() => {
    try {
      return readFileSync(path, "utf8");
    } catch {
      return "";
    }
  })();
  if (current !== content) {
    writeFileSync(path, content);
    process.stdout.write(`wrote ${path}\n`);
  }
}
