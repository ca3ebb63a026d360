// Runs pglite-worker.ts from source (tests, `pnpm start` through tsx): registers tsx's loader in this thread first.
import { register } from "tsx/esm/api";

register();
await import("./pglite-worker.ts");
