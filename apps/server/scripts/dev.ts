import { buildDocsInBackground } from "../../../tooling/scripts/build-docs.ts";

/**
 * `pnpm start` in the repository: the server from its TypeScript source, answering at once, with the documentation
 * site built beside it when it is missing or stale. (A deployment runs the bundle instead: `node dist/main.js`.)
 */
buildDocsInBackground((line) => process.stdout.write(`${line}\n`));
await import("../src/main.ts");
