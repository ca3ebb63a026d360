import { readFileSync, writeFileSync } from "node:fs";
import { clientTypes, TYPES_PATH } from "./client-types.ts";

const next = await clientTypes();
let current = "";
try {
  current = readFileSync(TYPES_PATH, "utf8");
} catch {
  // first generation
}
if (current !== next) {
  writeFileSync(TYPES_PATH, next);
  process.stdout.write(`wrote ${TYPES_PATH}\n`);
}
